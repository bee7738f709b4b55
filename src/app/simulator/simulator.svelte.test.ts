import { describe, expect, test } from 'vitest';
import type { LooseNode } from '../../preview/coerce';
import { analyzeReactions, type ScreenInput } from '../../events/reactions';
import type { TreeChange } from '../../visual/tree-edit';
import { Simulator, type SimulatedDocument } from './simulator.svelte';

const tree = {
  type: 'column',
  children: [
    { type: 'tabs', id: 'pages', tabs: [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two', closable: true }], value: 'one', children: [] },
    { type: 'select', id: 'method', options: [{ value: 'GET', label: 'GET' }, { value: 'POST', label: 'POST' }], value: 'GET' },
    { type: 'checkbox', id: 'agree', label: 'Agree', value: false },
    { type: 'table', id: 'runs', columns: [{ label: 'Run' }], rows: [{ id: 'r1', cells: ['#1'] }, { id: 'r2', cells: ['#2'] }] },
    { type: 'button', id: 'new', label: 'New', menu: [{ value: 'file', label: 'File' }] },
    { type: 'stat', label: 'Runs', value: '3' },
  ],
};

function setup(reactionsText = '[]') {
  const screens: ScreenInput[] = [
    { name: 'Main', tree },
    { name: 'Second', tree: { type: 'text', text: 'Second' } },
  ];
  const edits: TreeChange[][] = [];
  const shown: string[] = [];
  const document: SimulatedDocument = {
    previewTree: tree,
    api: 6,
    reactions: analyzeReactions(reactionsText, screens),
    screenInputs: screens,
    showScreen: (name) => shown.push(name),
    contextText: '{}',
    stale: false,
    applyEdit: (changes) => (edits.push([...changes]), true),
  };
  return { simulator: new Simulator(document), edits, shown };
}

const node = (i: number) => tree.children[i] as unknown as LooseNode & { readonly id?: unknown; readonly value?: unknown };

describe("the simulator and today's elements", () => {
  test('write state into tree copies the picked tab, the picked option and the tick into `value`', () => {
    const { simulator, edits } = setup();
    simulator.widgets.at('/children/0').set(node(0), 'two');
    simulator.widgets.at('/children/1').set(node(1), 'POST');
    simulator.widgets.at('/children/2').set(node(2), true);
    simulator.writeStateIntoTree();
    expect(edits).toEqual([
      [
        { pointer: '/children/0/value', value: 'two' },
        { pointer: '/children/1/value', value: 'POST' },
        { pointer: '/children/2/value', value: true },
      ],
    ]);
    expect(simulator.notice).toEqual({ text: 'Wrote 3 widget values into the tree (Ctrl+Z undoes it).', blocked: false });
  });

  test('a state held for a node that takes no value is not written', () => {
    const { simulator, edits } = setup();
    simulator.widgets.at('/children/5').set(node(5), 'x');
    simulator.writeStateIntoTree();
    expect(edits).toEqual([]);
    expect(simulator.notice?.text).toBe('No widget state to write: type, toggle, tick, choose or pick a tab in the preview first.');
  });

  test('events are logged as exact lines, refused ones explained, and the element filter lists the new elements', () => {
    const { simulator } = setup();
    simulator.emit(node(0), '/children/0', 'change', { value: 'two' });
    simulator.emit(node(3), '/children/3', 'select', { item: 'r2' });
    simulator.emit(node(4), '/children/4', 'click', {});
    expect(simulator.notice).toEqual({ text: 'Not sent: The button `new` has a menu: picking an entry sends `select`, never `click`.', blocked: true });
    simulator.emit(node(1), '/children/1', 'change', { value: 'POST' });
    expect(simulator.entries.map((entry) => entry.line)).toEqual([
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"pages","event":"change","value":"two","context":{}}}',
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"runs","event":"select","item":"r2","context":{}}}',
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"method","event":"change","value":"POST","context":{}}}',
    ]);
    expect(simulator.elements).toEqual(['pages', 'runs', 'method']);
    simulator.elementFilter = 'runs';
    expect(simulator.shown.map((entry) => entry.element)).toEqual(['runs']);
  });

  test('pointing at a log line highlights the tab, the row or the option it names', () => {
    const { simulator } = setup();
    simulator.emit(node(0), '/children/0', 'close', { value: 'two' });
    simulator.emit(node(3), '/children/3', 'select', { item: 'r2' });
    simulator.emit(node(1), '/children/1', 'change', { value: 'POST' });
    const [close, select, change] = simulator.entries;
    simulator.highlightEntry(close);
    expect(simulator.highlight.current).toBe('/children/0/tabs/1');
    simulator.highlightEntry(select);
    expect(simulator.highlight.current).toBe('/children/3/rows/1');
    simulator.highlightEntry(change);
    expect(simulator.highlight.current).toBe('/children/1/options/1');
    simulator.highlightEntry(undefined);
    expect(simulator.highlight.current).toBeUndefined();
  });

  test('a reaction on tabs `change` runs: it shows the screen and logs the plugin’s ui/setPanel', () => {
    const { simulator, shown } = setup('[{ "element": "pages", "event": "change", "value": "two", "actions": [{ "do": "showScreen", "screen": "Second" }] }]');
    simulator.emit(node(0), '/children/0', 'change', { value: 'one' });
    expect(shown).toEqual([]);
    simulator.emit(node(0), '/children/0', 'change', { value: 'two' });
    expect(shown).toEqual(['Second']);
    expect(simulator.entries.at(-1)?.line).toBe('{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"text","text":"Second"}}}');
  });
});
