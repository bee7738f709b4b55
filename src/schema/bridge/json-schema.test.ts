import { describe, expect, it } from 'vitest';
import { bridgeJsonSchema } from './json-schema';
import { bridgeReference } from './reference';

type Schema = { properties?: Record<string, Schema>; items?: Schema; description?: string; required?: string[] };

describe('bridge JSON Schema', () => {
  it('documents every key of the definition and its fields for hover and completion', () => {
    const schema = bridgeJsonSchema() as Schema;
    expect(schema.required).toEqual(['id', 'name', 'about', 'fields']);
    const field = schema.properties!.fields!.items!;
    expect(Object.keys(field.properties!)).toEqual(['key', 'label', 'placeholder', 'secret', 'required', 'prefix', 'pick', 'kind', 'max']);
    for (const prop of Object.values(field.properties!)) expect(prop.description).toBeTruthy();
    expect(schema.properties!.help!.items!.properties!.link!.description).toBe('A link in a help step.');
    expect(schema.properties!.simulation!.description).toContain('Panel Designer only');
  });
});

describe('bridge reference', () => {
  it('lists every key of pluginDef and pluginField with its doc and whether it is required', () => {
    const [def, field] = bridgeReference();
    expect(def!.keys.map((key) => [key.name, key.required])).toEqual([['id', true], ['name', true], ['about', true], ['fields', true], ['help', false], ['prompt', false]]);
    expect(field!.keys.every((key) => key.description !== '')).toBe(true);
  });
});
