import { describe, expect, test } from 'vitest';
import { analyze } from './analyze';

/** Every marker of a broken text as [message, the text it marks]. */
const markers = (text: string) => analyze(text).issues.map((issue) => [issue.message, text.slice(issue.start, issue.end)]);

describe('one mistake, one marker, saying what it is', () => {
  test.each([
    ['a trailing comma in an object', '{"type": "divider",}', /^JSON does not allow a trailing comma\.$/, ','],
    ['a trailing comma in an array', '{"type":"column","children":[{"type":"divider"},\n]}', /^JSON does not allow a trailing comma\.$/, ','],
    ['a missing comma between properties', '{"type": "text" "text": "a"}', /^Expected a comma between entries\.$/, '"text"'],
    ['a missing comma between array entries', '{"type":"column","children":[{"type":"divider"} {"type":"divider"}]}', /^Expected a comma between entries\.$/, '{'],
    ['an unquoted key', '{type: "divider"}', /^Property names need double quotes: write "type"\.$/, 'type'],
    ['single quotes', "{'type': 'divider'}", /^JSON strings and property names need double quotes, not single quotes: write "type"\.$/, "'type'"],
    ['a missing closing brace', '{"type":"column",\n"children":[{"type":"divider"}]', /^Expected } to close the object opened on line 1: the text ends first\.$/, ']'],
    ['a missing closing bracket', '{"type":"column","children":[{"type":"divider"}', /^Expected ] to close the array opened on line 1: the text ends first\.$/, '}'],
    ['a ] where a } belongs', '{"type":"column","children":[{"type":"divider"]}', /^Expected } to close the object opened on line 1 before this \]\.$/, ']'],
  ])('%s', (_name, text, message, at) => {
    const found = markers(text);
    expect(found, JSON.stringify(found)).toHaveLength(1);
    expect(found[0]![0]).toMatch(message);
    expect(found[0]![1]).toBe(at);
  });
});

describe('a mistyped node type', () => {
  test('gets a "did you mean", as a mistyped key does', () => {
    const issue = analyze('{"type": "buton", "id": "go", "label": "Go"}').issues.find((each) => each.code === 'unknown-type')!;
    expect(issue.message).toMatch(/^Unknown node type "buton" \(did you mean "button"\?\): Agentty refuses the tree. It knows column, row/);
  });

  test('nested, and no guess when nothing is close', () => {
    const nested = analyze('{"type": "column", "children": [{"type": "devider"}]}').issues.find((each) => each.code === 'unknown-type')!;
    expect(nested.message).toContain('(did you mean "divider"?)');
    const far = analyze('{"type": "xyzzyq"}').issues.find((each) => each.code === 'unknown-type')!;
    expect(far.message).not.toContain('did you mean');
  });
});
