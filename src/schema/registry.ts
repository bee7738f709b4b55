import { z } from 'zod';
import {
  BadgeNode,
  ButtonNode,
  ChoiceNode,
  ColumnNode,
  DividerNode,
  InputNode,
  ListNode,
  OptionValue,
  RowNode,
  SectionNode,
  SpinnerNode,
  TextNode,
  ToggleNode,
  type NodeOf,
  type NodeType,
} from './nodes';

/** One event a node type can emit, with the extra `ui/event` params it carries. */
export interface EventSpec {
  readonly event: string;
  readonly params: z.ZodObject;
  readonly description: string;
}

export interface NodeSpec<T extends NodeType = NodeType> {
  readonly type: T;
  readonly schema: z.ZodObject;
  readonly description: string;
  /** Interactive nodes carry an `id` that must be unique in the tree. */
  readonly interactive: boolean;
  /** Containers hold other nodes in `children`. */
  readonly container: boolean;
  readonly events: readonly EventSpec[];
  /** A small valid example, used by completion snippets, the docs panel and the palette. */
  readonly example: NodeOf<T>;
}

const noParams = z.object({});
const textValue = z.object({ value: z.string().describe('The text in the field.') });

function spec<T extends NodeType>(
  type: T,
  schema: z.ZodObject,
  example: NodeOf<T>,
  events: readonly EventSpec[] = [],
): NodeSpec<T> {
  const container = 'children' in schema.shape;
  return { type, schema, description: schema.description ?? '', interactive: events.length > 0, container, events, example };
}

export const registry: { readonly [T in NodeType]: NodeSpec<T> } = {
  column: spec('column', ColumnNode, { type: 'column', gap: 'medium', children: [] }),
  row: spec('row', RowNode, { type: 'row', gap: 'small', children: [] }),
  section: spec('section', SectionNode, { type: 'section', title: 'Section', children: [] }),
  text: spec('text', TextNode, { type: 'text', text: 'Text' }),
  button: spec('button', ButtonNode, { type: 'button', id: 'button', label: 'Button' }, [
    { event: 'click', params: noParams, description: 'The button was clicked.' },
  ]),
  input: spec('input', InputNode, { type: 'input', id: 'input', placeholder: 'Type here' }, [
    { event: 'change', params: textValue, description: 'The text changed.' },
    { event: 'submit', params: textValue, description: 'Enter was pressed in the field.' },
  ]),
  list: spec('list', ListNode, { type: 'list', id: 'list', items: [{ id: 'item-1', title: 'Item' }], empty: 'Nothing here' }, [
    { event: 'select', params: z.object({ item: z.string().describe("The row's id.") }), description: 'A row was clicked.' },
    {
      event: 'action',
      params: z.object({ item: z.string().describe("The row's id."), action: z.string().describe("The row button's id.") }),
      description: 'A row button was clicked.',
    },
  ]),
  choice: spec(
    'choice',
    ChoiceNode,
    { type: 'choice', id: 'choice', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], value: 'a' },
    [{ event: 'change', params: z.object({ value: OptionValue }), description: 'Another option was chosen.' }],
  ),
  toggle: spec('toggle', ToggleNode, { type: 'toggle', id: 'toggle', label: 'Toggle', value: false }, [
    { event: 'change', params: z.object({ value: z.boolean().describe('The new state.') }), description: 'The switch was flipped.' },
  ]),
  badge: spec('badge', BadgeNode, { type: 'badge', text: 'Badge', tone: 'info' }),
  spinner: spec('spinner', SpinnerNode, { type: 'spinner', text: 'Loading…' }),
  divider: spec('divider', DividerNode, { type: 'divider' }),
};

export const nodeTypes = Object.keys(registry) as NodeType[];

export function isNodeType(value: unknown): value is NodeType {
  return typeof value === 'string' && Object.hasOwn(registry, value);
}

export function specOf(type: NodeType): NodeSpec {
  return registry[type] as NodeSpec;
}

/** The keys a node type takes, in declaration order. */
export function propNames(type: NodeType): string[] {
  return Object.keys(specOf(type).schema.shape);
}

/** The props a node type takes, with their docs: the single source for hover and the docs panel. */
export interface PropDoc {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  readonly values?: readonly string[];
}

export function propDocs(type: NodeType): PropDoc[] {
  return shapeDocs(specOf(type).schema);
}

/** The documented keys of any object schema: name, doc line, whether required, allowed values. */
export function shapeDocs(object: z.ZodObject): PropDoc[] {
  const shape = object.shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, schema]) => {
    const required = !schema.safeParse(undefined).success;
    const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
    const values = inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
    return { name, description: schema.description ?? inner.description ?? '', required, ...(values ? { values } : {}) };
  });
}
