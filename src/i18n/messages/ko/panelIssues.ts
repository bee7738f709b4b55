import type { Messages } from '../en';

export const panelIssues = {
  missingProp: '필수 속성 {{prop}} 이(가) 없어요. {{expected}} 값이 와야 해요. $t(issueWords.agenttyRule)',
  missingPropOf: '필수 속성 {{prop}} 이(가) 없어요. {{expected}} 값이 와야 해요 ({{type}} 의 속성: {{props}}). $t(issueWords.agenttyRule)',
  missingRequired: '필수 속성 {{prop}} 이(가) 없어요. $t(issueWords.agenttyRule)',
  cannotBeNull: '{{prop}} 에는 null 을 쓸 수 없어요. Agentty 에서 이 필드는 선택 항목이 아니라서 트리를 거부해요. 속성을 빼거나 {{expected}} 값을 주세요. $t(issueWords.agenttyRule)',
  cannotBeNullOneOf: '{{prop}} 에는 null 을 쓸 수 없어요. Agentty 에서 이 필드는 선택 항목이 아니라서 트리를 거부해요. 속성을 빼거나 {{values}} 중 하나를 주세요. $t(issueWords.agenttyRule)',
  expectedGot: '{{expected}} 이(가) 와야 하는데 {{got}} 이(가) 왔어요. $t(issueWords.agenttyRule)',
  mustBe: '{{prop}} 에는 {{expected}} 값이 와야 하는데 {{got}} 이(가) 왔어요. $t(issueWords.agenttyRule)',
  mustBeOneOf: '{{prop}} 에는 {{values}} 중 하나가 와야 하는데 {{got}} 이(가) 왔어요. $t(issueWords.agenttyRule)',
  mustBeString: '{{prop}} 에는 문자열이 와야 하는데 {{got}} 이(가) 왔어요. $t(issueWords.agenttyRule)',
  mustBeWhole: '{{prop}} 에는 {{range}} 정수가 와야 하는데 {{got}} 이(가) 왔어요. $t(issueWords.agenttyRule)',
  needsType: '노드에는 "type" 이 있어야 해요: {{types}} 중 하나예요. $t(issueWords.agenttyRule)',
  unknownType: '알 수 없는 노드 유형 {{named}}. Agentty 는 이 트리를 거부해요. 쓸 수 있는 유형: {{types}}. $t(issueWords.agenttyRule)',
  unknownTypeGuess: '알 수 없는 노드 유형 {{named}} (혹시 "{{guess}}" 인가요?). Agentty 는 이 트리를 거부해요. 쓸 수 있는 유형: {{types}}. $t(issueWords.agenttyRule)',
  notAccepted: 'Agentty 는 여기에 {{got}} 을(를) 받지 않아요. $t(issueWords.agenttyRule)',
  unknownKey: '{{what}} 에 알 수 없는 키 "{{key}}" 이(가) 있어요. Agentty 는 이 키를 무시하니 아무 일도 하지 않아요. 이런 키는 대개 오타예요. {{what}} 의 키: {{keys}}. $t(issueWords.agenttyRule)',
  unknownKeyGuess:
    '{{what}} 에 알 수 없는 키 "{{key}}" 이(가) 있어요 (혹시 "{{guess}}" 인가요?). Agentty 는 이 키를 무시하니 아무 일도 하지 않아요. 이런 키는 대개 오타예요. {{what}} 의 키: {{keys}}. $t(issueWords.agenttyRule)',
  unknownIcon: '알 수 없는 아이콘 "{{name}}". Agentty 에는 이 이름의 아이콘이 없어서 대신 퍼즐 아이콘을 그려요.',
  unknownIconGuess: '알 수 없는 아이콘 "{{name}}". Agentty 에는 이 이름의 아이콘이 없어서 대신 퍼즐 아이콘을 그려요 (혹시 "{{guess}}" 인가요?).',
  longText: '이 글은 {{length, number}}자예요. Agentty 는 {{max, number}}자 뒤를 잘라 내고 "…" 로 끝내요. $t(issueWords.agenttyRule)',
  newerApi: '{{what}} 에는 API {{since}} 이(가) 필요해요. 이 디자인은 API {{api}} 을(를) 대상으로 하고, 그 버전의 Agentty 는 이것을 몰라요. $t(issueWords.agenttyRule)',
  nullProp: '"{{key}}" 이(가) null 이에요. Agentty 는 이것을 뺀 것으로 읽으니 빼 주세요. $t(issueWords.designerRule)',
  emptyId: 'id 가 비어 있어요. Agentty 는 받아들이지만, {{what}} 의 이벤트에서 이름이 "" 로 나가요. 이름을 붙여 주세요. $t(issueWords.designerRule)',
  negativeZero: '"{{key}}" 에는 정수가 와야 해요. Agentty 는 -0 을 소수로 읽고 거부해요. $t(issueWords.agenttyRule)',
  duplicateOptionValue: '옵션 값 {{value}} 이(가) 겹쳐요. Agentty 는 받아들이지만, 이벤트로는 이 {{entries}} 을(를) 서로 구분할 수 없어요. $t(issueWords.designerRule)',
  duplicateEntryId: '이 {{entries}} 사이에서 {{noun}} {{value}} 이(가) 겹쳐요. Agentty 는 받아들이지만, 이벤트로는 서로 구분할 수 없어요. $t(issueWords.designerRule)',
  optionNumber: '{{written}} 은(는) 숫자예요. Agentty 는 choice 의 값을 문자열로 읽기 때문에 트리를 거부해요. "{{text}}" (으)로 써 주세요. $t(issueWords.agenttyRule)',
  optionBoolean: '{{written}} 은(는) true/false 예요. Agentty 는 choice 의 값을 문자열로 읽기 때문에 트리를 거부해요. "{{text}}" (으)로 써 주세요. $t(issueWords.agenttyRule)',
  optionNumberApi1:
    '{{written}} 은(는) 숫자예요. 통신 명세(API 1)는 타입을 정하지 않았지만, 지금의 Agentty 는 choice 의 값을 문자열로 읽기 때문에 거부해요. "{{text}}" (으)로 써 주세요. $t(issueWords.agenttyRule)',
  optionBooleanApi1:
    '{{written}} 은(는) true/false 예요. 통신 명세(API 1)는 타입을 정하지 않았지만, 지금의 Agentty 는 choice 의 값을 문자열로 읽기 때문에 거부해요. "{{text}}" (으)로 써 주세요. $t(issueWords.agenttyRule)',
  choiceValue: '선택한 값 {{value}} 이(가) 이 choice 의 옵션 값에 없어서 아무것도 선택된 것으로 보이지 않아요. $t(issueWords.designerRule)',
  nestedTooDeep: 'UI 트리가 {{max}}단계보다 깊이 중첩돼 있어요. 이 {{type}} 의 단계는 {{level}}(루트가 0단계)이고, Agentty 는 트리를 거부해요. $t(issueWords.agenttyRule)',
  missingChildren: '이 {{type}} 에는 "children" 이 없어요. Agentty 는 자식이 없는 것으로 읽어서 아무것도 그리지 않아요. $t(issueWords.designerRule)',
  missingChildrenContent: '이 {{type}} 에는 "children" 이 없어요. Agentty 는 자식이 없는 것으로 읽어서 내용을 그리지 않아요. $t(issueWords.designerRule)',
  emptyChildren: '이 {{type}} 에는 자식이 없어서 아무것도 그리지 않아요.',
  duplicateId: 'id "{{id}}" 이(가) 겹쳐요. {{others}}{{more}} 에서도 쓰고 있어요. Agentty 는 받아들이지만, 이벤트로는 서로 구분할 수 없어요. $t(issueWords.designerRule)',
  tooManyElements:
    'UI 트리의 요소가 {{max}}개를 넘어요: {{total, number}}개 ({{parts}}). Agentty 는 트리를 거부해요. 가장 많이 더하는 것은 {{where}} {{type}} (으)로 {{size, number}}개이고, 대부분 "{{field}}" 에 있어요. $t(issueWords.agenttyRule)',
} satisfies Messages['panelIssues'];
