import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseDocument } from './analyze';
import { canEditInsideString, editInsideString, indexDocument, replaceAt } from './incremental';
import type { TextChange } from './string-values';

const panel = {
  type: 'column',
  children: [
    { type: 'text', text: 'Hello "world" \\ \n </script> 👋🏽 שלום', style: 'title' },
    { type: 'list', id: 'files', items: [{ id: 'a', title: 'A', subtitle: '' }, { id: 'b', title: 'B' }] },
    { type: 'row', children: [{ type: 'button', id: 'ok', label: 'OK' }, { type: 'choice', id: 'c', value: 2, options: [{ label: 'Two', value: 2 }] }] },
  ],
};

const apply = (text: string, change: TextChange) => text.slice(0, change.offset) + change.text + text.slice(change.offset + change.length);

/** Applies an edit through the index, checking the result against a full parse of the new text. */
function edited(text: string, change: TextChange) {
  const doc = parseDocument(text);
  const indexed = indexDocument(doc);
  if (!indexed) throw new Error('not indexed');
  const next = apply(text, change);
  return { result: editInsideString(indexed, next, change), full: parseDocument(next), indexed, before: doc };
}

describe('editing inside a string value without parsing', () => {
  test('typing in a string changes that value and shares every other subtree', () => {
    const text = JSON.stringify(panel, null, 2);
    const at = text.indexOf('"OK"') + 3;
    const { result, full, before } = edited(text, { offset: at, length: 0, text: ' then' });
    expect(result?.tree).toEqual(full.tree);
    const tree = result!.tree as typeof panel;
    const old = before.tree as typeof panel;
    expect(tree.children[0]).toBe(old.children[0]);
    expect(tree.children[1]).toBe(old.children[1]);
    expect(tree.children[2]).not.toBe(old.children[2]);
    expect(result!.text).toBe(apply(text, { offset: at, length: 0, text: ' then' }));
  });

  test('an escape, emoji, right-to-left text and </script> are decoded as JSON reads them', () => {
    const text = JSON.stringify(panel);
    const at = text.indexOf('Hello') + 5;
    for (const typed of ['\\n', '\\"', '\\u00e9', '🙂', 'مرحبا', '</script>', '\\\\']) {
      const { result, full } = edited(text, { offset: at, length: 0, text: typed });
      expect(result?.tree, typed).toEqual(full.tree);
    }
  });

  test('an edit that would leave the text invalid or change a quote needs a full parse', () => {
    const text = JSON.stringify(panel);
    const inside = text.indexOf('"OK"') + 2;
    // a quote, a lone backslash, a raw newline inside the string
    for (const typed of ['"', '\\', '\n']) expect(edited(text, { offset: inside, length: 0, text: typed }).result, JSON.stringify(typed)).toBeUndefined();
    // the quotes themselves, and a range running out of the string
    expect(edited(text, { offset: inside - 2, length: 1, text: '' }).result).toBeUndefined();
    expect(edited(text, { offset: inside, length: 2, text: '' }).result).toBeUndefined();
    // a number, the space between tokens
    expect(edited(text, { offset: text.indexOf('"value":2') + 8, length: 0, text: '3' }).result).toBeUndefined();
    expect(edited(text, { offset: 1, length: 0, text: ' ' }).result).toBeUndefined();
  });

  test('typing in a property name renames it in place, keeping its place among the others', () => {
    const text = JSON.stringify(panel, null, 2);
    const { result, full, before } = edited(text, { offset: text.indexOf('"style"') + 3, length: 0, text: 'x' });
    expect(JSON.stringify(result?.value)).toBe(JSON.stringify(full.value));
    const tree = result!.tree as typeof panel;
    expect(tree.children[1]).toBe((before.tree as typeof panel).children[1]);
    expect(Object.keys(tree.children[0]!)).toEqual(['type', 'text', 'stxyle']);
  });

  test('a name the object already has, a root name that changes the shape, and an integer-like name', () => {
    const text = JSON.stringify(panel);
    // "title" → "type" would repeat a key: the full parse reports it
    const title = text.indexOf('"title":"A"') + 1;
    expect(edited(text, { offset: title, length: 5, text: 'id' }).result).toBeUndefined();
    // a bare tree's root names may decide what the document is: without "type", its "tree" makes it params
    const withTree = JSON.stringify({ type: 'column', children: [], tree: 1 });
    expect(edited(withTree, { offset: 2, length: 4, text: 'tre' }).result).toBeUndefined();
    const renamedRoot = edited(text, { offset: text.indexOf('"children"') + 1, length: 0, text: 'x' });
    expect(JSON.stringify(renamedRoot.result?.value)).toBe(JSON.stringify(renamedRoot.full.value));
    // an integer-like name moves to the front of the object, as JSON.parse puts it
    const { result, full } = edited(text, { offset: title, length: 5, text: '7' });
    expect(JSON.stringify(result?.value)).toBe(JSON.stringify(full.value));
  });

  test('after a rename, edits under the new name reach the right value', () => {
    let doc = parseDocument(JSON.stringify({ type: 'column', children: [{ type: 'row', children: [{ type: 'text', text: 'deep' }] }] }, null, 2));
    const { strings } = indexDocument(doc)!;
    const step = (needle: string, skip: number, typed: string) => {
      const change = { offset: doc.text.indexOf(needle) + skip, length: 0, text: typed };
      const next = editInsideString({ doc, strings }, apply(doc.text, change), change);
      expect(JSON.stringify(next?.value), needle).toBe(JSON.stringify(parseDocument(apply(doc.text, change)).value));
      doc = next!;
    };
    step('"children": [\n        {', 9, 's');
    step('"deep"', 1, 'very ');
    step('"childrens"', 9, '');
    step('"very deep"', 5, ' very');
  });

  test('the wrapper of a ui/setPanel line is parsed again, the tree inside it is not', () => {
    const text = JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: panel } });
    expect(edited(text, { offset: text.indexOf('ui/setPanel') + 2, length: 0, text: 'x' }).result).toBeUndefined();
    const { result, full } = edited(text, { offset: text.indexOf('"OK"') + 1, length: 2, text: 'Fine' });
    expect(result?.tree).toEqual(full.tree);
    expect(result?.value).toEqual(full.value);
    expect(result?.treePath).toEqual(['params', 'tree']);
  });

  test('a repeated key is not indexed: the text and the parsed value disagree there', () => {
    const doc = parseDocument('{ "type": "text", "text": "first", "text": "second" }');
    expect(indexDocument(doc)).toBeUndefined();
  });

  test('a "__proto__" key stays a plain property', () => {
    const text = '{ "type": "column", "children": [], "__proto__": { "text": "x" } }';
    const { result, full } = edited(text, { offset: text.indexOf('"x"') + 1, length: 1, text: 'y' });
    expect(result?.tree).toEqual(full.tree);
    expect(Object.getPrototypeOf(result!.tree)).toBe(Object.prototype);
    expect(Object.hasOwn(result!.tree as object, '__proto__')).toBe(true);
  });

  test('edits in a row keep the index in step with the text', () => {
    let doc = parseDocument(JSON.stringify(panel, null, 2));
    const indexed = indexDocument(doc)!;
    const steps: TextChange[] = [];
    for (const needle of ['"OK"', '"Two"', '"A"', '"B"', '"Wider text K"']) {
      const at = doc.text.indexOf(needle) + 1;
      const change = { offset: at, length: 1, text: 'Wider text ' };
      const next = editInsideString({ doc, strings: indexed.strings }, apply(doc.text, change), change);
      expect(next?.tree, needle).toEqual(parseDocument(apply(doc.text, change)).tree);
      doc = next!;
      steps.push(change);
    }
    expect(steps).toHaveLength(5);
  });

  const documents = {
    'a bare tree': panel,
    'a tree whose root has a "tree"': { ...panel, tree: 'x', tre: 'y' },
    'a ui/setPanel line': { jsonrpc: '2.0', id: 1, method: 'ui/setPanel', params: { tree: panel } },
  };
  test.each(Object.entries(documents))('in %s, any edit inside any string, value or name, gives what a full parse gives', (_, document) => {
    const text = JSON.stringify(document, null, 1);
    const quotes = [...text.matchAll(/"/g)].map((match) => match.index);
    let applied = 0;
    let renames = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(3), fc.string({ unit: 'grapheme', maxLength: 4 }), (pick, from, length, typed) => {
        const fresh = indexDocument(parseDocument(text))!;
        const quote = quotes[pick % quotes.length]!;
        const offset = quote + 1 + (from % 4);
        const change = { offset, length, text: typed };
        if (offset + length > text.length) return;
        const next = apply(text, change);
        const quick = canEditInsideString(fresh, change);
        const result = editInsideString(fresh, next, change);
        // the cheap answer the editor asks for first agrees with the edit itself
        expect(quick).toBe(result !== undefined);
        if (result === undefined) return;
        applied++;
        // a name's closing quote is followed by its colon
        if (text[text.indexOf('"', offset) + 1] === ':') renames++;
        // the text form: property order counts too
        const full = parseDocument(next);
        expect(JSON.stringify(result.value)).toBe(JSON.stringify(full.value));
        expect([result.shape, result.treePath, JSON.stringify(result.tree)]).toEqual([full.shape, full.treePath, JSON.stringify(full.tree)]);
      }),
      { numRuns: 2000 },
    );
    // a fair share of picks land inside a string: the property is not vacuous
    expect(applied).toBeGreaterThan(200);
    expect(renames).toBeGreaterThan(30);
  });

  test('replaceAt copies only along the path', () => {
    const root = { a: { b: [1, { c: 'x' }] }, d: { e: 1 } };
    const next = replaceAt(root, ['a', 'b', 1, 'c'], 'y') as typeof root;
    expect(next.a.b[1]).toEqual({ c: 'y' });
    expect(next.d).toBe(root.d);
    expect(root.a.b[1]).toEqual({ c: 'x' });
  });
});
