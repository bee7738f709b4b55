import { describe, expect, test } from 'vitest';
import i18next from 'i18next';
import { slot, slotParts } from './slots';

describe('markup inside a message', () => {
  test('the slots come back where the language put them, the rest as text', () => {
    expect(slotParts('Start with Agentty ({{event}}); otherwise later')).toEqual([{ text: 'Start with Agentty (' }, { slot: 'event' }, { text: '); otherwise later' }]);
    expect(slotParts('{{a}}と{{b}}')).toEqual([{ slot: 'a' }, { text: 'と' }, { slot: 'b' }]);
    expect(slotParts('no slots')).toEqual([{ text: 'no slots' }]);
  });

  test('i18next leaves a slot value as written, so it survives interpolation', async () => {
    const own = i18next.createInstance();
    await own.init({ lng: 'en', resources: { en: { translation: { key: '{{file}}: what it is, {{n}} times' } } }, interpolation: { escapeValue: false } });
    // a resource of its own, outside the app's typed keys
    const translate = own.t as unknown as (key: string, options: Record<string, unknown>) => string;
    expect(slotParts(translate('key', { file: slot('file'), n: 3 }))).toEqual([{ slot: 'file' }, { text: ': what it is, 3 times' }]);
  });
});
