import { describe, expect, test } from 'vitest';
import { analyze } from '../document';
import { ACTION_KINDS, analyzeReactions } from '../events/reactions';
import { designProblems, type Design, type Reaction } from '../export/design';
import { nodeTypes, specOf, type PanelNode } from '../schema';
import { parseDesignDocument, serializeDocument } from '../share/document';
import { decodeShareLink, encodeShareLink } from '../share/link';
import { gallery, starterById } from './index';

function typesIn(node: unknown, into = new Set<string>()): Set<string> {
  if (node === null || typeof node !== 'object') return into;
  if (!Array.isArray(node) && typeof (node as { type?: unknown }).type === 'string') into.add((node as { type: string }).type);
  for (const value of Object.values(node)) typesIn(value, into);
  return into;
}

test('there are at least eight starters, each with a unique id, a title and a one-line description', () => {
  expect(gallery.length).toBeGreaterThanOrEqual(8);
  expect(new Set(gallery.map((starter) => starter.id)).size).toBe(gallery.length);
  for (const starter of gallery) {
    expect(starter.title.trim()).not.toBe('');
    expect(starter.description).toMatch(/^[^\n]{10,140}$/);
    expect(starterById(starter.id)).toBe(starter);
  }
});

const panelStarters = gallery.filter((starter) => starter.doc.kind === 'panel');

describe.each(panelStarters.map((starter) => [starter.id, starter] as const))('starter %s', (_, starter) => {
  const { doc } = starter;
  const screens = doc.screens.map((screen) => ({ name: screen.name, tree: JSON.parse(screen.text) as PanelNode }));

  test('is a valid design document', () => {
    // as a .json file holds it: the files' bytes in base64
    expect(parseDesignDocument(JSON.parse(serializeDocument(doc)))).toEqual({ ok: true, doc });
  });

  test.each(doc.screens.map((screen) => [screen.name, screen.text] as const))('screen %s has no errors and no warnings', (_, text) => {
    const problems = analyze(text).issues.filter((issue) => issue.severity !== 'info');
    expect(problems.map((issue) => issue.message)).toEqual([]);
  });

  test('its reactions name elements, events and screens that exist, with no warnings', () => {
    const analysis = analyzeReactions(doc.reactions, screens);
    expect(analysis.issues.map((issue) => issue.message)).toEqual([]);
    const design: Design = { name: doc.name, screens, reactions: JSON.parse(doc.reactions) as Reaction[] };
    expect(designProblems(design)).toEqual([]);
  });

  test('its context is a JSON object', () => {
    expect(JSON.parse(doc.context)).toBeTypeOf('object');
  });

  test('a share link brings it back exactly', () => {
    expect(decodeShareLink(encodeShareLink(doc))).toEqual({ ok: true, doc });
  });
});

test("today's tour shows every node type; the first tour shows every type of the wire spec (API 1)", () => {
  const today = starterById('today')!;
  expect([...typesIn(JSON.parse(today.doc.screens[0]!.text))].sort()).toEqual([...nodeTypes].sort());
  const tour = starterById('tour')!;
  const wireSpec = nodeTypes.filter((type) => specOf(type).since === 1 && type !== 'flow' && type !== 'popover');
  expect(wireSpec).toHaveLength(12);
  expect([...typesIn(JSON.parse(tour.doc.screens[0]!.text))].sort()).toEqual([...wireSpec].sort());
});

describe("today's tour", () => {
  const { doc } = starterById('today')!;
  const tree = JSON.parse(doc.screens[0]!.text) as PanelNode;
  const nodes = (node: unknown, depth = 0, into: { node: Record<string, unknown>; depth: number }[] = []) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return into;
    const record = node as Record<string, unknown>;
    into.push({ node: record, depth });
    if (Array.isArray(record.children)) for (const child of record.children) nodes(child, depth + 1, into);
    return into;
  };
  const all = nodes(tree);

  test('stays well inside Agentty\'s limits: 2,000 elements and 12 levels', () => {
    // elements counted as Agentty counts them: nodes, and every entry of their lists
    const entries = (record: Record<string, unknown>) =>
      ['items', 'options', 'steps', 'insertMenu', 'tabs', 'addMenu', 'columns', 'menu', 'completions'].reduce((sum, key) => {
        const list = record[key];
        if (!Array.isArray(list)) return sum;
        const actions = list.reduce((count: number, entry: { actions?: unknown[] }) => count + (Array.isArray(entry?.actions) ? entry.actions.length : 0), 0);
        return sum + list.length + actions;
      }, 0) + (Array.isArray(record.rows) ? record.rows.reduce((count: number, row: { cells?: unknown[] }) => count + 1 + (row.cells?.length ?? 0), 0) : 0);
    const count = all.reduce((sum, { node }) => sum + 1 + entries(node), 0);
    expect(count).toBeLessThan(2_000);
    expect(Math.max(...all.map(({ depth }) => depth))).toBeLessThanOrEqual(12);
  });

  test('every element is named by its type: in its own text, or in the text just before it', () => {
    const firstOption = (node: Record<string, unknown>) => (Array.isArray(node.options) ? (node.options[0] as { label?: unknown } | undefined)?.label : undefined);
    const named = (node: Record<string, unknown>, type: string) =>
      [node.title, node.label, node.text, node.placeholder, firstOption(node)].some((value) => typeof value === 'string' && value.includes(type));
    const unnamed: string[] = [];
    for (const { node } of all) {
      const type = node.type as string;
      if (named(node, type)) continue;
      const parent = all.find(({ node: candidate }) => Array.isArray(candidate.children) && candidate.children.includes(node))?.node;
      const siblings = parent?.children as Record<string, unknown>[] | undefined;
      const index = siblings?.indexOf(node) ?? -1;
      const before = index > 0 ? siblings![index - 1] : undefined;
      // the first of a row of like elements is named for them all
      const firstOfKind = siblings?.find((sibling) => sibling.type === type);
      if (before?.type === 'text' && typeof before.text === 'string' && before.text.includes(type)) continue;
      if (firstOfKind && firstOfKind !== node && named(firstOfKind, type)) continue;
      // a section titled for the one element of its kind inside it
      if (parent && firstOfKind === node && typeof parent.title === 'string' && parent.title.includes(type)) continue;
      if (type === 'column' || type === 'row' || type === 'divider' || (type === 'text' && node.style !== undefined)) continue;
      unnamed.push(`${type}: ${JSON.stringify(node).slice(0, 60)}`);
    }
    expect(unnamed).toEqual([]);
  });

  test('shows what the brief asks of it', () => {
    const find = (type: string) => all.filter(({ node }) => node.type === type).map(({ node }) => node);
    const [tabs] = find('tabs');
    expect(tabs!.tabs).toHaveLength(2);
    const [table] = find('table') as { selected?: string; rows: { id: string; tone?: string }[] }[];
    expect(table!.rows.map((row) => row.id)).toContain(table!.selected);
    expect(table!.rows.some((row) => row.tone !== undefined && row.id !== table!.selected)).toBe(true);
    const [flow] = find('flow') as { steps: { state?: string; side?: boolean }[] }[];
    expect(new Set(flow!.steps.map((step) => step.state ?? 'on'))).toEqual(new Set(['off', 'on', 'active', 'done', 'error']));
    expect(flow!.steps.some((step) => step.side)).toBe(true);
    expect(find('grid').map((grid) => grid.widths)).toContainEqual(['240px', '1']);
    expect(find('grid').some((grid) => (grid.children as { type: string }[]).every((child) => child.type === 'stat'))).toBe(true);
    expect(new Set(find('callout').map((callout) => callout.tone ?? 'info')).size).toBeGreaterThanOrEqual(3);
    expect(find('checkbox').some((checkbox) => typeof checkbox.description === 'string')).toBe(true);
    expect(find('code').some((code) => typeof code.language === 'string')).toBe(true);
    expect(find('card').some((card) => card.closable === true && typeof card.id === 'string')).toBe(true);
    expect(find('button').some((button) => Array.isArray(button.menu) && button.menu.length > 0)).toBe(true);
    expect(find('input').some((input) => Array.isArray(input.completions) && typeof input.rows === 'number' && input.rows > 1)).toBe(true);
    const items = find('list').flatMap((list) => list.items as Record<string, unknown>[]);
    for (const key of ['depth', 'tag', 'selected']) expect(items.some((item) => item[key] !== undefined), key).toBe(true);
  });
});

test('the gallery as a whole uses every kind of reaction action and a list select that changes screens', () => {
  const reactions = gallery.flatMap((starter) => JSON.parse(starter.doc.reactions) as Reaction[]);
  expect(new Set(reactions.flatMap((reaction) => reaction.actions.map((action) => action.do)))).toEqual(new Set(ACTION_KINDS));
  expect(reactions.some((reaction) => reaction.event === 'select' && reaction.actions.some((action) => action.do === 'showScreen'))).toBe(true);
  expect(gallery.some((starter) => starter.doc.screens.length > 1)).toBe(true);
});

test('the starters cannot be changed by whoever opens one', () => {
  const doc = gallery[0]!.doc;
  expect(() => {
    doc.screens[0]!.text = 'changed';
  }).toThrow();
});

test('the Agent Bridge starter is a valid bridge design with no problems, and travels by link', () => {
  const { doc } = starterById('slack-plugin')!;
  expect(doc.kind).toBe('bridge');
  expect(parseDesignDocument(doc)).toEqual({ ok: true, doc });
  expect(analyze(doc.screens[0]!.text, 'bridge').issues).toEqual([]);
  expect(decodeShareLink(encodeShareLink(doc))).toEqual({ ok: true, doc });
});
