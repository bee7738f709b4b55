import { describe, expect, test } from 'vitest';
import { translateDescriptions } from './schema-language';

describe('translateDescriptions', () => {
  const table: Record<string, string> = { 'A clickable button.': '클릭할 수 있는 버튼.', 'Button text.': '버튼 글.' };
  const translate = (english: string) => table[english] ?? english;

  test('descriptions, markdown ones (keeping the API note) and enum descriptions are translated; keys, values and titles are not', () => {
    const schema = {
      description: 'A clickable button.',
      properties: { label: { type: 'string', description: 'Button text.', markdownDescription: 'Button text. *(API 4)*', default: 'Button text.' } },
      enum: ['A clickable button.'],
      enumDescriptions: ['A clickable button.'],
      markdownEnumDescriptions: ['A clickable button. *(API 5)*'],
      defaultSnippets: [{ label: 'button', description: 'A clickable button.', body: { label: 'Button text.', description: 'Button text.' } }],
    };
    const translated = translateDescriptions(schema, translate);
    expect(translated.description).toBe('클릭할 수 있는 버튼.');
    expect(translated.properties.label).toEqual({ type: 'string', description: '버튼 글.', markdownDescription: '버튼 글. *(API 4)*', default: 'Button text.' });
    expect(translated.enum).toEqual(['A clickable button.']);
    expect(translated.enumDescriptions).toEqual(['클릭할 수 있는 버튼.']);
    expect(translated.markdownEnumDescriptions).toEqual(['클릭할 수 있는 버튼. *(API 5)*']);
    // a snippet's body is the JSON it inserts: its `description` prop is not prose
    expect(translated.defaultSnippets[0]).toEqual({ label: 'button', description: '클릭할 수 있는 버튼.', body: { label: 'Button text.', description: 'Button text.' } });
    // the source is left as it was
    expect(schema.description).toBe('A clickable button.');
  });
});
