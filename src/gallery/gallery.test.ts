import { describe, expect, test } from 'vitest';
import { analyze } from '../document';
import { analyzeReactions } from '../events/reactions';
import { designProblems, type Design, type Reaction } from '../export/design';
import { nodeTypes, type PanelNode } from '../schema';
import { parseDesignDocument } from '../share/document';
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
    expect(parseDesignDocument(doc)).toEqual({ ok: true, doc });
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

test('the tour shows every node type', () => {
  const tour = starterById('tour')!;
  expect([...typesIn(JSON.parse(tour.doc.screens[0]!.text))].sort()).toEqual([...nodeTypes].sort());
});

test('the gallery as a whole uses every kind of reaction action and a list select that changes screens', () => {
  const reactions = gallery.flatMap((starter) => JSON.parse(starter.doc.reactions) as Reaction[]);
  expect(new Set(reactions.flatMap((reaction) => reaction.actions.map((action) => action.do)))).toEqual(new Set(['showScreen', 'notify', 'setBadge', 'injectPrompt']));
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
