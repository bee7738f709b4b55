// The plugin written the way Agentty's own plugins are: main.mjs on Agentty's Node.js SDK (agentty-today.md §4).
import { isRecord, type JsonValue } from '../json';
import { NOTIFY_SPACING_MS, type NodeType, type PanelNode } from '../schema';
import type { ReactionAction } from '../events/reactions';
import { targetNote, type Design, type Reaction } from './design';
import { js, jsString, literal } from './literal';
import { eventNote, plan, type Plan } from './plan';
import { FIND_NODE } from './codegen-node';

/** The SDK plugin's entry file, as Agentty's own plugins name it. */
export const SDK_MAIN = 'main.mjs';
/** Agentty's SDK: never generated or shipped here, Agentty writes it into every new plugin. */
export const SDK_FILE = 'agentty-plugin.mjs';
/** Where the Plugins page of Agentty unpacks the SDK. */
export const SDK_SHARED_PATH = '~/.agentty/plugins/.sdk/agentty-plugin.mjs';

/** Lines longer than this are broken over several lines. */
const WIDTH = 100;

// ---- the SDK's builders: parameters in order, then the keys of the options object (§4's table) ----

interface Param {
  readonly key: string;
  /** The SDK's default: an argument equal to it is left out when nothing follows it. */
  readonly default?: JsonValue;
  /** What to pass when the node leaves the field out and the builder has no default (Agentty reads absent as this). */
  readonly absent?: JsonValue;
  /** A list of child nodes, written with builders too. */
  readonly children?: boolean;
}

interface Builder {
  readonly params: readonly Param[];
  /** The options object's keys; a key the table does not list is written as a plain object. */
  readonly options?: readonly Param[];
  /** Values a builder would drop or change although the node holds them (the SDK writes `rows`, `mono`, `widths` only when truthy or non-empty). */
  readonly loses?: (node: Readonly<Record<string, unknown>>) => boolean;
}

/** With no value, the SDK's default "" would pick an option whose value is "": nothing is picked as designed. */
function pickedByDefault(node: Readonly<Record<string, unknown>>): boolean {
  return node.value === undefined && Array.isArray(node.options) && node.options.some((option: unknown) => isRecord(option) && option.value === '');
}

const children: Param = { key: 'children', absent: [], children: true };
const list = (key: string): Param => ({ key, absent: [] });
const gap: Param = { key: 'gap', default: 'medium' };
const tone = (fallback: string): Param => ({ key: 'tone', default: fallback });
const plain = (...keys: string[]): Param[] => keys.map((key) => ({ key }));

export const SDK_BUILDERS: { readonly [T in NodeType]: Builder } = {
  column: { params: [children], options: [gap] },
  row: { params: [children], options: [gap, { key: 'wrap', default: false }] },
  section: { params: [{ key: 'title' }, children] },
  text: { params: [{ key: 'text' }, { key: 'style', default: 'body' }] },
  button: { params: plain('id', 'label'), options: [{ key: 'icon' }, { key: 'variant', default: 'secondary' }, { key: 'disabled', default: false }] },
  input: {
    params: plain('id'),
    options: [{ key: 'placeholder', default: '' }, { key: 'value', default: '' }, ...plain('rows', 'mono')],
    loses: (node) => (node.rows !== undefined && !node.rows) || (node.mono !== undefined && !node.mono),
  },
  list: { params: [{ key: 'id' }, list('items')], options: plain('empty') },
  choice: { params: [{ key: 'id' }, list('options'), { key: 'value', default: '' }], loses: pickedByDefault },
  toggle: { params: [...plain('id', 'label'), { key: 'value', default: false }] },
  badge: { params: [{ key: 'text' }, tone('neutral')] },
  spinner: { params: [{ key: 'text', default: '' }] },
  divider: { params: [] },
  flow: { params: [{ key: 'id' }, list('steps')] },
  popover: { params: [...plain('id', 'title'), children] },
  card: { params: [children], options: [...plain('title', 'subtitle', 'icon'), tone('neutral')] },
  grid: {
    params: [children],
    options: [{ key: 'columns', default: 2 }, gap, { key: 'widths' }],
    loses: (node) => Array.isArray(node.widths) && node.widths.length === 0,
  },
  tabs: { params: [{ key: 'id' }, list('tabs'), { key: 'value' }, children] },
  table: { params: [{ key: 'id' }, list('columns'), list('rows')], options: plain('empty', 'selected') },
  keyValue: { params: [list('items')] },
  stat: { params: plain('label', 'value'), options: [...plain('detail', 'icon'), tone('neutral')] },
  progress: { params: [{ key: 'value', absent: 0 }], options: [...plain('label', 'detail'), tone('neutral')] },
  callout: { params: [{ key: 'text' }], options: [...plain('title', 'icon'), tone('info')] },
  select: { params: [{ key: 'id' }, list('options'), { key: 'value', default: '' }], options: [{ key: 'placeholder' }, { key: 'disabled', default: false }], loses: pickedByDefault },
  checkbox: { params: [...plain('id', 'label'), { key: 'value', default: false }], options: [{ key: 'description' }, { key: 'disabled', default: false }] },
  code: { params: [{ key: 'text' }], options: plain('language', 'title') },
  // without a src the builder's first argument would be undefined: such an image is written as a plain object
  image: { params: [{ key: 'src' }], loses: (node) => node.src === undefined, options: [...plain('id', 'alt', 'width', 'height', 'fit', 'caption', 'placeholder'), { key: 'drop', default: false }, { key: 'into' }] },
  graph: { params: [{ key: 'id' }, list('nodes'), { key: 'edges', default: [] }], options: [{ key: 'height' }, { key: 'movable', default: false }, { key: 'fill', default: false }] },
};

// ---- source as a small tree, so one printer decides what fits on a line ----

export type Code =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'call'; readonly callee: string; readonly args: readonly Code[] }
  | { readonly kind: 'array'; readonly items: readonly Code[] }
  | { readonly kind: 'object'; readonly entries: readonly (readonly [string, Code])[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One node as a builder call, or as the plain object it is when no builder can say all of it. */
export function nodeCode(node: PanelNode): Code {
  const fields = node as unknown as Readonly<Record<string, unknown>>;
  const builder = SDK_BUILDERS[node.type] as Builder | undefined;
  const known = new Set(['type', ...[...(builder?.params ?? []), ...(builder?.options ?? [])].map((param) => param.key)]);
  if (!builder || Object.keys(fields).some((key) => !known.has(key)) || builder.loses?.(fields)) return plainNode(fields);
  const args: (Code | undefined)[] = builder.params.map((param) => {
    const value = fields[param.key];
    if (value === undefined) return param.default !== undefined ? undefined : { kind: 'value', value: param.absent };
    if (param.default !== undefined && same(value, param.default)) return undefined;
    return param.children ? childrenCode(value) : { kind: 'value', value };
  });
  const options = (builder.options ?? []).flatMap((param): [string, Code][] => {
    const value = fields[param.key];
    if (value === undefined || (param.default !== undefined && same(value, param.default))) return [];
    return [[param.key, { kind: 'value', value }]];
  });
  if (options.length) args.push({ kind: 'object', entries: options });
  while (args.length && args[args.length - 1] === undefined) args.pop();
  // a default in the middle is written out: JavaScript has no way to skip a positional argument
  const written = args.map((arg, i): Code => arg ?? { kind: 'value', value: builder.params[i]?.default });
  return { kind: 'call', callee: `ui.${node.type}`, args: written };
}

function childrenCode(value: unknown): Code {
  return Array.isArray(value) ? { kind: 'array', items: value.map((child) => (isRecord(child) ? nodeCode(child as PanelNode) : { kind: 'value', value: child })) } : { kind: 'value', value };
}

/** A node the builders cannot say (a button's menu, a card's id, …): its keys as designed, its children still built. */
function plainNode(fields: Readonly<Record<string, unknown>>): Code {
  return { kind: 'object', entries: Object.entries(fields).map(([key, value]) => [key, key === 'children' ? childrenCode(value) : { kind: 'value', value }]) };
}

/** The one-line form, or undefined when a part cannot go on one line. */
function flat(code: Code): string | undefined {
  switch (code.kind) {
    case 'value': {
      if (code.value === undefined) return 'undefined';
      const text = literal(code.value, js);
      return text.includes('\n') ? undefined : text;
    }
    case 'call':
    case 'array': {
      const parts = (code.kind === 'call' ? code.args : code.items).map(flat);
      if (parts.some((part) => part === undefined)) return undefined;
      return code.kind === 'call' ? `${code.callee}(${parts.join(', ')})` : `[${parts.join(', ')}]`;
    }
    case 'object': {
      const parts = code.entries.map(([key, value]) => {
        const text = flat(value);
        return text === undefined ? undefined : `${js.key(key)}: ${text}`;
      });
      if (parts.some((part) => part === undefined)) return undefined;
      return parts.length ? `{ ${parts.join(', ')} }` : '{}';
    }
  }
}

/** Source for `code` at column `indent.length`, with `lead` characters before it on its line and `tail` after it. */
export function printCode(code: Code, indent = '', lead = 0, tail = 1): string {
  const one = flat(code);
  if (one !== undefined && indent.length + lead + one.length + tail <= WIDTH) return one;
  const inner = `${indent}  `;
  switch (code.kind) {
    case 'value':
      // broken here rather than by `literal`, which cannot know what stands before it on the line
      if (Array.isArray(code.value)) return printCode({ kind: 'array', items: code.value.map((value: unknown) => ({ kind: 'value', value })) }, indent, lead, tail);
      if (isRecord(code.value)) return printCode({ kind: 'object', entries: Object.entries(code.value).map(([key, value]) => [key, { kind: 'value', value }]) }, indent, lead, tail);
      return code.value === undefined ? 'undefined' : literal(code.value, js, indent);
    case 'array':
      return `[\n${code.items.map((item) => `${inner}${printCode(item, inner)},\n`).join('')}${indent}]`;
    case 'object':
      return `{\n${code.entries.map(([key, value]) => `${inner}${js.key(key)}: ${printCode(value, inner, js.key(key).length + 2)},\n`).join('')}${indent}}`;
    case 'call': {
      // the usual shape: short arguments on the call's line, one list of children broken below it
      const lists = code.args.flatMap((arg, i) => (arg.kind === 'array' || (arg.kind === 'value' && Array.isArray(arg.value)) ? [i] : [])).reverse();
      for (const broken of lists) {
        const others = code.args.filter((_, i) => i !== broken).map(flat);
        if (others.some((text) => text === undefined)) continue;
        const before = others.slice(0, broken).map((text) => `${text}, `).join('');
        const after = others.slice(broken).map((text) => `, ${text}`).join('');
        const head = `${code.callee}(${before}`;
        if (indent.length + lead + head.length + 1 > WIDTH || indent.length + after.length + 2 > WIDTH) continue;
        return `${head}${printCode(code.args[broken]!, indent, lead + head.length, after.length + 2)}${after})`;
      }
      return `${code.callee}(\n${code.args.map((arg) => `${inner}${printCode(arg, inner)},\n`).join('')}${indent})`;
    }
  }
}

// ---- main.mjs ----

/** A complete plugin on Agentty's Node.js SDK (`node main.mjs` with agentty-plugin.mjs beside it). */
export function generateSdkPlugin(design: Design, commands: readonly string[] = []): string {
  const p = plan(design);
  const first = p.screens[0]?.constant ?? 'undefined';
  const uses = (kind: ReactionAction['do']) => design.reactions.some((reaction) => reaction.actions.some((action) => action.do === kind));
  const toasts = uses('notify');
  const redraws = uses('setValue');
  // a plugin that redraws keeps the tree on show, so every panel goes through show()
  const setPanel = redraws ? 'show' : 'plugin.setPanel';
  const handlers = p.elements.filter((element) => element.reactions.length > 0).map((element) => eventHandler(p, element.id, setPanel));
  // handlers run one at a time when there are reactions to overlap
  const inTurn = (handler: string) => (handlers.length ? `inTurn(${handler})` : handler);
  const commandLines = commands.map(
    (id) => `plugin.command(${jsString(id)}, ${inTurn(`async () => {\n  await ${setPanel}(${first});\n  await plugin.showPanel();\n}`)});\n`,
  );
  return `// Agentty plugin ${jsString(design.name)}, generated by Panel Designer, on Agentty's Node.js SDK.
// Agentty runs \`node ${SDK_MAIN}\` (agentty-plugin.json: runtime "node", main "${SDK_MAIN}") in this folder.
// ${SDK_FILE} is the SDK: Agentty writes it into every new plugin; copy it beside this file (see README.md).
// ${targetNote(design)}
import { createPlugin, ui } from "./${SDK_FILE}";

const plugin = createPlugin();

// Screens: the panel trees as designed, written with the SDK's ui builders. ${first} is shown when the panel opens.
${p.screens.map((screen) => `const ${screen.constant} = ${printCode(nodeCode(screen.tree), '', `const ${screen.constant} = `.length)};\n`).join('\n')}${toasts ? toastHelper() : ''}${redraws ? redrawHelpers() : ''}
${handlers.length ? oneAtATimeHelper() : ''}
// The panel opens on the first screen.
plugin.onPanelOpen(${inTurn(`() => ${setPanel}(${first})`)});
${handlers.length ? `\n// Reactions: one handler per element, called with the ui/event params ({ element, event, value?, item?, action?, context }).\n// Each reaction's actions run in order: every call waits for Agentty's answer${toasts ? ', so nothing overtakes a waiting toast' : ''}.\n${handlers.join('\n')}` : ''}${commandLines.length ? `\n// Commands from agentty-plugin.json: each draws the first screen and brings the panel forward.\n${commandLines.join('\n')}` : ''}
plugin.start();
`;
}

function oneAtATimeHelper(): string {
  return `
// The SDK starts a handler for each message as it arrives, so a click while a reaction waits for Agentty's answer
// would run beside it. inTurn() runs them one after another, as the designer's preview does.
let turn = Promise.resolve();

function inTurn(handler) {
  return (...args) => {
    const done = turn.then(() => handler(...args));
    turn = done.catch(() => {}); // the SDK reports a failed handler; the next one still runs
    return done;
  };
}
`;
}

function toastHelper(): string {
  return `
// Agentty drops a ui/notify that arrives less than 700 ms after the previous one, and the SDK sends each at once,
// so a toast waits here until ${NOTIFY_SPACING_MS} ms after the previous toast (700 ms and a margin for the pipe).
const NOTIFY_SPACING_MS = ${NOTIFY_SPACING_MS};
let nextToastAt = 0;

async function notify(message, kind) {
  const now = performance.now();
  const at = Math.max(now, nextToastAt);
  nextToastAt = at + NOTIFY_SPACING_MS;
  if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  await plugin.notify(message, kind);
}
`;
}

function redrawHelpers(): string {
  return `
// Agentty draws only what the plugin sends: a click on a toggle, choice or tab changes nothing on screen until
// the plugin sends the tree again. show() keeps the tree on show; setValue() sends it again with a value changed.
let shown;

async function show(tree) {
  shown = tree;
  await plugin.setPanel(tree);
}

async function setValue(element, value) {
  if (value === undefined || shown === undefined) return; // no value to set, or nothing on show yet
  const tree = structuredClone(shown); // the screens above stay as designed
  const node = findNode(tree, element);
  if (node === undefined) return; // the screen on show has no such element
  node.value = value;
  await show(tree);
}

${FIND_NODE}`;
}

/** `plugin.onEvent(id, …)` with a test per reaction, in design order: every reaction that matches runs, as in the preview. */
function eventHandler(p: Plan, id: string, setPanel: string): string {
  const element = p.elements.find((each) => each.id === id);
  const blocks = (element?.events ?? []).flatMap((planned) =>
    planned.reactions.map((reaction) => {
      const statements = reaction.actions.map((action) => `${actionStatement(action, p.constantOf, setPanel)};`);
      const body = (statements.length ? statements : ['// no actions yet']).map((line) => `    ${line}\n`).join('');
      return `  // ${eventNote(planned, (param) => `event.${param}`)}\n  if (${condition(reaction)}) {\n${body}  }\n`;
    }),
  );
  const types = element?.types.length ? ` (${element.types.join(', ')})` : '';
  return `// element ${jsString(id)}${types}\nplugin.onEvent(${jsString(id)}, inTurn(async (event) => {\n${blocks.join('')}}));\n`;
}

function condition(reaction: Reaction): string {
  const tests = [`event.event === ${jsString(reaction.event)}`];
  if (reaction.item !== undefined) tests.push(`event.item === ${jsString(reaction.item)}`);
  if (reaction.action !== undefined) tests.push(`event.action === ${jsString(reaction.action)}`);
  if (reaction.value !== undefined) tests.push(`event.value === ${literal(reaction.value, js)}`);
  return tests.join(' && ');
}

/** One action as the SDK call it becomes; `setPanel` is what sends a tree (show() when the plugin redraws). */
export function actionStatement(action: ReactionAction, constantOf: (screen: string) => string, setPanel = 'plugin.setPanel'): string {
  switch (action.do) {
    case 'showScreen':
      return `await ${setPanel}(${constantOf(action.screen)})`;
    case 'setValue':
      return `await setValue(${jsString(action.element)}, ${action.value === undefined ? 'event.value' : literal(action.value, js)})`;
    case 'notify':
      // "info" is the SDK's default kind
      return `await notify(${jsString(action.message)}${action.kind === 'info' ? '' : `, ${jsString(action.kind)}`})`;
    case 'setBadge':
      return `await plugin.setBadge(${jsString(action.text)})`;
    case 'injectPrompt': {
      const request = literal({ text: action.text, ...(action.target === undefined ? {} : { target: action.target }) }, js, '    ');
      return `await plugin.injectPrompt(${request})`;
    }
  }
}
