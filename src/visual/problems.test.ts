import { describe, expect, test } from 'vitest';
import { analyze } from '../document';
import { errorsByNode, problemsByPointer } from './problems';

describe('problems by pointer', () => {
  test('issues land on the pointer inside the tree, also when the tree is wrapped in a message', () => {
    const tree = { type: 'row', children: [{ type: 'button', id: '', label: 'Go' }, { type: 'text', text: 'x', style: 'loud' }] };
    const bare = analyze(JSON.stringify(tree));
    const wrapped = analyze(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } }));
    for (const analysis of [bare, wrapped]) {
      const problems = problemsByPointer(analysis.issues, analysis.treePath);
      expect(problems.get('/children/0/id')?.join(' ')).toMatch(/the id is empty/i);
      expect(problems.get('/children/1/style')?.join(' ')).toMatch(/loud/);
      expect([...problems.keys()].sort()).toEqual(['/children/0/id', '/children/1/style']);
    }
  });

  test('issues outside the tree are left out', () => {
    const analysis = analyze(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: { type: 'divider' } }, extra: 1 }));
    expect(analysis.issues.map((issue) => issue.path)).toEqual([['extra']]);
    expect(problemsByPointer(analysis.issues, analysis.treePath).size).toBe(0);
  });
});

describe('errors by node', () => {
  test('each node with an error gets its first message; warnings and hints do not count', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'list', id: 'l', items: [{ id: 'i', title: 'x', tone: 'purple' }] },
        { type: 'button', id: '', label: 'B', icon: 'no-such-icon' },
        { type: 'row', children: [] },
      ],
    };
    const analysis = analyze(JSON.stringify({ tree }));
    const errors = errorsByNode(analysis.issues, analysis.treePath);
    expect([...errors.keys()]).toEqual(['/children/0']);
    expect(errors.get('/children/0')).toMatch(/"tone" must be one of/);
    expect(analysis.issues.filter((issue) => issue.severity === 'warning').map((issue) => issue.code)).toEqual(['empty-id', 'unknown-icon']);
  });

  test("Agentty's limits land on a node: nesting on the first node too deep, the element count on the biggest contributor", () => {
    let deep: Record<string, unknown> = { type: 'text', text: 'deep' };
    for (let i = 0; i < 13; i++) deep = { type: 'column', children: [deep] };
    const items = Array.from({ length: 2_000 }, (_, i) => ({ id: `r${i}`, title: 'Row' }));
    const tree = { type: 'column', children: [deep, { type: 'list', id: 'big', items }] };
    const analysis = analyze(JSON.stringify({ tree }));
    const errors = errorsByNode(analysis.issues, analysis.treePath);
    expect([...errors.keys()]).toEqual([`/children/0${'/children/0'.repeat(12)}`, '/children/1']);
    expect(errors.get('/children/1')).toMatch(/^UI tree has more than 2000 elements: 2,016 \(2,000 list items, 16 nodes\)/);
  });
});
