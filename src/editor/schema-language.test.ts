import { describe, expect, test } from 'vitest';
import { translateDescriptions } from './schema-language';
import { bridgeJsonSchema } from '../schema/bridge';
import { manifestJsonSchema } from '../manifest/schema';
import { docs as ko } from '../i18n/docs/ko';
import { docs as ja } from '../i18n/docs/ja';
import { docs as zh } from '../i18n/docs/zh-CN';

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

type Schema = { properties: Record<string, Schema>; items: Schema; description?: string; enumDescriptions?: string[] };
const through = (table: Readonly<Record<string, string>>) => (english: string) => table[english] ?? english;

describe('hover docs of the Agent Bridge document and the manifest', () => {
  test('a bridge field key and the simulation are explained in Korean', () => {
    const schema = translateDescriptions(bridgeJsonSchema(), through(ko)) as unknown as Schema;
    expect(schema.properties.fields!.items.properties.key!.description).toBe('설정 값의 키.');
    expect(schema.properties.simulation!.description).toContain('Panel Designer 에서만 쓰는 시뮬레이션 데이터');
  });

  test('manifest keys and each permission are explained in Japanese and Chinese', () => {
    const japanese = translateDescriptions(manifestJsonSchema(), through(ja)) as unknown as Schema;
    expect(japanese.properties.main!.description).toBe('実行するファイル。プラグインのフォルダーからの相対パスです（runtime "wasm" なら .wasm ファイル）。');
    expect(japanese.properties.permissions!.items.enumDescriptions![0]).toBe('net/fetch: HTTP リクエスト（同時に 4 件まで）。');
    const chinese = translateDescriptions(manifestJsonSchema(), through(zh)) as unknown as Schema;
    expect(chinese.properties.contributes!.properties.panel!.properties.surface!.description).toContain('活动栏');
  });
});
