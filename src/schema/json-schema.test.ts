import { describe, expect, test } from 'vitest';
import { PanelNode } from './nodes';
import { documentJsonSchema, nodeJsonSchema, type JsonSchema } from './json-schema';
import { nodeTypes, propDocs, registry } from './registry';

type Branch = { if: { properties: { type: { const: string } }; required: string[] }; then: JsonSchema & { properties: Record<string, JsonSchema>; required: string[] } };

/** Every value in a JSON value, depth first. */
function* walk(value: unknown): Generator<unknown> {
  yield value;
  if (value !== null && typeof value === 'object') for (const inner of Object.values(value)) yield* walk(inner);
}

describe('documentJsonSchema', () => {
  const schema = documentJsonSchema();
  const node = (schema.definitions as { node: JsonSchema }).node;
  const branches = node.allOf as Branch[];

  test('contains no oneOf anywhere', () => {
    const text = JSON.stringify(schema);
    expect(text).not.toContain('oneOf');
    expect(text).not.toContain('$defs');
  });

  test('has one if/then branch per node type, keyed on the type', () => {
    expect(branches.map((branch) => branch.if.properties.type.const)).toEqual(nodeTypes);
    for (const branch of branches) {
      expect(branch.if.required).toEqual(['type']);
      expect(branch.then.properties.type).toMatchObject({ const: branch.if.properties.type.const });
    }
    expect(node.required).toEqual(['type']);
    expect((node.properties as { type: { enum: string[] } }).type.enum).toEqual(nodeTypes);
  });

  test('each branch lists the props of its type and the required ones', () => {
    for (const [i, type] of nodeTypes.entries()) {
      const then = branches[i]!.then;
      const docs = propDocs(type);
      expect(Object.keys(then.properties)).toEqual(docs.map((prop) => prop.name));
      expect([...then.required].sort()).toEqual(docs.filter((prop) => prop.required).map((prop) => prop.name).sort());
    }
  });

  test('carries the descriptions of every prop and type', () => {
    for (const [i, type] of nodeTypes.entries()) {
      const then = branches[i]!.then;
      expect(then.description).toBe(registry[type].description);
      for (const prop of propDocs(type)) expect(then.properties[prop.name]!.description, `${type}.${prop.name}`).toBe(prop.description);
    }
    expect(branches[0]!.then.properties.gap).toMatchObject({ enum: ['none', 'small', 'medium', 'large'], description: 'Space between children.' });
    expect((node.properties as { type: { enumDescriptions: string[] } }).type.enumDescriptions).toEqual(nodeTypes.map((type) => registry[type].description));
  });

  test('recursion points at the node definition, and every $ref resolves', () => {
    const refs = [...walk(schema)].flatMap((value) => (value !== null && typeof value === 'object' && '$ref' in value ? [(value as { $ref: unknown }).$ref] : []));
    expect(refs.length).toBeGreaterThan(3);
    expect(new Set(refs)).toEqual(new Set(['#/definitions/node']));
    const column = branches[0]!.then.properties.children as { items: { $ref: string } };
    expect(column.items.$ref).toBe('#/definitions/node');
  });

  test('offers a snippet per node type whose body is the registry example', () => {
    const snippets = node.defaultSnippets as { label: string; body: unknown }[];
    expect(snippets.map((snippet) => snippet.label)).toEqual(nodeTypes);
    for (const snippet of snippets) expect(snippet.body).toEqual(registry[snippet.label as keyof typeof registry].example);
  });

  test('tells the three document shapes apart: message by jsonrpc or method, params by tree without type', () => {
    expect(schema.if).toEqual({ anyOf: [{ required: ['jsonrpc'] }, { required: ['method'] }] });
    const message = schema.then as { required: string[]; properties: Record<string, JsonSchema> };
    expect(message.required).toEqual(['jsonrpc', 'method', 'params']);
    expect(message.properties.jsonrpc).toMatchObject({ const: '2.0' });
    expect(message.properties.method).toMatchObject({ const: 'ui/setPanel' });
    expect(message.properties.id).toMatchObject({ type: ['number', 'string'] });
    expect((message.properties.params as { properties: { tree: JsonSchema } }).properties.tree.$ref).toBe('#/definitions/node');
    const otherwise = schema.else as { if: JsonSchema; then: JsonSchema; else: JsonSchema };
    expect(otherwise.if).toEqual({ required: ['tree'], not: { required: ['type'] } });
    expect(otherwise.else).toEqual({ $ref: '#/definitions/node' });
  });

  test('is plain JSON and built fresh each time', () => {
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    expect(documentJsonSchema()).toEqual(schema);
    expect(nodeJsonSchema()).toEqual(node);
  });
});

describe('registry examples', () => {
  test.each(nodeTypes)('the %s example validates against the zod schema', (type) => {
    expect(PanelNode.parse(registry[type].example)).toEqual(registry[type].example);
  });
});
