import { describe, expect, test } from 'vitest';
import { DEFAULT_EXPECT_MS, DEFAULT_RUN_LIMIT_MS, describeStep, matches, parseScript } from './script';

const ok = (text: string) => {
  const checked = parseScript(text);
  if (!checked.ok) throw new Error(checked.reason);
  return checked.value;
};
const reason = (text: string) => {
  const checked = parseScript(text);
  return checked.ok ? 'ok' : checked.reason;
};

describe('a check-plugin script', () => {
  test('each kind of step, with the defaults filled in', () => {
    const script = ok(`{
      "steps": [
        { "send": { "event": { "element": "go", "event": "click" } } },
        { "expect": { "method": "ui/setPanel" } },
        { "expect": { "method": "ui/notify", "params": { "kind": "success" } }, "within": 1000, "next": true, "comment": "the toast" },
        { "send": { "host": { "method": "url/open", "path": "/x", "query": {} } } },
        { "wait": 250 }
      ]
    }`);
    expect(script).toEqual({
      starter: { kind: 'panel/open' },
      grants: {},
      runLimitMs: DEFAULT_RUN_LIMIT_MS,
      steps: [
        { kind: 'send', message: { type: 'event', params: { element: 'go', event: 'click' } } },
        { kind: 'expect', match: { method: 'ui/setPanel' }, withinMs: DEFAULT_EXPECT_MS, next: false },
        { kind: 'expect', match: { method: 'ui/notify', params: { kind: 'success' } }, withinMs: 1000, next: true },
        { kind: 'send', message: { type: 'host', message: { method: 'url/open', path: '/x', query: {} } } },
        { kind: 'wait', ms: 250 },
      ],
    });
    expect(script.steps.map(describeStep)).toEqual([
      'send ui/event {"element":"go","event":"click"}',
      'expect a message matching {"method":"ui/setPanel"} within 3000 ms',
      'expect next message matching {"method":"ui/notify","params":{"kind":"success"}} within 1000 ms',
      'send url/open',
      'wait 250 ms',
    ]);
  });

  test('starter, grants and time limit', () => {
    const script = ok('{"starter":{"kind":"command/execute","command":"hello.run","args":[1]},"grants":{"prompt.inject":false},"timeLimit":5000,"steps":[]}');
    expect(script.starter).toEqual({ kind: 'command/execute', command: 'hello.run', args: [1] });
    expect(script.grants).toEqual({ 'prompt.inject': false });
    expect(script.runLimitMs).toBe(5000);
  });

  test.each([
    ['', 'The script is empty.'],
    ['{"steps": [', /^The script is not valid JSON \(line 1, column \d+\): /],
    ['[]', /^The script/],
    ['{}', /steps/],
    ['{"steps":[{}]}', /^The script is not valid \(line 1, column \d+\): steps\[0\] must have exactly one of "send", "expect" or "wait"\.$/],
    ['{"steps":[{"send":{"event":{"element":"go"}}}]}', /steps\[0\]\.send\.event\.event/],
    ['{"steps":[{"send":{}}]}', /steps\[0\]\.send must have exactly one of "event" \(a ui\/event\) or "host"/],
    ['{"steps":[{"send":{"host":{"method":"initialize"}}}]}', /steps\[0\]\.send\.host\.method/],
    ['{"steps":[{"wait":100,"expect":{}}]}', /steps\[0\] must have exactly one of "send", "expect" or "wait", not expect and wait/],
    ['{"steps":[{"wait":-1}]}', /steps\[0\]\.wait cannot be negative/],
    ['{"steps":[{"wait":100,"within":5}]}', /steps\[0\] "within" and "next" belong to an "expect" step/],
    ['{"steps":[{"expect":[1]}]}', /steps\[0\]\.expect must be an object/],
    ['{"steps":[{"expect":{},"within":1.5}]}', /steps\[0\]\.within must be a whole number of milliseconds/],
    ['{"steps":[],"grants":{"network":true}}', /grants/],
    ['{"steps":[],"extra":1}', /extra/],
  ])('%s is refused, naming the place', (text, message) => {
    expect(reason(text)).toMatch(message);
  });
});

describe('partial matching', () => {
  const message = { jsonrpc: '2.0', id: 3, method: 'ui/setPanel', params: { tree: { type: 'column', children: [{ type: 'text', text: 'hi' }] } } };
  test.each([
    [{}, true],
    [{ method: 'ui/setPanel' }, true],
    [{ params: { tree: { type: 'column' } } }, true],
    [{ params: { tree: { children: [{ text: 'hi' }] } } }, true],
    [{ id: 3 }, true],
    [{ method: 'ui/notify' }, false],
    [{ params: { tree: { children: [] } } }, false],
    [{ params: { tree: { children: [{ text: 'hi' }, { text: 'more' }] } } }, false],
    [{ missing: null }, false],
    [{ id: '3' }, false],
    [{ params: 'x' }, false],
  ])('%j matches: %s', (expected, result) => {
    expect(matches(expected, message)).toBe(result);
  });
});
