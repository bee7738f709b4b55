import { describe, expect, test } from 'vitest';
import { shareStructure } from './share';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const panel = () => ({
  type: 'column',
  gap: 'small',
  children: [
    { type: 'text', text: 'Title', style: 'title' },
    { type: 'list', id: 'files', items: [{ id: 'a', title: 'A', actions: [{ id: 'open' }] }, { id: 'b', title: 'B' }] },
    { type: 'row', children: [{ type: 'button', id: 'ok', label: 'OK' }, { type: 'button', id: 'no', label: 'No' }] },
  ],
});
type Panel = ReturnType<typeof panel>;
type List = { items: { id: string; title: string; actions?: unknown[] }[] };
type Row = { children: { label: string }[] };

describe('shareStructure', () => {
  test('a deep-equal tree comes back as the previous object itself', () => {
    const prev = panel();
    expect(shareStructure(prev, clone(prev))).toBe(prev);
  });

  test('a change keeps every unchanged subtree and renews only the objects on the changed path', () => {
    const prev = panel();
    const next = clone(prev);
    (next.children[2] as Row).children[1]!.label = 'Cancel';
    const shared = shareStructure(prev, next) as Panel;

    expect(shared).not.toBe(prev);
    expect(shared).toEqual(next);
    // on the path: new objects
    expect(shared.children).not.toBe(prev.children);
    expect(shared.children[2]).not.toBe(prev.children[2]);
    expect((shared.children[2] as Row).children).not.toBe((prev.children[2] as Row).children);
    expect((shared.children[2] as Row).children[1]).not.toBe((prev.children[2] as Row).children[1]);
    // off the path: the previous objects
    expect(shared.children[0]).toBe(prev.children[0]);
    expect(shared.children[1]).toBe(prev.children[1]);
    expect((shared.children[2] as Row).children[0]).toBe((prev.children[2] as Row).children[0]);
  });

  test('a change deep in a list item keeps the sibling items and the other nodes', () => {
    const prev = panel();
    const next = clone(prev);
    (next.children[1] as List).items[0]!.title = 'A2';
    const shared = shareStructure(prev, next) as Panel;
    const [prevList, sharedList] = [prev.children[1] as List, shared.children[1] as List];
    expect(sharedList.items[0]).not.toBe(prevList.items[0]);
    expect(sharedList.items[0]!.actions).toBe(prevList.items[0]!.actions);
    expect(sharedList.items[1]).toBe(prevList.items[1]);
    expect(shared.children[2]).toBe(prev.children[2]);
  });

  test('an added key is a change', () => {
    const prev = panel();
    const next = clone(prev);
    (next.children[0] as Record<string, unknown>).extra = true;
    const shared = shareStructure(prev, next) as Panel;
    expect(shared.children[0]).not.toBe(prev.children[0]);
    expect(shared.children[0]).toEqual({ type: 'text', text: 'Title', style: 'title', extra: true });
    expect(shared.children[1]).toBe(prev.children[1]);
  });

  test('a removed key is a change', () => {
    const prev = panel();
    const next = clone(prev);
    delete (next.children[0] as Record<string, unknown>).style;
    const shared = shareStructure(prev, next) as Panel;
    expect(shared.children[0]).not.toBe(prev.children[0]);
    expect(shared.children[0]).toEqual({ type: 'text', text: 'Title' });
  });

  test('a renamed key with the same value and the same key count is a change', () => {
    const prev = { type: 'text', text: 'x', style: 'code' };
    const next = { type: 'text', text: 'x', stile: 'code' };
    const shared = shareStructure(prev, next);
    expect(shared).not.toBe(prev);
    expect(shared).toEqual(next);
  });

  test('a key swapped for a new key holding undefined is a change', () => {
    const prev: Record<string, unknown> = { a: 1 };
    const next: Record<string, unknown> = { b: undefined };
    expect(shareStructure(prev, next)).not.toBe(prev);
  });

  test('arrays that grow or shrink are changes, and their common items are kept', () => {
    const prev = panel();
    const longer = clone(prev);
    longer.children.push({ type: 'text', text: 'More', style: 'body' });
    const grown = shareStructure(prev, longer) as Panel;
    expect(grown.children).not.toBe(prev.children);
    expect(grown.children).toHaveLength(4);
    expect(grown.children[0]).toBe(prev.children[0]);
    expect(grown.children[2]).toBe(prev.children[2]);
    expect(grown.children[3]).toBe(longer.children[3]);

    const shorter = clone(prev);
    shorter.children.pop();
    const shrunk = shareStructure(prev, shorter) as Panel;
    expect(shrunk.children).not.toBe(prev.children);
    expect(shrunk.children).toHaveLength(2);
    expect(shrunk.children[0]).toBe(prev.children[0]);
    expect(shrunk.children[1]).toBe(prev.children[1]);
  });

  test('an array that becomes empty is a change', () => {
    const prev = { type: 'row', children: [{ type: 'divider' }] };
    const shared = shareStructure(prev, { type: 'row', children: [] });
    expect(shared).not.toBe(prev);
    expect(shared.children).toEqual([]);
  });

  test('an inserted item shifts the later items, which are compared by position', () => {
    const prev = [{ id: 'a' }, { id: 'b' }];
    const shared = shareStructure(prev, [{ id: 'a' }, { id: 'new' }, { id: 'b' }]);
    expect(shared[0]).toBe(prev[0]);
    expect(shared[1]).toEqual({ id: 'new' });
    expect(shared[2]).toEqual({ id: 'b' });
  });

  test('an object that becomes an array, or a scalar, is replaced', () => {
    const prev = { children: { a: 1 } };
    const toArray = shareStructure(prev, { children: [1] });
    expect(toArray).toEqual({ children: [1] });
    expect(Array.isArray(toArray.children)).toBe(true);
    expect(shareStructure({ a: 1 }, null)).toBeNull();
    expect(shareStructure([1], 'x')).toBe('x');
    expect(shareStructure(undefined, { a: 1 })).toEqual({ a: 1 });
  });

  test('scalars are compared by value', () => {
    expect(shareStructure(1, 1)).toBe(1);
    expect(shareStructure('1', 1)).toBe(1);
    expect(shareStructure(true, false)).toBe(false);
  });

  test('a "__proto__" key from JSON is an ordinary key: it is compared and never becomes a prototype', () => {
    const prev = JSON.parse('{"type":"text","text":"a","b":{}}') as Record<string, unknown>;
    const next = JSON.parse('{"type":"text","text":"a","__proto__":{}}') as Record<string, unknown>;
    const shared = shareStructure(prev, next);
    expect(shared).not.toBe(prev);
    expect(Object.keys(shared)).toEqual(['type', 'text', '__proto__']);

    const polluting = JSON.parse('{"type":"text","text":"b","__proto__":{"style":"code"}}') as Record<string, unknown>;
    const merged = shareStructure(prev, polluting);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged.style).toBeUndefined();
    expect(Object.keys(merged)).toEqual(['type', 'text', '__proto__']);

    // and an unchanged "__proto__" key is shared like any other
    const again = JSON.parse('{"type":"text","text":"b","__proto__":{"style":"code"}}') as Record<string, unknown>;
    expect(shareStructure(polluting, again)).toBe(polluting);
  });
});
