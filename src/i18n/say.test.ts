import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { messages as ko } from './messages/ko';
import { messages as ja } from './messages/ja';
import { nodeTypes, propNames } from '../schema';
import { analyze } from '../document/analyze';
import { capitalize, inEnglish, say, sayWith, type Translate } from './say';

const tree = '{"type":"column","children":[{"type":"buton","label":"Go"},{"type":"button","id":"b"}]}';

/** Renders issues as the app does in another language. */
function translatorFor(lng: 'ko' | 'ja', resources: object): Translate {
  const instance = createInstance();
  void instance.init({ lng, resources: { [lng]: { translation: resources } }, interpolation: { escapeValue: false }, initAsync: false });
  instance.services.formatter?.add('capitalize', capitalize);
  return (key, values) => (instance.t as unknown as (key: string, values: object) => string)(key, values);
}

describe('issues said as data', () => {
  test('the English of a said issue is its message, word for word as the designer has always written it', () => {
    const { issues } = analyze(tree);
    expect(issues.map((issue) => issue.message)).toEqual([
      `Unknown node type "buton" (did you mean "button"?): Agentty refuses the tree. It knows ${nodeTypes.join(', ')}. (Agentty's rule.)`,
      `Missing required "label": expected a string (button takes ${propNames('button').join(', ')}). (Agentty's rule.)`,
    ]);
    for (const issue of issues) expect(issue.say && inEnglish(issue.say)).toBe(issue.message);
    expect(analyze('{"type":"text","text":"a",}').issues[0]!.message).toBe('JSON does not allow a trailing comma.');
    expect(analyze('{"type":"text","text":"a","stlye":"muted"}').issues[0]!.message).toBe(
      'Unknown key "stlye" on text (did you mean "style"?): Agentty ignores it, so it does nothing; most such keys are typos. Text takes type, text, style. (Agentty\'s rule.)',
    );
  });

  test('in Korean, a missing prop and an unknown type keep node types, prop names and values as they are', () => {
    const { issues } = analyze(tree);
    const korean = translatorFor('ko', ko);
    const [unknown, missing] = issues.map((issue) => sayWith(issue.say!, korean));
    expect(unknown).toMatch(/^알 수 없는 노드 유형 "buton" \(혹시 "button" 인가요\?\)\. Agentty 는 이 트리를 거부해요\. 쓸 수 있는 유형: .*button.*\. \(Agentty 의 규칙이에요\.\)$/);
    expect(missing).toMatch(/^필수 속성 "label" 이\(가\) 없어요\. 문자열 값이 와야 해요 \(button 의 속성: .*label.*\)\. \(Agentty 의 규칙이에요\.\)$/);
  });

  test('nested words, plurals and numbers follow the language', () => {
    const words = say('panelIssues.mustBeWhole', { prop: say('issueWords.item', { n: 3 }), range: say('issueWords.upToU32', { max: 4_294_967_295 }), got: say('issueWords.numberValue', { value: '-1' }) });
    expect(inEnglish(words)).toBe("item 3 must be a whole number from 0 to 4,294,967,295, got number -1. (Agentty's rule.)");
    expect(sayWith(words, translatorFor('ja', ja))).toBe('3 番目の項目 は0 から 4,294,967,295 までの整数でなければなりませんが、数値 -1 です。(Agentty のルールです。)');
    expect(inEnglish(say('issueWords.nodeCount', { count: 1 }))).toBe('1 node');
    expect(inEnglish(say('issueWords.nodeCount', { count: 2140 }))).toBe('2,140 nodes');
  });

  test('an issue crosses to and from the validation worker whole: structured clone keeps its words and its English', () => {
    const [issue] = analyze(tree).issues;
    const copy = structuredClone(issue!);
    expect(copy.say).toEqual(issue!.say);
    expect(copy.message).toBe(issue!.message);
    expect(sayWith(copy.say!, translatorFor('ko', ko))).toBe(sayWith(issue!.say!, translatorFor('ko', ko)));
  });
});
