import { describe, expect, test } from 'vitest';
import { ancestorsOf, outlineRows, SUMMARY_MAX_CHARS, type OutlineRow } from './outline';

const none: ReadonlySet<string> = new Set();

const tree = {
  type: 'column',
  children: [
    { type: 'text', text: 'Hello' },
    {
      type: 'section',
      title: 'Settings',
      children: [
        { type: 'toggle', id: 'dark', label: 'Dark mode' },
        { type: 'row', children: [{ type: 'button', id: 'save', label: 'Save' }, { type: 'input', id: 'name' }] },
      ],
    },
    { type: 'list', id: 'files', items: [{ id: 'a', title: 'A' }] },
    { type: 'divider' },
  ],
};

const brief = (rows: readonly OutlineRow[]) => rows.map((row) => [row.pointer, row.depth, row.type] as const);

describe('outlineRows', () => {
  test('depth first, in document order, with depths', () => {
    expect(brief(outlineRows(tree, none))).toEqual([
      ['', 0, 'column'],
      ['/children/0', 1, 'text'],
      ['/children/1', 1, 'section'],
      ['/children/1/children/0', 2, 'toggle'],
      ['/children/1/children/1', 2, 'row'],
      ['/children/1/children/1/children/0', 3, 'button'],
      ['/children/1/children/1/children/1', 3, 'input'],
      ['/children/2', 1, 'list'],
      ['/children/3', 1, 'divider'],
    ]);
  });

  test('a full row: container flags, child counts and expansion', () => {
    const rows = outlineRows(tree, none);
    expect(rows[0]).toEqual({ pointer: '', depth: 0, type: 'column', id: undefined, summary: undefined, container: true, childCount: 4, expanded: true });
    expect(rows[2]).toEqual({ pointer: '/children/1', depth: 1, type: 'section', id: undefined, summary: 'Settings', container: true, childCount: 2, expanded: true });
    expect(rows[5]).toEqual({
      pointer: '/children/1/children/1/children/0',
      depth: 3,
      type: 'button',
      id: 'save',
      summary: 'Save',
      container: false,
      childCount: 0,
      expanded: true,
    });
    expect(rows.filter((row) => row.container).map((row) => row.pointer)).toEqual(['', '/children/1', '/children/1/children/1']);
  });

  test('ids only for interactive nodes, and only non-empty strings', () => {
    const rows = outlineRows(tree, none);
    expect(rows.map((row) => row.id)).toEqual([undefined, undefined, undefined, 'dark', undefined, 'save', 'name', 'files', undefined]);
    const odd = {
      type: 'column',
      id: 'not-interactive',
      children: [
        { type: 'text', text: 't', id: 'stray' },
        { type: 'button', id: '', label: 'B' },
        { type: 'button', id: 42, label: 'B' },
        { type: 'toggle', label: 'No id' },
      ],
    };
    expect(outlineRows(odd, none).map((row) => row.id)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  test('a summary is one line: past 200 characters it ends in an ellipsis, never in half an emoji', () => {
    const long = { type: 'column', children: [{ type: 'text', text: 'x'.repeat(1_000_000) }, { type: 'button', id: 'b', label: 'y'.repeat(199) + '🎉' }] };
    const [, text, button] = outlineRows(long, none);
    expect(text?.summary).toBe('x'.repeat(SUMMARY_MAX_CHARS) + '…');
    expect(button?.summary).toBe('y'.repeat(199) + '…');
  });

  test('the summary comes from text, then title, then label', () => {
    expect(outlineRows(tree, none).map((row) => row.summary)).toEqual([
      undefined,
      'Hello',
      'Settings',
      'Dark mode',
      undefined,
      'Save',
      undefined,
      undefined,
      undefined,
    ]);
    const precedence = {
      type: 'column',
      children: [
        { type: 'spinner', text: 'Loading', title: 'ignored', label: 'ignored' },
        { type: 'section', title: 'Title', label: 'ignored', children: [] },
        { type: 'text', text: '', title: 'fallback' },
        { type: 'badge', text: 7, label: 'from label' },
        { type: 'spinner' },
      ],
    };
    expect(outlineRows(precedence, none).map((row) => row.summary)).toEqual([undefined, 'Loading', 'Title', 'fallback', 'from label', undefined]);
  });

  test('collapsed containers keep their row but hide every descendant', () => {
    const rows = outlineRows(tree, new Set(['/children/1']));
    expect(rows.map((row) => row.pointer)).toEqual(['', '/children/0', '/children/1', '/children/2', '/children/3']);
    expect(rows[2]).toMatchObject({ pointer: '/children/1', expanded: false, childCount: 2, container: true });
    expect(rows.filter((row) => !row.expanded).map((row) => row.pointer)).toEqual(['/children/1']);

    const inner = outlineRows(tree, new Set(['/children/1/children/1']));
    expect(inner.map((row) => row.pointer)).toEqual(['', '/children/0', '/children/1', '/children/1/children/0', '/children/1/children/1', '/children/2', '/children/3']);

    const root = outlineRows(tree, new Set(['']));
    expect(root).toEqual([{ pointer: '', depth: 0, type: 'column', id: undefined, summary: undefined, container: true, childCount: 4, expanded: false }]);

    // a collapsed pointer that is not a container, or not in the tree, changes nothing
    expect(outlineRows(tree, new Set(['/children/0', '/children/9'])).map((row) => row.pointer)).toEqual(outlineRows(tree, none).map((row) => row.pointer));
  });

  test('values that are not nodes get a row with no type', () => {
    const messy = {
      type: 'row',
      children: [42, null, 'text', [{ type: 'text', text: 'in array' }], {}, { type: 'bogus', text: 'b', children: [{ type: 'text', text: 'hidden' }] }, { type: 'text', text: 'ok' }],
    };
    const rows = outlineRows(messy, none);
    expect(rows.map((row) => [row.pointer, row.type])).toEqual([
      ['', 'row'],
      ['/children/0', undefined],
      ['/children/1', undefined],
      ['/children/2', undefined],
      ['/children/3', undefined],
      ['/children/4', undefined],
      ['/children/5', undefined],
      ['/children/6', 'text'],
    ]);
    for (const row of rows.slice(1, 7)) expect(row).toMatchObject({ depth: 1, id: undefined, summary: undefined, container: false, childCount: 0, expanded: true });
  });

  test('a non-node root, and containers whose children are not an array', () => {
    expect(outlineRows(undefined, none)).toEqual([{ pointer: '', depth: 0, type: undefined, id: undefined, summary: undefined, container: false, childCount: 0, expanded: true }]);
    expect(outlineRows({ type: 'column', children: { 0: { type: 'text', text: 'x' } } }, none)).toEqual([
      { pointer: '', depth: 0, type: 'column', id: undefined, summary: undefined, container: true, childCount: 0, expanded: true },
    ]);
    expect(outlineRows({ type: 'section', title: 'S' }, none)).toEqual([
      { pointer: '', depth: 0, type: 'section', id: undefined, summary: 'S', container: true, childCount: 0, expanded: true },
    ]);
  });

  test('a leaf with children lists none of them', () => {
    const rows = outlineRows({ type: 'text', text: 'x', children: [{ type: 'divider' }] }, none);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'text', container: false, childCount: 0 });
  });

  test('a 5,000-deep column does not overflow the stack', () => {
    const depth = 5000;
    let node: unknown = { type: 'text', text: 'bottom' };
    for (let i = 0; i < depth; i++) node = { type: 'column', children: [node] };
    const rows = outlineRows(node, none);
    expect(rows).toHaveLength(depth + 1);
    expect(rows.every((row, i) => row.depth === i)).toBe(true);
    const last = rows[depth]!;
    expect(last).toMatchObject({ depth, type: 'text', summary: 'bottom' });
    expect(last.pointer).toBe('/children/0'.repeat(depth));
    // collapsing halfway cuts it there
    expect(outlineRows(node, new Set(['/children/0'.repeat(2500)]))).toHaveLength(2501);
  });

  test('a wide tree keeps sibling order', () => {
    const children = Array.from({ length: 300 }, (_, i) => ({ type: 'text', text: `t${i}` }));
    const rows = outlineRows({ type: 'column', children }, none);
    expect(rows.slice(1).map((row) => row.summary)).toEqual(children.map((child) => child.text));
    expect(rows[300]!.pointer).toBe('/children/299');
  });
});

describe("outline rows of today's containers", () => {
  test('children of tabs, grid, card and popover are rows of their own, and fold like a column', () => {
    const today = {
      type: 'column',
      children: [
        { type: 'tabs', id: 'views', tabs: [{ id: 'a', label: 'A' }], children: [{ type: 'table', id: 'runs', columns: [], rows: [] }] },
        { type: 'grid', widths: ['240px', '1'], children: [{ type: 'stat', label: 'Runs', value: '4' }, { type: 'card', title: null, children: [{ type: 'code', text: 'npm test' }] }] },
        { type: 'popover', id: 'settings', title: 'Settings', children: [{ type: 'checkbox', id: 'c', label: 'Check' }] },
        { type: 'card', id: 'bare' },
      ],
    };
    const rows = outlineRows(today, none);
    expect(rows.map((row) => [row.pointer, row.depth, row.type, row.container, row.childCount, row.id ?? '', row.summary ?? ''])).toEqual([
      ['', 0, 'column', true, 4, '', ''],
      ['/children/0', 1, 'tabs', true, 1, 'views', ''],
      ['/children/0/children/0', 2, 'table', false, 0, 'runs', ''],
      ['/children/1', 1, 'grid', true, 2, '', ''],
      ['/children/1/children/0', 2, 'stat', false, 0, '', 'Runs'],
      ['/children/1/children/1', 2, 'card', true, 1, '', ''],
      ['/children/1/children/1/children/0', 3, 'code', false, 0, '', 'npm test'],
      ['/children/2', 1, 'popover', true, 1, 'settings', 'Settings'],
      ['/children/2/children/0', 2, 'checkbox', false, 0, 'c', 'Check'],
      ['/children/3', 1, 'card', true, 0, 'bare', ''],
    ]);
    expect(brief(outlineRows(today, new Set(['/children/1'])))).toEqual([
      ['', 0, 'column'],
      ['/children/0', 1, 'tabs'],
      ['/children/0/children/0', 2, 'table'],
      ['/children/1', 1, 'grid'],
      ['/children/2', 1, 'popover'],
      ['/children/2/children/0', 2, 'checkbox'],
      ['/children/3', 1, 'card'],
    ]);
  });
});

describe('ancestorsOf', () => {
  test('every container on the way, outermost first', () => {
    expect(ancestorsOf('/children/1/children/0/children/2')).toEqual(['', '/children/1', '/children/1/children/0']);
    expect(ancestorsOf('/children/12')).toEqual(['']);
  });

  test('the root has none', () => {
    expect(ancestorsOf('')).toEqual([]);
  });

  test('a list row or choice option: the containers above its node', () => {
    expect(ancestorsOf('/children/2/items/0')).toEqual(['']);
    expect(ancestorsOf('/children/1/children/3/items/0/actions/1')).toEqual(['', '/children/1']);
    expect(ancestorsOf('/children/0/options/4')).toEqual(['']);
  });

  test('the ancestors are the parents of the rows revealed by expanding them', () => {
    const pointer = '/children/1/children/1/children/1';
    const collapsed = new Set(ancestorsOf(pointer));
    expect(outlineRows(tree, collapsed).map((row) => row.pointer)).not.toContain(pointer);
    expect(outlineRows(tree, new Set()).map((row) => row.pointer)).toContain(pointer);
    // every ancestor is itself a row, and a container
    const rows = new Map(outlineRows(tree, none).map((row) => [row.pointer, row]));
    for (const ancestor of collapsed) expect(rows.get(ancestor)?.container, ancestor).toBe(true);
  });
});

describe('outline rows across edits', () => {
  const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  test('a tree sharing subtrees with the last one gives the rows a fresh tree gives, reusing the unchanged rows', () => {
    const before = clone(tree);
    const first = outlineRows(before, none);
    // one text changed: its row is new, a sibling's row is the same object as before
    const edited = { ...before, children: [{ ...before.children[0]!, text: 'Changed' }, ...before.children.slice(1)] };
    const rows = outlineRows(edited, none);
    expect(rows).toEqual(outlineRows(clone(edited), none));
    expect(rows.find((row) => row.pointer === '/children/0')?.summary).toBe('Changed');
    expect(rows.find((row) => row.pointer === '/children/3')).toBe(first.find((row) => row.pointer === '/children/3'));
    // a node inserted in front: every later sibling moves, its rows must name the new places
    const inserted = { ...edited, children: [{ type: 'divider' }, ...edited.children] };
    expect(outlineRows(inserted, none)).toEqual(outlineRows(clone(inserted), none));
    // folding changes the rows even for the same objects
    expect(outlineRows(edited, new Set(['/children/1']))).toEqual(outlineRows(clone(edited), new Set(['/children/1'])));
  });
});

describe('a graph in the outline', () => {
  const graph = {
    type: 'column',
    children: [
      {
        type: 'graph',
        id: 'flow',
        nodes: [
          { id: 'fetch', title: 'Fetch' },
          { id: 'review', title: 'Review', children: [{ type: 'text', text: 'Notes' }, { type: 'button', id: 'go', label: 'Go' }] },
        ],
      },
    ],
  };

  test('its node cards are rows under it, and the nodes inside a card rows under the card', () => {
    const rows = outlineRows(graph, none);
    expect(brief(rows)).toEqual([
      ['', 0, 'column'],
      ['/children/0', 1, 'graph'],
      ['/children/0/nodes/0', 2, 'graph node'],
      ['/children/0/nodes/1', 2, 'graph node'],
      ['/children/0/nodes/1/children/0', 3, 'text'],
      ['/children/0/nodes/1/children/1', 3, 'button'],
    ]);
    expect(rows[1]).toMatchObject({ container: true, childCount: 2 });
    expect(rows[3]).toMatchObject({ id: 'review', summary: 'Review', card: true, container: true, childCount: 2 });
    expect(rows[2]).toMatchObject({ card: true, container: false });
  });

  test('folding a graph or a card hides what is below it; revealing a card child unfolds both', () => {
    expect(brief(outlineRows(graph, new Set(['/children/0/nodes/1']))).map(([pointer]) => pointer)).toEqual(['', '/children/0', '/children/0/nodes/0', '/children/0/nodes/1']);
    expect(outlineRows(graph, new Set(['/children/0']))).toHaveLength(2);
    expect(ancestorsOf('/children/0/nodes/1/children/0')).toEqual(['', '/children/0', '/children/0/nodes/1']);
  });
});
