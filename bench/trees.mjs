// Realistic trees of a given node count: sections of rows, texts, buttons and lists.
export function treeOfSize(nodes) {
  const children = [];
  let count = 1;
  let section = 0;
  while (count < nodes) {
    const kids = [];
    count++; // the section
    for (let i = 0; i < 8 && count < nodes; i++, count++) {
      const n = section * 8 + i;
      kids.push(
        i % 4 === 0
          ? { type: 'button', id: `b${n}`, label: `Button ${n}`, variant: 'secondary' }
          : i % 4 === 1
            ? { type: 'list', id: `l${n}`, items: [{ id: 'a', title: `Item ${n}`, subtitle: 'sub', icon: 'file', tone: 'info' }] }
            : { type: 'text', text: `Text number ${n}`, style: 'body' },
      );
    }
    children.push({ type: 'section', title: `Section ${section++}`, children: kids });
  }
  return { type: 'column', gap: 'medium', children };
}

// A design of today's elements, about `elements` of them as Agentty counts (nodes, table columns, rows and
// cells, tabs, flow steps, keyValue items): tabs of grids holding tables, flows, keyValues, stats and cards.
export function todayTree(elements) {
  // grid, text, table, 3 columns, 8 × (row + 3 cells), flow, 4 steps, keyValue, 2 items, card, stat, progress
  const perGroup = 1 + 1 + 1 + 3 + 32 + 1 + 4 + 1 + 2 + 1 + 1 + 1;
  let count = 3; // the column, its text and the tabs
  const groups = [];
  for (let g = 0; count + perGroup <= elements; g++) {
    const rows = Array.from({ length: 8 }, (_, r) => ({ id: `r${g}-${r}`, cells: [`job ${g}.${r}`, 'main', `${r}m`], tone: r % 3 ? 'neutral' : 'success' }));
    const grid = {
      type: 'grid',
      widths: ['240px', '1'],
      children: [
        { type: 'text', text: `Text number ${g}`, style: 'muted' },
        { type: 'table', id: `t${g}`, columns: [{ label: 'Job', grow: 2 }, { label: 'Branch' }, { label: 'Time', align: 'end' }], rows, selected: `r${g}-0` },
        { type: 'flow', id: `f${g}`, steps: ['done', 'active', 'on', 'off'].map((state, s) => ({ id: `s${g}-${s}`, title: `Step ${s}`, state })) },
        { type: 'keyValue', items: [{ label: 'Branch', value: 'main', mono: true }, { label: 'Status', value: 'ok', tone: 'success' }] },
        { type: 'card', title: `Card ${g}`, children: [{ type: 'stat', label: 'Runs', value: String(g) }, { type: 'progress', value: 0.5 }] },
      ],
    };
    count += perGroup;
    groups.push(grid);
  }
  return {
    type: 'column',
    children: [
      { type: 'text', text: 'Today\'s elements', style: 'title' },
      { type: 'tabs', id: 'tabs', tabs: [{ id: 'all', label: 'All' }, { id: 'none', label: 'None' }], value: 'all', children: groups },
      // fills up to `elements` exactly
      ...Array.from({ length: Math.max(0, elements - count - 2) }, (_, i) => ({ type: 'badge', text: `b${i}` })),
    ],
  };
}
