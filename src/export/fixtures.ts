import { MAX_NESTING, type PanelNode } from '../schema';
import type { Design } from './design';

/**
 * Strings that break naive code generators, one per hazard. Agentty's parser refuses a line holding half
 * of a surrogate pair, so `loneSurrogates` belongs only where no line carries it: names and filters.
 */
export const HOSTILE = {
  quotes: `"double" 'single' \`back\``,
  backslashes: 'C:\\path\\to\\ \\n \\u0041 \\\\',
  newlines: 'line 1\nline 2\r\nline 3\r',
  tabs: 'a\tb\t\tc',
  template: '${process.exit(1)} `${x}` {{y}}',
  script: '</script><script>alert(1)</script><!-- -->',
  separators: 'a\u2028b\u2029c\u0085d',
  loneSurrogates: 'lone \ud800 high, \udfff low, reversed \udc00\ud800',
  emoji: 'rocket 🚀 family 👨‍👩‍👧 flag 🇯🇵',
  rtl: 'مرحبا بالعالم \u202e olleh \u202c שלום',
  controls: '\u0000\u0001\u001f\u007f\u00ad\ufeff',
  pythonish: '""" \'\'\' \\N{BULLET} %s {0} True None',
} as const;

/** The hostile strings a line to Agentty may carry: all but the lone surrogates. */
export const HOSTILE_TEXT: readonly string[] = Object.values(HOSTILE).filter((text) => text !== HOSTILE.loneSurrogates);

/**
 * Columns nested `levels` deep (the root is level 0; Agentty reads 12) around a text. With `nesting`, an unknown
 * key of the text (Agentty ignores it) nests the whole tree that many arrays and objects deep (Agentty reads 125).
 */
export function deepTree(levels: number = MAX_NESTING, nesting?: number): PanelNode {
  const leaf: Record<string, unknown> = { type: 'text', text: `level ${levels}` };
  // the text object sits inside two brackets per level (a column and its children), plus its own
  if (nesting !== undefined) leaf.nest = Array.from({ length: nesting - 2 * levels - 1 }).reduce<unknown>((inner) => [inner], 'bottom');
  let tree = leaf as PanelNode;
  for (let level = 0; level < levels; level++) tree = { type: 'column', children: [tree] };
  return tree;
}

/**
 * A two-screen design of the wire spec's types that uses every action kind and every filter. It targets
 * API 1, whose choice values may be numbers and true/false (from API 2 Agentty refuses them).
 */
export function sampleDesign(): Design {
  return {
    name: 'Demo "plugin"',
    api: 1,
    screens: [
      {
        name: 'Main',
        tree: {
          type: 'column',
          gap: 'medium',
          children: [
            { type: 'text', text: HOSTILE.quotes, style: 'title' },
            { type: 'button', id: 'go', label: 'Go', variant: 'primary' },
            { type: 'input', id: 'query', placeholder: HOSTILE.newlines },
            {
              type: 'list',
              id: 'files',
              items: [
                { id: 'a', title: HOSTILE.emoji, actions: [{ id: 'open', label: 'Open' }, { id: 'delete', label: 'Delete' }] },
                { id: 'b', title: HOSTILE.rtl, tone: 'warning' },
              ],
            },
            { type: 'choice', id: 'size', options: [{ value: 1, label: 'One' }, { value: 'two', label: 'Two' }, { value: true, label: 'Yes' }] },
            { type: 'toggle', id: 'dark', label: HOSTILE.controls },
          ],
        },
      },
      {
        name: 'Details',
        tree: {
          type: 'section',
          title: HOSTILE.script,
          children: [
            { type: 'text', text: HOSTILE.separators },
            { type: 'button', id: 'back', label: HOSTILE.backslashes },
          ],
        },
      },
    ],
    reactions: [
      { element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Details' }, { do: 'setBadge', text: '3' }] },
      { element: 'back', event: 'click', actions: [{ do: 'showScreen', screen: 'Main' }] },
      { element: 'query', event: 'submit', actions: [{ do: 'injectPrompt', text: HOSTILE.template, target: 'ask' }, { do: 'injectPrompt', text: 'second' }] },
      { element: 'files', event: 'action', item: 'a', action: 'delete', actions: [{ do: 'notify', message: HOSTILE.tabs, kind: 'warning' }] },
      { element: 'files', event: 'select', item: 'b', actions: [{ do: 'notify', message: HOSTILE.controls, kind: 'info' }] },
      { element: 'size', event: 'change', value: 1, actions: [{ do: 'notify', message: 'one', kind: 'success' }] },
      { element: 'size', event: 'change', value: true, actions: [{ do: 'notify', message: 'yes', kind: 'success' }] },
      { element: 'dark', event: 'change', value: true, actions: [{ do: 'setBadge', text: '🌙' }, { do: 'injectPrompt', text: HOSTILE.pythonish }] },
      { element: 'dark', event: 'change', actions: [{ do: 'notify', message: 'flipped', kind: 'info' }] },
      // a filter is compared, never sent, so it may hold what no line to Agentty can: the plugins must still write it exactly
      { element: 'query', event: 'change', value: HOSTILE.loneSurrogates, actions: [{ do: 'setBadge', text: 'lone' }] },
    ],
  };
}

/** A two-screen design of today's elements: every node type newer than the wire spec, and a reaction for every event they send. */
export function todayDesign(): Design {
  return {
    name: `Today's "Agentty" ${HOSTILE.emoji}`,
    screens: [
      {
        name: 'Board',
        tree: {
          type: 'grid',
          id: 'layout',
          widths: ['240px', '1'],
          resizable: true,
          fill: true,
          align: 'start',
          children: [
            {
              type: 'flow',
              id: 'pipeline',
              reorderable: true,
              steps: [
                { id: 'fetch', title: 'Fetch', state: 'done', icon: 'download' },
                { id: 'review "it"', title: HOSTILE.rtl, subtitle: HOSTILE.quotes, state: 'active', selected: true },
                { id: 'ship', title: 'Ship', state: 'off', side: true },
              ],
              insertMenu: [{ value: 'lint', label: 'Lint' }, { value: HOSTILE.script, label: 'Script' }],
            },
            {
              type: 'tabs',
              id: 'files',
              value: 'a.ts',
              tabs: [
                { id: 'a.ts', label: 'a.ts', icon: 'file' },
                { id: 'b\nc.ts', label: HOSTILE.newlines, badge: '2', closable: true },
              ],
              addMenu: [{ value: 'new', label: 'New file' }],
              children: [
                { type: 'code', text: HOSTILE.template, language: 'ts', title: null },
                {
                  type: 'table',
                  id: 'runs',
                  columns: [{ label: 'Run', grow: 2 }, { label: 'Status', align: 'end' }],
                  rows: [
                    { id: 'r1', cells: ['#1', 'ok'], tone: 'success' },
                    { id: HOSTILE.separators, cells: ['#2', HOSTILE.controls], tone: 'error' },
                  ],
                  selected: 'r1',
                  empty: null,
                },
              ],
            },
          ],
        },
      },
      {
        name: 'Settings',
        tree: {
          type: 'popover',
          id: 'settings',
          title: HOSTILE.pythonish,
          children: [
            { type: 'card', id: 'tip', closable: true, title: 'Tip', tone: 'info', children: [{ type: 'callout', text: HOSTILE.backslashes, tone: 'warning' }] },
            { type: 'keyValue', items: [{ label: 'Branch', value: 'main', mono: true }, { label: 'Commit', value: HOSTILE.emoji, tone: 'info' }] },
            { type: 'row', children: [{ type: 'stat', label: 'Runs', value: '42', detail: '+3', tone: 'success' }, { type: 'progress', value: 0.25, label: 'Upload', tone: 'info' }] },
            { type: 'select', id: 'model', options: [{ value: 'fast', label: 'Fast' }, { value: 'deep', label: HOSTILE.tabs }], value: 'fast', placeholder: 'Pick one' },
            { type: 'checkbox', id: 'strict', label: 'Strict', description: HOSTILE.rtl, value: false },
            { type: 'button', id: 'more', label: 'More', menu: [{ value: 'export', label: 'Export' }, { value: '"quoted"', label: 'Quoted' }] },
            { type: 'input', id: 'prompt', rows: 4, mono: true, language: 'json', completions: [{ label: 'file', insert: '{{file}}', detail: 'the open file' }] },
            { type: 'list', id: 'tree', items: [{ id: 'src', title: 'src', depth: 0, tag: 'DIR', tagTone: 'info', selected: true }, { id: 'a', title: 'a.ts', depth: 1 }] },
          ],
        },
      },
    ],
    reactions: [
      { element: 'pipeline', event: 'select', actions: [{ do: 'showScreen', screen: 'Settings' }] },
      { element: 'pipeline', event: 'move', actions: [{ do: 'notify', message: HOSTILE.quotes, kind: 'info' }] },
      { element: 'pipeline', event: 'insert', value: HOSTILE.script, actions: [{ do: 'setBadge', text: '+1' }] },
      { element: 'files', event: 'change', actions: [{ do: 'injectPrompt', text: 'switched' }] },
      { element: 'files', event: 'close', value: 'b\nc.ts', actions: [{ do: 'notify', message: 'closed', kind: 'warning' }] },
      { element: 'files', event: 'add', actions: [{ do: 'setBadge', text: 'new' }] },
      { element: 'runs', event: 'select', actions: [{ do: 'injectPrompt', text: HOSTILE.rtl, target: 'ask' }] },
      { element: 'layout', event: 'resize', actions: [{ do: 'setBadge', text: 'px' }] },
      { element: 'settings', event: 'close', actions: [{ do: 'showScreen', screen: 'Board' }] },
      { element: 'tip', event: 'close', actions: [{ do: 'setBadge', text: '' }] },
      { element: 'model', event: 'change', value: 'deep', actions: [{ do: 'notify', message: 'deep', kind: 'success' }] },
      { element: 'strict', event: 'change', value: true, actions: [{ do: 'setBadge', text: '✓' }] },
      { element: 'more', event: 'select', value: '"quoted"', actions: [{ do: 'injectPrompt', text: HOSTILE.emoji }] },
      { element: 'more', event: 'click', actions: [] },
    ],
  };
}
