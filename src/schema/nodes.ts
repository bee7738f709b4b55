import { z } from 'zod';
import { OPTION_VALUE_KINDS } from './decisions';

// every prop carries its one-line doc via .describe(): hover, docs panel and JSON Schema read it

export const Gap = z.enum(['none', 'small', 'medium', 'large']).describe('Space between children.');
export const TextStyle = z
  .enum(['body', 'title', 'muted', 'small', 'code', 'error', 'success'])
  .describe('How the text is drawn.');
export const ButtonVariant = z
  .enum(['primary', 'secondary', 'ghost', 'danger'])
  .describe('Visual weight of the button.');
export const Tone = z.enum(['neutral', 'info', 'success', 'warning', 'error']).describe('Colour of the badge or icon.');

const elementId = (what: string) => z.string().min(1, 'an id cannot be empty').describe(`Id sent as \`element\` in ${what} events.`);
const iconName = (what: string) => z.string().describe(`Lucide icon name shown ${what}, e.g. "search".`);

export const OptionValue = z
  .union(OPTION_VALUE_KINDS.map((kind) => ({ string: z.string(), number: z.number(), boolean: z.boolean() })[kind]))
  .describe('Value sent in the `change` event when this option is chosen.');

export const ListAction = z
  .object({
    id: z.string().min(1, 'an id cannot be empty').describe('Id sent as `action` when the row button is clicked.'),
    label: z.string().describe('Button text.').optional(),
    icon: iconName('on the row button').optional(),
    tooltip: z.string().describe('Tooltip shown on hover.').optional(),
  })
  .describe('A button on a list row.');

export const ListItem = z
  .object({
    id: z.string().min(1, 'an id cannot be empty').describe('Id sent as `item` in select and action events.'),
    title: z.string().describe('Main line of the row.'),
    subtitle: z.string().describe('Second line, under the title.').optional(),
    detail: z.string().describe('Text at the end of the row.').optional(),
    icon: iconName('at the start of the row').optional(),
    tone: Tone.describe('Colour of the row icon (same values as badge tone).').optional(),
    actions: z.array(ListAction).describe('Buttons on the row.').optional(),
  })
  .describe('A row of a list.');

export const ChoiceOption = z
  .object({
    value: OptionValue,
    label: z.string().describe('Text of the option.'),
  })
  .describe('One option of a choice.');

export const ColumnNode = z
  .object({
    type: z.literal('column').describe('Stacks children vertically.'),
    get children() {
      return z.array(PanelNode).describe('Nodes stacked top to bottom.');
    },
    gap: Gap.optional(),
  })
  .describe('Stacks children vertically.');

export const RowNode = z
  .object({
    type: z.literal('row').describe('Lays children out horizontally.'),
    get children() {
      return z.array(PanelNode).describe('Nodes placed left to right.');
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
      return z.array(PanelNode).describe('Nodes inside the section.');
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
    id: elementId('its `click`'),
    label: z.string().describe('Button text.'),
    icon: iconName('before the label').optional(),
    variant: ButtonVariant.optional(),
    disabled: z.boolean().describe('A disabled button cannot be clicked and sends nothing.').optional(),
  })
  .describe('A clickable button; sends `click`.');

export const InputNode = z
  .object({
    type: z.literal('input').describe('A one-line text field.'),
    id: elementId('its `change` and `submit`'),
    placeholder: z.string().describe('Hint shown while the field is empty.').optional(),
    value: z.string().describe('Text in the field.').optional(),
  })
  .describe('A one-line text field; sends `change` and `submit` with `value`.');

export const ListNode = z
  .object({
    type: z.literal('list').describe('A list of rows.'),
    id: elementId('its `select` and `action`'),
    items: z.array(ListItem).describe('The rows.'),
    empty: z.string().describe('Text shown when there are no items.').optional(),
  })
  .describe('A list of rows; sends `select` with `item`, and `action` for row buttons.');

export const ChoiceNode = z
  .object({
    type: z.literal('choice').describe('Pick one of several options.'),
    id: elementId('its `change`'),
    options: z.array(ChoiceOption).describe('The options, in order.'),
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
]);

export type PanelNode = z.infer<typeof PanelNode>;
export type NodeType = PanelNode['type'];
export type NodeOf<T extends NodeType> = Extract<PanelNode, { type: T }>;
export type ListItem = z.infer<typeof ListItem>;
export type ListAction = z.infer<typeof ListAction>;
export type ChoiceOption = z.infer<typeof ChoiceOption>;
export type OptionValue = z.infer<typeof OptionValue>;
export type Tone = z.infer<typeof Tone>;
