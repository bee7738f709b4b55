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
