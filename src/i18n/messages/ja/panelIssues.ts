import type { Messages } from '../en';

export const panelIssues = {
  missingProp: '必須のプロパティ {{prop}} がありません。{{expected}}が必要です。$t(issueWords.agenttyRule)',
  missingPropOf: '必須のプロパティ {{prop}} がありません。{{expected}}が必要です ({{type}} のプロパティ: {{props}})。$t(issueWords.agenttyRule)',
  missingRequired: '必須のプロパティ {{prop}} がありません。$t(issueWords.agenttyRule)',
  cannotBeNull: '{{prop}} に null は使えません。Agentty ではこのフィールドは省略可能ではないため、ツリーを拒否します。プロパティを省くか、{{expected}}を指定してください。$t(issueWords.agenttyRule)',
  cannotBeNullOneOf: '{{prop}} に null は使えません。Agentty ではこのフィールドは省略可能ではないため、ツリーを拒否します。プロパティを省くか、{{values}} のいずれかを指定してください。$t(issueWords.agenttyRule)',
  expectedGot: '{{expected}}が必要ですが、{{got}} です。$t(issueWords.agenttyRule)',
  mustBe: '{{prop}} は{{expected}}でなければなりませんが、{{got}} です。$t(issueWords.agenttyRule)',
  mustBeOneOf: '{{prop}} は {{values}} のいずれかでなければなりませんが、{{got}} です。$t(issueWords.agenttyRule)',
  mustBeString: '{{prop}} は文字列でなければなりませんが、{{got}} です。$t(issueWords.agenttyRule)',
  mustBeWhole: '{{prop}} は{{range}}整数でなければなりませんが、{{got}} です。$t(issueWords.agenttyRule)',
  needsType: 'ノードには "type" が必要です。{{types}} のいずれかです。$t(issueWords.agenttyRule)',
  unknownType: '不明なノードタイプ {{named}} です。Agentty はこのツリーを拒否します。使えるタイプ: {{types}}。$t(issueWords.agenttyRule)',
  unknownTypeGuess: '不明なノードタイプ {{named}} です (「{{guess}}」のことですか?)。Agentty はこのツリーを拒否します。使えるタイプ: {{types}}。$t(issueWords.agenttyRule)',
  notAccepted: 'Agentty はここに {{got}} を受け付けません。$t(issueWords.agenttyRule)',
  unknownKey: '{{what}} に不明なキー "{{key}}" があります。Agentty はこのキーを無視するので何も起きません。こうしたキーの多くは入力ミスです。{{what}} のキー: {{keys}}。$t(issueWords.agenttyRule)',
  unknownKeyGuess:
    '{{what}} に不明なキー "{{key}}" があります (「{{guess}}」のことですか?)。Agentty はこのキーを無視するので何も起きません。こうしたキーの多くは入力ミスです。{{what}} のキー: {{keys}}。$t(issueWords.agenttyRule)',
  unknownIcon: '不明なアイコン "{{name}}" です。Agentty にはこの名前のアイコンがないため、代わりにパズルのアイコンを描きます。',
  unknownIconGuess: '不明なアイコン "{{name}}" です。Agentty にはこの名前のアイコンがないため、代わりにパズルのアイコンを描きます (「{{guess}}」のことですか?)。',
  longText: 'このテキストは {{length, number}} 文字あります。Agentty は {{max, number}} 文字で切り、末尾に "…" を付けます。$t(issueWords.agenttyRule)',
  newerApi: '{{what}} には API {{since}} が必要です。このデザインの対象は API {{api}} で、その Agentty はこれを知りません。$t(issueWords.agenttyRule)',
  nullProp: '"{{key}}" が null です。Agentty は省略と同じに読むので、省いてください。$t(issueWords.designerRule)',
  emptyId: 'id が空です。Agentty は受け付けますが、{{what}} のイベントでの名前が "" になります。名前を付けてください。$t(issueWords.designerRule)',
  negativeZero: '"{{key}}" は整数でなければなりません。Agentty は -0 を小数として読み、拒否します。$t(issueWords.agenttyRule)',
  duplicateOptionValue: '選択肢の値 {{value}} が重複しています。Agentty は受け付けますが、イベントではこれらの{{entries}}を区別できません。$t(issueWords.designerRule)',
  duplicateEntryId: 'これらの{{entries}}で{{noun}} {{value}} が重複しています。Agentty は受け付けますが、イベントでは区別できません。$t(issueWords.designerRule)',
  optionNumber: '{{written}} は数値です。Agentty は choice の値を文字列として読むため、ツリーを拒否します。"{{text}}" と書いてください。$t(issueWords.agenttyRule)',
  optionBoolean: '{{written}} は true/false です。Agentty は choice の値を文字列として読むため、ツリーを拒否します。"{{text}}" と書いてください。$t(issueWords.agenttyRule)',
  optionNumberApi1:
    '{{written}} は数値です。通信仕様 (API 1) は型を定めていませんが、現在の Agentty は choice の値を文字列として読むため拒否します。"{{text}}" と書いてください。$t(issueWords.agenttyRule)',
  optionBooleanApi1:
    '{{written}} は true/false です。通信仕様 (API 1) は型を定めていませんが、現在の Agentty は choice の値を文字列として読むため拒否します。"{{text}}" と書いてください。$t(issueWords.agenttyRule)',
  choiceValue: '選択された値 {{value}} はこの choice の選択肢の値にないため、何も選択されていないように見えます。$t(issueWords.designerRule)',
  nestedTooDeep: 'UI ツリーの入れ子が {{max}} 段より深くなっています。この {{type}} は {{level}} 段目 (ルートが 0 段目) にあり、Agentty はツリーを拒否します。$t(issueWords.agenttyRule)',
  missingChildren: 'この {{type}} には "children" がありません。Agentty は子がないものとして読むので、何も描きません。$t(issueWords.designerRule)',
  missingChildrenContent: 'この {{type}} には "children" がありません。Agentty は子がないものとして読むので、中身を描きません。$t(issueWords.designerRule)',
  emptyChildren: 'この {{type}} には子がないため、何も描きません。',
  duplicateId: 'id "{{id}}" が重複しています。{{others}}{{more}} でも使われています。Agentty は受け付けますが、イベントでは区別できません。$t(issueWords.designerRule)',
  tooManyElements:
    'UI ツリーの要素が {{max}} 個を超えています: {{total, number}} 個 ({{parts}})。Agentty はツリーを拒否します。いちばん多く足しているのは{{where}} {{type}} で {{size, number}} 個、その多くは "{{field}}" にあります。$t(issueWords.agenttyRule)',
} satisfies Messages['panelIssues'];
