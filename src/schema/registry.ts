import { z } from 'zod';
import {
  BadgeNode,
  ButtonNode,
  CalloutNode,
  CardNode,
  CheckboxNode,
  ChoiceNode,
  CodeNode,
  ColumnNode,
  DividerNode,
  FlowNode,
  GraphNode,
  GridNode,
  ImageNode,
  InputNode,
  KeyValueNode,
  ListNode,
  OptionValue,
  PopoverNode,
  ProgressNode,
  RowNode,
  SectionNode,
  SelectNode,
  SpinnerNode,
  StatNode,
  TableNode,
  TabsNode,
  TextNode,
  ToggleNode,
  sinceOf,
  unwrapField,
  type ApiVersion,
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
  /** The Agentty plugin API version that introduced the type (flow and popover came without a bump: 1). */
  readonly since: ApiVersion;
  /** A small valid example, used by completion snippets, the docs panel and the palette. */
  readonly example: NodeOf<T>;
}

const noParams = z.object({});
const textValue = z.object({ value: z.string().describe('The text in the field.') });
const itemParam = (what: string) => z.object({ item: z.string().describe(what) });
const stringValue = (what: string) => z.object({ value: z.string().describe(what) });
const booleanValue = z.object({ value: z.boolean().describe('The new state.') });
/** One file of an image's `drop`: Agentty copies it into the plugin's folder first, so the path points there. */
const DroppedFile = z.object({
  path: z.string().describe("Where the copy is, inside the plugin's own folder."),
  name: z.string().describe('The file name as dropped.'),
  size: z.number().describe('Its size in bytes.'),
});

function spec<T extends NodeType>(
  type: T,
  schema: z.ZodObject,
  example: NodeOf<T>,
  events: readonly EventSpec[] = [],
): NodeSpec<T> {
  const container = 'children' in schema.shape;
  return { type, schema, description: schema.description ?? '', interactive: events.length > 0, container, events, since: sinceOf(schema), example };
}

export const registry: { readonly [T in NodeType]: NodeSpec<T> } = {
  column: spec('column', ColumnNode, { type: 'column', gap: 'medium', children: [] }),
  row: spec('row', RowNode, { type: 'row', gap: 'small', children: [] }),
  section: spec('section', SectionNode, { type: 'section', title: 'Section', children: [] }),
  text: spec('text', TextNode, { type: 'text', text: 'Text' }),
  button: spec('button', ButtonNode, { type: 'button', id: 'button', label: 'Button' }, [
    { event: 'click', params: noParams, description: 'The button was clicked (a button without a menu).' },
    { event: 'select', params: stringValue('The picked menu entry\'s value.'), description: 'An entry of the button\'s menu was picked.' },
  ]),
  input: spec('input', InputNode, { type: 'input', id: 'input', placeholder: 'Type here' }, [
    { event: 'change', params: textValue, description: 'The text changed.' },
    { event: 'submit', params: textValue, description: 'Enter was pressed in the field.' },
  ]),
  list: spec('list', ListNode, { type: 'list', id: 'list', items: [{ id: 'item-1', title: 'Item' }], empty: 'Nothing here' }, [
    { event: 'select', params: itemParam("The row's id."), description: 'A row was clicked.' },
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
    { event: 'change', params: booleanValue, description: 'The switch was flipped.' },
  ]),
  badge: spec('badge', BadgeNode, { type: 'badge', text: 'Badge', tone: 'info' }),
  spinner: spec('spinner', SpinnerNode, { type: 'spinner', text: 'Loading…' }),
  divider: spec('divider', DividerNode, { type: 'divider' }),
  flow: spec(
    'flow',
    FlowNode,
    { type: 'flow', id: 'flow', steps: [{ id: 'step-1', title: 'Fetch', state: 'done' }, { id: 'step-2', title: 'Review', state: 'active' }] },
    [
      { event: 'select', params: itemParam("The step's id."), description: 'A step was clicked.' },
      {
        event: 'move',
        params: z.object({ item: z.string().describe('The dragged step.'), value: z.string().describe('The step it was dropped on.') }),
        description: 'A step was dragged onto another (reorderable flows).',
      },
      {
        event: 'insert',
        params: z.object({ item: z.string().describe('The step above the gap.'), value: z.string().describe("The picked menu entry's value.") }),
        description: 'An entry of the "+" menu between steps was picked.',
      },
    ],
  ),
  popover: spec('popover', PopoverNode, { type: 'popover', id: 'popover', title: 'Settings', children: [] }, [
    { event: 'close', params: noParams, description: 'The close button was clicked.' },
  ]),
  card: spec('card', CardNode, { type: 'card', title: 'Card', children: [] }, [
    { event: 'close', params: noParams, description: 'The close button of a closable card was clicked.' },
  ]),
  grid: spec('grid', GridNode, { type: 'grid', columns: 2, children: [] }, [
    { event: 'resize', params: z.object({ value: z.number().describe('The new width in pixels.') }), description: 'The resizable column was dragged (sent once the drag ends).' },
  ]),
  tabs: spec(
    'tabs',
    TabsNode,
    { type: 'tabs', id: 'tabs', tabs: [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two' }], value: 'one', children: [] },
    [
      { event: 'change', params: stringValue("The clicked tab's id."), description: 'Another tab was clicked.' },
      { event: 'close', params: stringValue("The closed tab's id."), description: "A closable tab's close button was clicked." },
      { event: 'add', params: stringValue("The picked menu entry's value."), description: 'An entry of the "+" menu was picked.' },
    ],
  ),
  table: spec(
    'table',
    TableNode,
    { type: 'table', id: 'table', columns: [{ label: 'Name' }, { label: 'Status' }], rows: [{ id: 'row-1', cells: ['build', 'ok'] }] },
    [{ event: 'select', params: itemParam("The row's id."), description: 'A row was clicked.' }],
  ),
  keyValue: spec('keyValue', KeyValueNode, { type: 'keyValue', items: [{ label: 'Branch', value: 'main' }] }),
  stat: spec('stat', StatNode, { type: 'stat', label: 'Runs', value: '42' }),
  progress: spec('progress', ProgressNode, { type: 'progress', value: 0.5, label: 'Progress' }),
  callout: spec('callout', CalloutNode, { type: 'callout', text: 'Note' }),
  select: spec(
    'select',
    SelectNode,
    { type: 'select', id: 'select', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], value: 'a' },
    [{ event: 'change', params: stringValue("The picked option's value."), description: 'An option was picked.' }],
  ),
  checkbox: spec('checkbox', CheckboxNode, { type: 'checkbox', id: 'checkbox', label: 'Checkbox', value: false }, [
    { event: 'change', params: booleanValue, description: 'The box was ticked or cleared.' },
  ]),
  code: spec('code', CodeNode, { type: 'code', text: 'npm test', language: 'sh' }),
  image: spec('image', ImageNode, { type: 'image', src: 'logo.png', alt: 'Logo', height: 120, caption: 'logo.png' }, [
    { event: 'click', params: noParams, description: 'The picture was clicked (an image with an id).' },
    { event: 'drop', params: z.object({ value: z.array(DroppedFile).describe('The dropped files, as copied into the plugin\'s folder.') }), description: 'Files were dropped on it (with `drop`, an id and the `files` permission).' },
  ]),
  graph: spec(
    'graph',
    GraphNode,
    {
      type: 'graph',
      id: 'graph',
      height: 240,
      nodes: [
        { id: 'fetch', title: 'Fetch', x: 24, y: 24, width: 160, outputs: [{ id: 'out', label: 'data' }] },
        { id: 'review', title: 'Review', x: 240, y: 60, width: 160, inputs: [{ id: 'in', label: 'data' }], state: 'active' },
      ],
      edges: [{ from: { node: 'fetch', port: 'out' }, to: { node: 'review', port: 'in' } }],
    },
    [
      { event: 'select', params: itemParam("The node's id."), description: "A node's heading was clicked." },
      {
        event: 'move',
        params: z.object({ item: z.string().describe('The dragged node.'), value: z.object({ x: z.number(), y: z.number() }).describe('Where it was dropped, in graph pixels (whole, at least 0).') }),
        description: 'A node was dragged by its heading and dropped (movable graphs).',
      },
    ],
  ),
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
  /** The API version that added the prop. */
  readonly since: ApiVersion;
  /** Agentty reads `null` as absent (an `Option` field). */
  readonly nullable: boolean;
  /** For a list of entries (list items, tabs, table rows, menus, …): the keys of one entry. */
  readonly entries?: readonly PropDoc[];
}

export function propDocs(type: NodeType): PropDoc[] {
  return shapeDocs(specOf(type).schema);
}

/** The documented keys of any object schema: name, doc line, whether required, allowed values. */
export function shapeDocs(object: z.ZodObject): PropDoc[] {
  const shape = object.shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, schema]) => {
    const required = !schema.safeParse(undefined).success;
    const inner = unwrapField(schema);
    const values = inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
    const nullable = schema.safeParse(null).success;
    const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
    // children hold nodes, documented by their own types
    const entries = element instanceof z.ZodObject && name !== 'children' ? shapeDocs(element) : undefined;
    return { name, description: schema.description ?? inner.description ?? '', required, since: sinceOf(schema), nullable, ...(values ? { values } : {}), ...(entries ? { entries } : {}) };
  });
}
