import { z } from 'zod';
import { OPTION_VALUE_KINDS } from './decisions';

// every prop carries its one-line doc via .describe(): hover, docs panel and JSON Schema read it.
// Which props are required, which take null (`Option<…>` in Agentty's ui.rs) and which must be whole
// numbers follows Agentty's own field types; a prop newer than API 1 says so with `since(…)`.

/** The Agentty plugin API versions: 1 is the wire spec, 6 today's newest. */
export const API_VERSIONS = [1, 2, 3, 4, 5, 6] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const NEWEST_API: ApiVersion = 6;

/** Marks a prop (or a node schema) as added in API `version`: older Agentty refuses it. */
export function since<T extends z.ZodType>(version: ApiVersion, schema: T): T {
  return schema.meta({ since: version }) as T;
}

/** The API version a schema was marked with by `since`, looking through optional and nullable wrappers. */
export function sinceOf(schema: z.ZodType): ApiVersion {
  for (let at: z.ZodType | undefined = schema; at; at = unwrapOnce(at)) {
    const version = z.globalRegistry.get(at)?.since;
    if (typeof version === 'number') return version as ApiVersion;
  }
  return 1;
}

function unwrapOnce(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return schema.unwrap() as z.ZodType;
  return undefined;
}

/** A prop's value schema without its optional and nullable wrappers. */
export function unwrapField(schema: z.ZodType): z.ZodType {
  let at = schema;
  for (let next = unwrapOnce(at); next; next = unwrapOnce(at)) at = next;
  return at;
}

/** Whether a prop takes `null`: Agentty reads null as absent only where its field type is an `Option`. */
export function acceptsNull(schema: z.ZodType): boolean {
  return schema.safeParse(null).success;
}

export const Gap = z.enum(['none', 'small', 'medium', 'large']).describe('Space between children.');
export const TextStyle = z
  .enum(['body', 'title', 'muted', 'small', 'code', 'error', 'success'])
  .describe('How the text is drawn.');
export const ButtonVariant = z
  .enum(['primary', 'secondary', 'ghost', 'danger'])
  .describe('Visual weight of the button.');
export const Tone = z.enum(['neutral', 'info', 'success', 'warning', 'error']).describe('Colour of the badge or icon.');
export const Align = z.enum(['start', 'center', 'end']).describe('How the content lines up.');
export const FlowState = z.enum(['off', 'on', 'active', 'done', 'error']).describe('How the step is drawn: off dimmed, active with a spinner.');

const elementId = (what: string) => z.string().describe(`Id sent as \`element\` in ${what} events.`);
const iconName = (what: string) => z.string().describe(`Icon name shown ${what}, e.g. "search".`);
/** An `Option<String>` of Agentty's: may be left out or null. */
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
/** A whole number from 0 to `max` (Agentty's unsigned integer fields). */
const whole = (max: number) => z.int().min(0).max(max);

export const OptionValue = z
  .union(OPTION_VALUE_KINDS.map((kind) => ({ string: z.string(), number: z.number(), boolean: z.boolean() })[kind]))
  .describe('Value sent in the `change` event when this option is chosen.');

export const ListAction = z
  .object({
    id: z.string().describe('Id sent as `action` when the row button is clicked.'),
    label: maybe(z.string().describe('Button text.')),
    icon: maybe(iconName('on the row button')),
    tooltip: maybe(z.string().describe('Tooltip shown on hover.')),
  })
  .describe('A button on a list row.');

export const ListItem = z
  .object({
    id: z.string().describe('Id sent as `item` in select and action events.'),
    title: z.string().describe('Main line of the row.'),
    subtitle: maybe(z.string().describe('Second line, under the title.')),
    detail: maybe(z.string().describe('Secondary text on a line of its own (a date, a count).')),
    icon: maybe(iconName('at the start of the row')),
    tone: Tone.describe('Colour of the row icon (same values as badge tone).').optional(),
    actions: z.array(ListAction).describe('Buttons on the row, shown while it is hovered.').optional(),
    depth: since(4, whole(255).describe('How far the row is indented, for a tree (drawn 0 to 8).')).optional(),
    tag: since(4, maybe(z.string().describe('A short label before the title (drawn up to 8 characters): an HTTP method, a status.'))),
    tagTone: since(4, Tone.describe('Colour of the tag.')).optional(),
    selected: since(4, z.boolean().describe('Drawn highlighted: the row whose page is open.')).optional(),
  })
  .describe('A row of a list.');

export const ChoiceOption = z
  .object({
    value: OptionValue,
    label: z.string().describe('Text of the option.'),
  })
  .describe('One option of a choice.');

/** An option of today's elements (select, menus): Agentty's `ChoiceOption`, whose value is a string. */
export const MenuOption = z
  .object({
    value: z.string().describe('Value sent with the event when this entry is picked.'),
    label: z.string().describe('Text of the entry.'),
  })
  .describe('One entry: a value and its label.');

export const Completion = z
  .object({
    label: z.string().describe('What is matched against the word typed, and shown.'),
    insert: maybe(z.string().describe('What replaces the word (and the braces around it); the label when left out.')),
    detail: maybe(z.string().describe('A hint on the right: the value, where it comes from.')),
  })
  .describe('One suggestion for the word being typed.');

export const FlowStep = z
  .object({
    id: z.string().describe('Id sent as `item` in select, move and insert events.'),
    title: z.string().describe('Title of the step.'),
    subtitle: maybe(z.string().describe('Second line, under the title.')),
    icon: maybe(iconName('in the step')),
    state: FlowState.optional(),
    selected: z.boolean().describe('Drawn highlighted: the step whose settings are open.').optional(),
    side: z.boolean().describe('An optional step off the main line: drawn indented.').optional(),
  })
  .describe('One step of a flow.');

export const TabItem = z
  .object({
    id: z.string().describe('Id sent as `value` in change and close events.'),
    label: z.string().describe('Text of the tab.'),
    icon: maybe(iconName('before the label')),
    badge: maybe(z.string().describe('A count or a word after the label.')),
    closable: since(4, z.boolean().describe('Shows a close button, which sends `close` with the tab id.')).optional(),
  })
  .describe('One tab of a tab strip.');

export const TableColumn = z
  .object({
    label: z.string().describe('Column heading.'),
    align: Align.optional(),
    grow: whole(4_294_967_295).describe('Share of the width against the other columns (1 when left out; drawn 1 to 12).').optional(),
  })
  .describe('One column of a table.');

export const TableRow = z
  .object({
    id: z.string().describe('Id sent as `item` when the row is clicked.'),
    cells: z.array(z.string()).describe('One text per column, in the same order.').optional(),
    tone: Tone.describe('Colours a dot before the first cell: a failed run in red.').optional(),
  })
  .describe('One row of a table.');

export const KeyValueItem = z
  .object({
    label: z.string().describe('What the value is.'),
    value: z.string().describe('The value.'),
    tone: Tone.describe('Colour of the value.').optional(),
    mono: z.boolean().describe('Monospaced: ids, hashes, paths.').optional(),
  })
  .describe('One label and value.');

const children = (where: string) => z.array(PanelNode).describe(`Nodes ${where}.`).optional();

export const ColumnNode = z
  .object({
    type: z.literal('column').describe('Stacks children vertically.'),
    get children() {
      return children('stacked top to bottom');
    },
    gap: Gap.optional(),
  })
  .describe('Stacks children vertically.');

export const RowNode = z
  .object({
    type: z.literal('row').describe('Lays children out horizontally.'),
    get children() {
      return children('placed left to right');
    },
    gap: Gap.optional(),
    wrap: z.boolean().describe('Wrap children onto new lines when they do not fit.').optional(),
  })
  .describe('Lays children out horizontally.');

export const SectionNode = z
  .object({
    type: z.literal('section').describe('A titled group.'),
    title: z.string().describe('Heading of the section.'),
    get children() {
      return children('inside the section');
    },
  })
  .describe('A titled group of nodes.');

export const TextNode = z
  .object({
    type: z.literal('text').describe('A run of text.'),
    text: z.string().describe('The text shown (never HTML).'),
    style: TextStyle.optional(),
  })
  .describe('A run of text.');

export const ButtonNode = z
  .object({
    type: z.literal('button').describe('A clickable button.'),
    id: elementId('its `click` and `select`'),
    label: z.string().describe('Button text.'),
    icon: maybe(iconName('before the label')),
    variant: ButtonVariant.optional(),
    disabled: z.boolean().describe('A disabled button cannot be clicked and sends nothing.').optional(),
    menu: since(4, z.array(MenuOption).describe('Opens these as a menu instead of sending `click`; picking one sends `select` with its value.')).optional(),
  })
  .describe('A clickable button; sends `click`, or `select` from its menu.');

export const InputNode = z
  .object({
    type: z.literal('input').describe('A text field.'),
    id: elementId('its `change` and `submit`'),
    placeholder: z.string().describe('Hint shown while the field is empty.').optional(),
    value: z.string().describe('Text in the field.').optional(),
    rows: since(4, whole(Number.MAX_SAFE_INTEGER).describe('Lines the field shows; more than 1 makes a text area where Enter adds a line (drawn at most 24).')).optional(),
    mono: since(4, z.boolean().describe('Drawn in the monospace font: code, JSON, a script.')).optional(),
    completions: since(4, z.array(Completion).describe('Suggestions for the word being typed: ↑ ↓ pick, Enter or Tab inserts (at most 500).')).optional(),
    language: since(4, maybe(z.string().describe("A text area's text coloured as this language (json, js, …)."))),
  })
  .describe('A text field; sends `change` (250 ms after typing stops) and `submit` (Enter) with `value`.');

export const ListNode = z
  .object({
    type: z.literal('list').describe('A list of rows.'),
    id: elementId('its `select` and `action`'),
    items: z.array(ListItem).describe('The rows.').optional(),
    empty: maybe(z.string().describe('Text shown when there are no items.')),
  })
  .describe('A list of rows; sends `select` with `item`, and `action` for row buttons.');

export const ChoiceNode = z
  .object({
    type: z.literal('choice').describe('Pick one of several options.'),
    id: elementId('its `change`'),
    options: z.array(ChoiceOption).describe('The options, in order.').optional(),
    value: OptionValue.describe('The selected option value.').optional(),
  })
  .describe('Pick one of several options; sends `change` with the chosen value.');

export const ToggleNode = z
  .object({
    type: z.literal('toggle').describe('An on/off switch.'),
    id: elementId('its `change`'),
    label: z.string().describe('Text beside the switch.'),
    value: z.boolean().describe('Whether the switch is on.').optional(),
  })
  .describe('An on/off switch; sends `change` with the new boolean.');

export const BadgeNode = z
  .object({
    type: z.literal('badge').describe('A small coloured label.'),
    text: z.string().describe('Text of the badge.'),
    tone: Tone.optional(),
  })
  .describe('A small coloured label.');

export const SpinnerNode = z
  .object({
    type: z.literal('spinner').describe('A busy indicator.'),
    text: z.string().describe('Text shown beside the spinner.').optional(),
  })
  .describe('A busy indicator, with optional text.');

export const DividerNode = z
  .object({
    type: z.literal('divider').describe('A horizontal rule.'),
  })
  .describe('A horizontal rule.');

export const FlowNode = z
  .object({
    type: z.literal('flow').describe('Steps joined top to bottom.'),
    id: elementId('its `select`, `move` and `insert`'),
    steps: z.array(FlowStep).describe('The steps, in order.').optional(),
    reorderable: since(4, z.boolean().describe('Steps can be dragged onto another: sends `move`.')).optional(),
    insertMenu: since(4, z.array(MenuOption).describe('A "+" between steps opens these; picking one sends `insert`.')).optional(),
  })
  .describe('Steps drawn as cards joined top to bottom; sends `select` with the step id.');

export const PopoverNode = z
  .object({
    type: z.literal('popover').describe('A card beside the panel.'),
    id: elementId('its `close`'),
    title: z.string().describe('Heading of the card.'),
    get children() {
      return children('inside the card');
    },
  })
  .describe('Settings shown in a card beside the panel; its close button sends `close`.');

export const CardNode = since(
  4,
  z
    .object({
      type: z.literal('card').describe('A raised box.'),
      title: maybe(z.string().describe('Heading of the card.')),
      subtitle: maybe(z.string().describe('Second line of the heading.')),
      icon: maybe(iconName('in the heading')),
      tone: Tone.describe('Colours the icon, and the edge when not neutral.').optional(),
      get children() {
        return children('inside the card');
      },
      id: maybe(z.string().describe('Id sent as `element` in its `close` event.')),
      closable: z.boolean().describe('With an id: a close button in the heading that sends `close`.').optional(),
    })
    .describe('A raised box around what belongs together, with an optional heading.'),
);

export const GridNode = since(
  4,
  z
    .object({
      type: z.literal('grid').describe('Children in columns.'),
      get children() {
        return children('placed in columns, row by row');
      },
      columns: whole(Number.MAX_SAFE_INTEGER).describe('How many columns (2 when left out; drawn 1 to 6).').optional(),
      gap: Gap.optional(),
      widths: z.array(z.string()).describe('Each column\'s width, which sets the number of columns: "240px" is fixed, "2" takes twice the share of "1".').optional(),
      id: maybe(z.string().describe('Id sent as `element` in its `resize` events.')),
      align: Align.describe('How the cells of a row line up: start or center.').optional(),
      resizable: z.boolean().describe('The first fixed column gets a drag handle; sends `resize` with the new width.').optional(),
      fill: z.boolean().describe('Takes the height left in the panel; each column scrolls on its own.').optional(),
    })
    .describe('Children in columns, wrapping onto new rows.'),
);

export const TabsNode = since(
  4,
  z
    .object({
      type: z.literal('tabs').describe('A tab strip.'),
      id: elementId('its `change`, `close` and `add`'),
      tabs: z.array(TabItem).describe('The tabs.').optional(),
      value: z.string().describe('The id of the picked tab.').optional(),
      get children() {
        return children('of the picked tab');
      },
      fill: z.boolean().describe('In a fill grid: the strip stays put and only the content scrolls.').optional(),
      addMenu: z.array(MenuOption).describe('A "+" at the end of the strip opens these; picking one sends `add`.').optional(),
    })
    .describe('A tab strip with the picked tab\'s content; sends `change` with the tab id.'),
);

export const TableNode = since(
  4,
  z
    .object({
      type: z.literal('table').describe('Rows under column headings.'),
      id: elementId('its `select`'),
      columns: z.array(TableColumn).describe('The columns.').optional(),
      rows: z.array(TableRow).describe('The rows.').optional(),
      empty: maybe(z.string().describe('Text shown when there are no rows.')),
      selected: maybe(z.string().describe('The id of the row drawn highlighted.')),
    })
    .describe('Rows under column headings; sends `select` with the row id.'),
);

export const KeyValueNode = since(
  4,
  z
    .object({
      type: z.literal('keyValue').describe('Label and value pairs.'),
      items: z.array(KeyValueItem).describe('The pairs, one per line.').optional(),
    })
    .describe('Label and value pairs, one per line.'),
);

export const StatNode = since(
  4,
  z
    .object({
      type: z.literal('stat').describe('One number that matters.'),
      label: z.string().describe('What the number is.'),
      value: z.string().describe('The number, drawn large.'),
      detail: maybe(z.string().describe('How it moved, under the value.')),
      icon: maybe(iconName('beside the label')),
      tone: Tone.describe('Colours the detail and the icon.').optional(),
    })
    .describe('One number that matters, large, with what it is and how it moved.'),
);

export const ProgressNode = since(
  4,
  z
    .object({
      type: z.literal('progress').describe('A progress bar.'),
      value: z.number().describe('How much is done, 0 to 1.').optional(),
      label: maybe(z.string().describe('Text above the bar.')),
      detail: maybe(z.string().describe('Text on the right, instead of the percentage.')),
      tone: Tone.describe('Colour of the bar.').optional(),
    })
    .describe('A bar filled `value` of the way (0 to 1).'),
);

export const CalloutNode = since(
  4,
  z
    .object({
      type: z.literal('callout').describe('A tinted note.'),
      text: z.string().describe('The note.'),
      title: maybe(z.string().describe('A heading above the text.')),
      icon: maybe(iconName('before the text (the tone\'s own when left out)')),
      tone: Tone.describe('Colour of the note (info when left out).').optional(),
    })
    .describe('A tinted note: a hint, a warning, what went wrong.'),
);

export const SelectNode = since(
  4,
  z
    .object({
      type: z.literal('select').describe('A drop-down.'),
      id: elementId('its `change`'),
      options: z.array(MenuOption).describe('The options, in order.').optional(),
      value: z.string().describe('The picked option value.').optional(),
      placeholder: maybe(z.string().describe('Shown while no option is picked.')),
      disabled: z.boolean().describe('A disabled select cannot be opened and sends nothing.').optional(),
    })
    .describe('A drop-down of options; sends `change` with the picked value.'),
);

export const CheckboxNode = since(
  4,
  z
    .object({
      type: z.literal('checkbox').describe('A box to tick.'),
      id: elementId('its `change`'),
      label: z.string().describe('Text beside the box.'),
      value: z.boolean().describe('Whether the box is ticked.').optional(),
      description: maybe(z.string().describe('A second line under the label.')),
      disabled: z.boolean().describe('A disabled checkbox cannot be ticked and sends nothing.').optional(),
    })
    .describe('A box to tick; sends `change` with the new boolean.'),
);

export const CodeNode = since(
  4,
  z
    .object({
      type: z.literal('code').describe('A code block.'),
      text: z.string().describe('The code.'),
      language: maybe(z.string().describe('A language name or file extension that colours it: rust, json, ts, sh, …')),
      title: maybe(z.string().describe('A caption above the code (the language when left out).')),
    })
    .describe('Monospaced text, coloured by `language`, with a copy button.'),
);

export const ImageFit = z.enum(['contain', 'cover']).describe('How the picture fills its frame: contain letterboxes it, cover crops it.');

export const ImageNode = since(
  5,
  z
    .object({
      type: z.literal('image').describe('A picture from the plugin\'s files.'),
      src: maybe(z.string().describe('A path inside the plugin\'s own `files/` folder: PNG, JPEG, WebP or GIF (never SVG). Left out: the empty slot.')),
      alt: maybe(z.string().describe('What the picture shows; drawn in the empty slot when there is no placeholder.')),
      width: maybe(z.number().describe('Width in pixels (16 to 2400); the full width when left out.')),
      height: maybe(z.number().describe('Height in pixels (16 to 2400; 240 when left out).')),
      fit: ImageFit.optional(),
      caption: maybe(z.string().describe('One line under the picture.')),
      placeholder: maybe(z.string().describe('Text in the slot while there is no picture.')),
      id: maybe(z.string().describe('Id sent as `element` in its `click` and `drop` events; without one the picture sends nothing.')),
      drop: z.boolean().describe('With an id and the `files` permission: files dropped on it are copied into the plugin\'s folder and sent in `drop`.').optional(),
      into: maybe(z.string().describe('The folder inside the plugin\'s own folder that dropped files are copied into ("dropped" when left out).')),
    })
    .describe('A picture from the plugin\'s `files/` folder; with an id it sends `click`, and with `drop` it takes dropped files.'),
);

export const GraphPort = z
  .object({
    id: z.string().describe('Id an edge names in `from.port` or `to.port`.'),
    label: maybe(z.string().describe('Text beside the port (the id when left out).')),
    tone: Tone.describe('Colour of the port\'s dot, and of wires leaving it.').optional(),
  })
  .describe('One port on a side of a graph node.');

export const GraphEnd = z
  .object({
    node: z.string().describe('The graph node\'s id.'),
    port: z.string().describe('The port\'s id on that node.'),
  })
  .describe('One end of a wire: a node and one of its ports.');

export const GraphEdge = z
  .object({
    from: GraphEnd.describe('The output port the wire leaves.'),
    to: GraphEnd.describe('The input port the wire enters.'),
    tone: Tone.describe('Colour of the wire (the output port\'s when left out).').optional(),
    idle: z.boolean().describe('Drawn dim: a wire nothing flows through now.').optional(),
  })
  .describe('A wire from an output port to an input port.');

export const GraphItem = z
  .object({
    id: z.string().describe('Id sent as `item` in select and move events.'),
    title: z.string().describe('Heading of the node card.'),
    subtitle: maybe(z.string().describe('A short mono line beside the title (hidden below 75 % zoom).')),
    icon: maybe(iconName('in the card\'s heading')),
    tone: Tone.describe('Colour of the heading\'s dot, and of the edge when not neutral.').optional(),
    x: z.number().describe('Left edge in graph pixels (0 to 20000).').optional(),
    y: z.number().describe('Top edge in graph pixels (0 to 20000).').optional(),
    width: maybe(z.number().describe('Card width in pixels (120 to 900; 240 when left out).')),
    inputs: z.array(GraphPort).describe('Ports on the left side (12 drawn at most).').optional(),
    outputs: z.array(GraphPort).describe('Ports on the right side (12 drawn at most).').optional(),
    get children() {
      return children('inside the card, under its ports');
    },
    state: FlowState.optional(),
    selected: z.boolean().describe('Drawn with the accent border: the node whose settings are open.').optional(),
  })
  .describe('One node card of a graph.');

export const GraphNode = since(
  5,
  z
    .object({
      type: z.literal('graph').describe('Node cards wired together on a canvas.'),
      id: elementId('its `select` and `move`'),
      nodes: z.array(GraphItem).describe('The node cards (more than 64 and Agentty refuses the tree).').optional(),
      edges: z.array(GraphEdge).describe('Wires between ports (512 drawn at most; a wire to a port that does not exist is dropped).').optional(),
      height: maybe(z.number().describe('Canvas height in pixels (160 to 4000; 560 when left out).')),
      movable: z.boolean().describe('Nodes can be dragged by their heading; a drop sends `move` with `{x, y}`.').optional(),
      fill: z.boolean().describe('Takes the height left in the panel.').optional(),
    })
    .describe('Node cards with ports and wires on a zoomable canvas; sends `select`, and `move` when movable.'),
);

export const PanelNode = z.discriminatedUnion('type', [
  ColumnNode,
  RowNode,
  SectionNode,
  TextNode,
  ButtonNode,
  InputNode,
  ListNode,
  ChoiceNode,
  ToggleNode,
  BadgeNode,
  SpinnerNode,
  DividerNode,
  FlowNode,
  PopoverNode,
  CardNode,
  GridNode,
  TabsNode,
  TableNode,
  KeyValueNode,
  StatNode,
  ProgressNode,
  CalloutNode,
  SelectNode,
  CheckboxNode,
  CodeNode,
  ImageNode,
  GraphNode,
]);

export type PanelNode = z.infer<typeof PanelNode>;
export type NodeType = PanelNode['type'];
export type NodeOf<T extends NodeType> = Extract<PanelNode, { type: T }>;
export type ListItem = z.infer<typeof ListItem>;
export type GraphItem = z.infer<typeof GraphItem>;
export type GraphEdge = z.infer<typeof GraphEdge>;
export type GraphPort = z.infer<typeof GraphPort>;
export type ListAction = z.infer<typeof ListAction>;
export type ChoiceOption = z.infer<typeof ChoiceOption>;
export type MenuOption = z.infer<typeof MenuOption>;
export type OptionValue = z.infer<typeof OptionValue>;
export type Tone = z.infer<typeof Tone>;
