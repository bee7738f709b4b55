import { describe, expect, it } from 'vitest';
import { MANIFEST_PERMISSIONS, PANEL_MODES } from './rules';
import { manifestJsonSchema } from './schema';

type Schema = { properties: Record<string, Schema>; items?: Schema; enum?: unknown[]; description?: string; required?: string[] };

describe('manifestJsonSchema', () => {
  const schema = manifestJsonSchema() as unknown as Schema;
  const contributes = schema.properties.contributes!;

  it('completes the permissions, surfaces, modes and icon names Agentty knows, each field explained', () => {
    expect(schema.properties.permissions!.items!.enum).toEqual([...MANIFEST_PERMISSIONS]);
    expect(contributes.properties.panel!.properties.mode!.enum).toEqual([...PANEL_MODES]);
    for (const icon of [schema.properties.icon!, contributes.properties.panel!.properties.icon!, contributes.properties.commands!.items!.properties.icon!]) {
      expect(icon.enum).toContain('puzzle');
    }
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'name', 'version', 'main']));
    for (const [key, field] of Object.entries(schema.properties)) expect(field.description, key).toBeTruthy();
  });
});
