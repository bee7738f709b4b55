import { z } from 'zod';
import { analyze } from '../document/analyze';
import { NEWEST_API, nodeTypes, registry, sinceOf, specOf, unwrapField, type ApiVersion } from '../schema';
import { OPTION_VALUE_STRING_FROM } from '../schema/decisions';
import * as nodeSchemas from '../schema/nodes';
import { targetApi, targetNote, type Design } from './design';
import { js, jsString, literal } from './literal';
import { pascalCase } from './names';
import { plan } from './plan';

export const TS_FILE = 'panels.ts';

// the item types (ListItem, MenuOption, TabItem, …) are named as the schema module names them, once for every prop that shares one
const exportedNames = new Map<z.ZodType, string>(
  Object.entries(nodeSchemas).flatMap(([name, value]) => (value instanceof z.ZodObject && !name.endsWith('Node') ? [[value, name] as const] : [])),
);

/** Names panels.ts gave item types before they were named after the schema module, kept as aliases so older code still compiles. */
const FORMER_NAMES: Readonly<Record<string, string>> = { ListItemAction: 'ListAction' };

const isScalar = (schema: z.ZodType) => schema instanceof z.ZodString || schema instanceof z.ZodNumber || schema instanceof z.ZodBoolean;

/**
 * The node types as TypeScript, written from the zod schemas in the registry (never a second hand-kept list),
 * for the Agentty a design targets: from API 2 a choice value (the schemas' one union of scalars) is a string.
 */
export function generateNodeTypes(api: ApiVersion = NEWEST_API): string {
  const valuesAreStrings = api >= OPTION_VALUE_STRING_FROM;
  const nodes = new Set<z.ZodType>(nodeTypes.map((type) => specOf(type).schema));
  const named = new Map<z.ZodType, string>();
  const declarations: string[] = [];

  const typeOf = (schema: z.ZodType, nameHint: string): string => {
    if (schema instanceof z.ZodOptional) return typeOf(schema.unwrap() as z.ZodType, nameHint);
    if (schema instanceof z.ZodNullable) return `${wrap(typeOf(schema.unwrap() as z.ZodType, nameHint))} | null`;
    if (schema instanceof z.ZodString) return 'string';
    if (schema instanceof z.ZodNumber) return 'number';
    if (schema instanceof z.ZodBoolean) return 'boolean';
    if (schema instanceof z.ZodLiteral) return [...schema.values].map((value) => JSON.stringify(value)).join(' | ');
    if (schema instanceof z.ZodEnum) return (schema.options as string[]).map((value) => JSON.stringify(value)).join(' | ');
    if (schema instanceof z.ZodArray) return `${wrap(typeOf(schema.element as z.ZodType, singular(nameHint)))}[]`;
    if (schema instanceof z.ZodUnion) {
      const options = schema.options as z.ZodType[];
      // the recursive union of every node type is the PanelNode declared below
      if (options.every((option) => nodes.has(option))) return 'PanelNode';
      // Agentty from API 2 refuses a tree whose choice value is not a string, so tsc should too
      if (valuesAreStrings && options.every(isScalar)) return 'string';
      return options.map((option) => typeOf(option, nameHint)).join(' | ');
    }
    if (schema instanceof z.ZodObject) return interfaceFor(schema, nameHint);
    throw new Error(`codegen-ts does not know how to write a ${schema.constructor.name} (at ${nameHint}); teach typeOf.`);
  };

  const interfaceFor = (schema: z.ZodObject, hint: string): string => {
    const existing = named.get(schema);
    if (existing) return existing;
    const name = exportedNames.get(schema) ?? hint;
    named.set(schema, name);
    const props = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, prop]) => {
      const optional = prop instanceof z.ZodOptional ? '?' : '';
      const doc = withSince(prop.description ?? unwrapField(prop).description, prop);
      return `${docComment(doc, '  ')}  ${js.key(key)}${optional}: ${typeOf(prop, name.replace(/Node$/, '') + pascalCase(key))};\n`;
    });
    declarations.push(`${docComment(withSince(schema.description, schema), '')}export interface ${name} {\n${props.join('')}}\n`);
    return name;
  };

  const nodeNames = nodeTypes.map((type) => interfaceFor(specOf(type).schema, `${pascalCase(type)}Node`));
  const events = nodeTypes.flatMap((type) =>
    registry[type].events.map((spec) => {
      const extra = Object.entries(spec.params.shape as Record<string, z.ZodType>).map(([key, prop]) => ` ${key}: ${typeOf(prop, key)};`);
      return `  | { element: string; event: ${jsString(spec.event)};${extra.join('')} context: Record<string, unknown> } // ${type}: ${spec.description}\n`;
    }),
  );
  const aliases = Object.entries(FORMER_NAMES)
    .filter(([former, current]) => [...named.values()].includes(current) && ![...named.values()].includes(former))
    .map(([former, current]) => `/** @deprecated The former name of ${current}. */\nexport type ${former} = ${current};\n`);
  return [
    ...declarations,
    ...aliases,
    `/** Any node of a panel tree. */\nexport type PanelNode =\n${nodeNames.map((name) => `  | ${name}\n`).join('')};\n`,
    `export type NodeType = PanelNode["type"];\n`,
    `/** The params of a ui/event notification, per node type and event. */\nexport type UiEventParams =\n${events.join('')};\n`,
  ].join('\n');
}

/** The screens as typed constants plus the node types: for the Node.js SDK or your own code. */
export function generateTypeScript(design: Design): string {
  const p = plan(design);
  const screens = p.screens.map((screen) => {
    // tsc refuses a key the spec does not define in any node below the root, even in an `as PanelNode` assertion
    const strict = !analyze(JSON.stringify(screen.tree)).issues.some((issue) => issue.code === 'unknown-key');
    const value = literal(screen.tree, js);
    return strict
      ? `export const ${screen.constant}: PanelNode = ${value};\n`
      : `// this tree has keys the spec does not define (Agentty ignores them, tsc refuses them), so it is not type-checked\nexport const ${screen.constant} = ${value} as unknown as PanelNode;\n`;
  });
  return `// Panel trees for ${jsString(design.name)} and the Agentty UI node types, generated by Panel Designer.
// ${targetNote(design)} Types and props newer than API 1 say which version added them.

${generateNodeTypes(targetApi(design))}
${screens.join('\n')}
/** Every screen in design order; the first is shown when the panel opens. */
export const SCREENS: { name: string; tree: PanelNode }[] = [
${p.screens.map((screen) => `  { name: ${jsString(screen.name)}, tree: ${screen.constant} },\n`).join('')}];
`;
}

/** A doc line with the API version that added the type or prop, when newer than API 1: Agentty before it refuses it. */
function withSince(text: string | undefined, schema: z.ZodType): string | undefined {
  const version = sinceOf(schema);
  return version > 1 ? `${text ?? ''} (API ${String(version)})`.trim() : text;
}

const wrap = (type: string) => (/[|&]/.test(type) ? `(${type})` : type);
const singular = (name: string) => name.replace(/s$/, '');

function docComment(text: string | undefined, indent: string): string {
  return text ? `${indent}/** ${text.replaceAll('*/', '*\\/').replace(/\s+/g, ' ')} */\n` : '';
}
