import { describe, expect, test } from 'vitest';
import { messages as ko } from './messages/ko';
import { messages as ja } from './messages/ja';
import { nodeTypes, propNames } from '../schema';
import { analyze } from '../document/analyze';
import { translatorFor } from './translator.test-helper';
import { inEnglish, rememberingSay, say, sayWith, type Translate } from './say';

const tree = '{"type":"column","children":[{"type":"buton","label":"Go"},{"type":"button","id":"b"}]}';


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

describe('remembered words', () => {
  const counting = (inner: Translate) => {
    const calls: string[] = [];
    const translate: Translate = (key, values) => (calls.push(key), inner(key, values));
    return { calls, translate };
  };

  test('say what sayWith says, and ask the translator once for words said again', () => {
    const { calls, translate } = counting(translatorFor('ko', ko));
    const words = rememberingSay(translate);
    const said = say('panelIssues.duplicateId', { id: 'b', type: 'button' });
    expect(words(said)).toBe(sayWith(said, translatorFor('ko', ko)));
    const asked = calls.length;
    // a new object with the same words, as the next keystroke's validation makes
    expect(words(say('panelIssues.duplicateId', { id: 'b', type: 'button' }))).toBe(words(said));
    expect(calls.length).toBe(asked);
  });

  test('other values, other nested words and other keys are said anew', () => {
    const { translate } = counting(translatorFor('ko', ko));
    const words = rememberingSay(translate);
    const first = words(say('panelIssues.duplicateId', { id: 'b', type: 'button' }));
    expect(words(say('panelIssues.duplicateId', { id: 'c', type: 'button' }))).not.toBe(first);
    const nested = (n: number) => say('jsonIssues.moreNotShown', { n });
    expect(words(nested(2))).not.toBe(words(nested(3)));
    expect(words(nested(3))).toBe(sayWith(nested(3), translatorFor('ko', ko)));
  });

  test('the English message of an issue said twice is the same words', () => {
    const said = say('jsonIssues.moreNotShown', { n: 7 });
    expect(inEnglish(said)).toBe(inEnglish(say('jsonIssues.moreNotShown', { n: 7 })));
    expect(inEnglish(said)).toContain('7');
  });
});
