import { describe, expect, it } from 'vitest';
import { sayWith } from '../i18n/say';
import { translatorFor } from '../i18n/translator.test-helper';
import { messages as ja } from '../i18n/messages/ja';
import { messages as ko } from '../i18n/messages/ko';
import { analyze } from './analyze';

const valid = {
  id: 'slack',
  name: 'Slack',
  about: 'About',
  fields: [{ key: 'bot', label: 'Bot', secret: true, prefix: 'xoxb-' }],
};
const marked = (text: string) =>
  analyze(text, 'bridge').issues.map((issue) => ({ severity: issue.severity, at: text.slice(issue.start, issue.end), message: issue.message }));

describe('bridge document checks', () => {
  it('accepts a bare pluginDef unchanged, with the bridge shape', () => {
    const analysis = analyze(JSON.stringify(valid, null, 2), 'bridge');
    expect(analysis.shape).toBe('bridge');
    expect(analysis.issues).toEqual([]);
    expect(analysis.drawable).toBe(true);
  });

  it('marks the missing required keys on the object', () => {
    const issues = marked('{ "id": "x" }');
    expect(issues.map((issue) => issue.message)).toEqual(['Missing required "name": expected a string.', 'Missing required "about": expected a string.', 'Missing required "fields": expected an array.']);
    expect(issues[0]!.at).toBe('"id"');
  });

  it('marks duplicate field keys at both keys', () => {
    const text = JSON.stringify({ ...valid, fields: [{ key: 'a', label: 'A' }, { key: 'a', label: 'B' }] });
    const issues = marked(text).filter((issue) => issue.message.startsWith('Duplicate'));
    expect(issues).toHaveLength(2);
    expect(issues.every((issue) => issue.at === '"a"' && issue.severity === 'error')).toBe(true);
  });

  it('requires max to be a positive whole number', () => {
    for (const max of [0, -3, 2.5]) {
      const issues = marked(JSON.stringify({ ...valid, fields: [{ key: 'a', label: 'A', max }] }));
      expect(issues).toHaveLength(1);
      expect(issues[0]!.at).toBe(String(max));
    }
  });

  it('requires help links to be http or https', () => {
    const step = (url: string) => ({ ...valid, help: [{ title: 'T', text: 'X', link: { label: 'L', url } }] });
    expect(marked(JSON.stringify(step('https://api.slack.com/apps')))).toEqual([]);
    const issues = marked(JSON.stringify(step('javascript:alert(1)')));
    expect(issues[0]).toMatchObject({ severity: 'error', at: '"javascript:alert(1)"' });
    expect(marked(JSON.stringify(step('not a url')))[0]!.message).toContain('http or https');
  });

  it('checks prefix types on secret and plain fields alike', () => {
    const issues = marked(JSON.stringify({ ...valid, fields: [{ key: 'a', label: 'A', prefix: 5 }, { key: 'b', label: 'B', secret: true, prefix: [] }] }));
    expect(issues.map((issue) => issue.at)).toEqual(['5', '[]']);
  });

  it('warns about a pick field without simulated choices', () => {
    const def = { ...valid, fields: [{ key: 'channel', label: 'C', pick: 'Pick' }] };
    expect(marked(JSON.stringify(def))[0]).toMatchObject({ severity: 'warning', at: '"Pick"' });
    expect(marked(JSON.stringify({ ...def, simulation: { choices: { channel: [{ value: 'C1', label: '#a' }] } } }))).toEqual([]);
  });

  it('warns about unknown keys with a suggestion, in the definition and the simulation', () => {
    const issues = marked(JSON.stringify({ ...valid, abuot: 1, fields: [{ key: 'a', label: 'A', secrte: true }], simulation: { orign: 'x' } }));
    expect(issues.map((issue) => [issue.severity, issue.at])).toEqual([
      ['warning', '"secrte"'],
      ['warning', '"abuot"'],
      ['warning', '"orign"'],
    ]);
    expect(issues[0]!.message).toContain('did you mean "secret"');
  });

  it('keeps panel analysis unchanged for the panel kind', () => {
    expect(analyze(JSON.stringify(valid)).shape).toBe('tree');
    expect(analyze(JSON.stringify(valid)).issues.length).toBeGreaterThan(0);
  });
});

describe('bounds and allowed values, in our words rather than zod\'s', () => {
  const bounded = {
    ...valid,
    id: '',
    fields: [{ key: 'bot', label: 'Bot', max: 0 }],
    simulation: { port: 70000, sessions: [{ thread: 't', title: 'T', mac: 'm', cwd: '/', state: 'running', records: [{ role: 'bot', text: 'hi' }] }], calls: Array.from({ length: 101 }, () => ({ call: 'Origin' })) },
  };
  const issues = analyze(JSON.stringify(bounded), 'bridge').issues;

  it('says each in English', () => {
    expect(issues.map((issue) => issue.message)).toEqual([
      '"id" cannot be empty.',
      '"max" must be at least 1, got number 0.',
      '"port" must be at most 65535, got number 70000.',
      '"role" must be one of "user", "assistant", got the string "bot".',
      '"calls" holds at most 100 entries; it has 101.',
    ]);
  });

  it('says each in Korean and Japanese, keys and values as written', () => {
    const korean = issues.map((issue) => sayWith(issue.say!, translatorFor('ko', ko)));
    expect(korean[0]).toBe('"id" 은(는) 비워 둘 수 없어요.');
    expect(korean[2]).toBe('"port" 은(는) 65535 이하여야 하는데 숫자 70000 이(가) 왔어요.');
    const japanese = issues.map((issue) => sayWith(issue.say!, translatorFor('ja', ja)));
    expect(japanese[3]).toMatch(/^"role" は "user", "assistant" のいずれかでなければなりませんが、.*"bot".*です。$/);
    expect(japanese[4]).toBe('"calls" に入れられる項目は最大 100 個ですが、101 個あります。');
    for (const text of [...korean, ...japanese]) expect(text).not.toMatch(/Too (small|big)|Invalid|expected/);
  });
});
