import { describe, test } from 'vitest';
import { nodeTypes, registry } from '../../src/schema';
import type { Page } from 'playwright-core';
import { expect, focusEditor, moveCursorAfter, openApp, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';

useBrowser();

/** Clicks the problem whose message contains `words` and returns the editor text it selected. */
async function markedTextOf(page: Page, words: string, nth = 0): Promise<string> {
  await page.locator('.problems .problem', { hasText: words }).nth(nth).click();
  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Rests the mouse on the first token of the editor whose text is exactly `token`. */
async function hoverToken(page: Page, token: string): Promise<void> {
  await page.locator('.monaco-editor .view-line span span', { hasText: token }).first().hover();
}

async function hoverText(page: Page): Promise<string> {
  return (await page.locator('.monaco-hover:not(.hidden)').allInnerTexts()).join('\n');
}

describe('live validation in the editor', () => {
  test('a duplicate button id is a warning at both ids (Agentty accepts it), with a squiggle and a hover message', async () => {
    const page = await openApp();
    await pasteIntoEditor(
      page,
      pretty({ type: 'row', children: [{ type: 'button', id: 'go', label: 'A' }, { type: 'toggle', id: 'go', label: 'B' }] }),
    );
    await expect.poll(() => problemMessages(page)).toHaveLength(2);
    const messages = await problemMessages(page);
    expect(messages.every((message) => message.includes('Duplicate id "go"'))).toBe(true);
    expect(await markedTextOf(page, 'Duplicate id', 0)).toBe('"go"');
    expect(await markedTextOf(page, 'Duplicate id', 1)).toBe('"go"');
    expect(await page.locator('.monaco-editor .squiggly-warning').count()).toBe(2);
    await hoverToken(page, '"go"');
    await expect.poll(() => hoverText(page)).toContain('Duplicate id "go"');
    expect(await page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+2 warnings/);
  });

  const mistakes: [string, unknown, string, string][] = [
    ['duplicate item id', { type: 'list', id: 'l', items: [{ id: 'a', title: 'A' }, { id: 'a', title: 'B' }] }, 'Duplicate item id', '"a"'],
    ['duplicate action id', { type: 'list', id: 'l', items: [{ id: 'a', title: 'A', actions: [{ id: 'x' }, { id: 'x' }] }] }, 'Duplicate action id', '"x"'],
    ['duplicate option value', { type: 'choice', id: 'c', options: [{ value: '1', label: 'A' }, { value: '1', label: 'B' }] }, 'Duplicate option value', '"1"'],
    ['number as a choice value', { type: 'choice', id: 'c', options: [{ value: 1, label: 'A' }] }, 'Agentty reads choice values as strings', '1'],
    ['empty id', { type: 'button', id: '', label: 'A' }, 'The id is empty', '""'],
    ['null where Agentty takes it', { type: 'button', id: 'b', label: 'A', icon: null }, '"icon" is null', 'null'],
    ['null where Agentty refuses it', { type: 'input', id: 'i', placeholder: null }, '"placeholder" cannot be null', 'null'],
    ['container without children', { type: 'card', title: 'C' }, 'has no "children"', '"card"'],
    ['unknown key on a table column', { type: 'table', id: 't', columns: [{ label: 'A', algn: 'end' }] }, 'did you mean "align"', '"algn"'],
    ['choice value not an option', { type: 'choice', id: 'c', options: [{ value: 'a', label: 'A' }], value: 'b' }, 'not one of', '"b"'],
    ['unknown key', { type: 'button', id: 'b', lable: 'A', label: 'B' }, 'did you mean "label"', '"lable"'],
    ['unknown icon', { type: 'button', id: 'b', label: 'A', icon: 'rocketship' }, 'Unknown icon', '"rocketship"'],
    ['bad enum value', { type: 'column', gap: 'huge', children: [] }, 'must be one of', '"huge"'],
    ['wrong type', { type: 'toggle', id: 't', label: 'A', value: 'yes' }, 'must be true or false', '"yes"'],
    ['missing prop', { type: 'button', id: 'b' }, 'Missing required "label"', '"button"'],
    ['unknown node type', { type: 'slider', id: 's' }, 'Unknown node type', '"slider"'],
    ['mistyped node type', { type: 'buton', id: 'b', label: 'A' }, 'Unknown node type "buton" (did you mean "button"?)', '"buton"'],
  ];
  // one page for all of them: each paste replaces the whole text, so nothing carries over
  test(`each mistake is marked on the offending text: ${mistakes.map(([name]) => name).join(', ')}`, async () => {
    const page = await openApp();
    for (const [name, tree, words, marked] of mistakes) {
      await pasteIntoEditor(page, pretty(tree));
      await expect.poll(async () => (await problemMessages(page)).join('\n'), { message: name }).toContain(words);
      expect(await markedTextOf(page, words), name).toBe(marked);
    }
  });

  test('a syntax error is marked, and the preview keeps the last valid tree and says it is stale', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, pretty({ type: 'text', text: 'Still here' }));
    await preview(page).getByText('Still here').waitFor();
    await moveCursorAfter(page, '"Still here"');
    await page.keyboard.type(' oops');
    await expect.poll(() => page.locator('.problems .problem[data-code="syntax"]').count()).toBeGreaterThan(0);
    expect(await preview(page).getByText('Still here').isVisible()).toBe(true);
    expect(await preview(page).getByRole('status').innerText()).toBe('The preview is stale: the text has errors, so it shows the last tree that could be drawn.');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => preview(page).getByRole('status').count()).toBe(0);
  });

  test('a trailing comma is one problem, in plain words, marked at the comma', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, '{\n  "type": "column",\n  "children": [{ "type": "divider" },]\n}');
    await expect.poll(() => problemMessages(page)).toEqual(['JSON does not allow a trailing comma.']);
    // Monaco draws the squiggle on a later frame than the problems list
    await expect.poll(() => page.locator('.monaco-editor .squiggly-error').count()).toBe(1);
    expect(await markedTextOf(page, 'trailing comma')).toBe(',');
  });

  test('typing updates the preview live, with no submit button', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, pretty({ type: 'text', text: 'Hello' }));
    await moveCursorAfter(page, 'Hello');
    await page.keyboard.type(', world');
    await preview(page).getByText('Hello, world').waitFor();
  });

  test('the three shapes are detected and named, and each previews its tree', async () => {
    const page = await openApp();
    const tree = { type: 'button', id: 'go', label: 'Go' };
    await pasteIntoEditor(page, pretty({ tree }));
    await expect.poll(() => page.getByTestId('shape').innerText()).toBe('ui/setPanel params');
    await preview(page).getByRole('button', { name: 'Go' }).waitFor();
    await pasteIntoEditor(page, JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ui/setPanel', params: { tree: { ...tree, label: 'Line' } } }));
    await expect.poll(() => page.getByTestId('shape').innerText()).toBe('ui/setPanel message');
    await preview(page).getByRole('button', { name: 'Line' }).waitFor();
    await pasteIntoEditor(page, JSON.stringify({ jsonrpc: '1.0', method: 'ui/setPanel', params: { tree } }));
    expect(await markedTextOf(page, '"jsonrpc" must be "2.0"')).toBe('"1.0"');
  });

  test('completion offers the node types, and then the props of the chosen type', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, '{ "type": "" }');
    await moveCursorAfter(page, '"type": "');
    await page.keyboard.press('Control+Space');
    const suggestions = page.locator('.suggest-widget .monaco-list-row');
    await expect.poll(() => suggestions.count()).toBeGreaterThanOrEqual(12);
    // the suggest widget draws the rows in view: scroll through it to read them all
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      for (const label of await suggestions.locator('.label-name').allInnerTexts()) seen.add(label.replace(/"/g, ''));
      await page.keyboard.press('ArrowDown');
    }
    for (const type of nodeTypes) expect([...seen], type).toContain(type);
    await page.keyboard.press('Escape');
    await pasteIntoEditor(page, '{ "type": "button",  }');
    await moveCursorAfter(page, '"button", ');
    await page.keyboard.press('Control+Space');
    await expect.poll(async () => (await suggestions.locator('.label-name').allInnerTexts()).join(' ')).toContain('label');
    const props = (await suggestions.locator('.label-name').allInnerTexts()).map((label) => label.replace(/"/g, ''));
    expect(props).toEqual(expect.arrayContaining(['id', 'label', 'icon', 'variant', 'disabled', 'menu']));
  });

  test('hovering a prop shows its doc line from the schema', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, pretty({ type: 'button', id: 'b', label: 'Go', variant: 'primary' }));
    await hoverToken(page, '"variant"');
    await expect.poll(() => hoverText(page)).toContain('Visual weight of the button');
  });

  test('format document pretty-prints minified JSON', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'divider' }] }));
    await expect.poll(() => page.locator('.monaco-editor .view-line').count()).toBe(1);
    await focusEditor(page);
    // Monaco's Format Document: Shift+Alt+F on Windows and macOS, Ctrl+Shift+I on Linux
    await page.keyboard.press(process.platform === 'linux' ? 'Control+Shift+I' : 'Shift+Alt+F');
    await expect.poll(() => page.locator('.monaco-editor .view-line').count()).toBeGreaterThan(3);
  });
});

describe('selection sync', () => {
  const tree = {
    type: 'column',
    children: [
      { type: 'text', text: 'Heading' },
      { type: 'list', id: 'l', items: [{ id: 'one', title: 'First' }, { id: 'two', title: 'Second' }] },
      { type: 'button', id: 'go', label: 'Go now' },
    ],
  };

  test('clicking a node in the preview selects its JSON in the editor', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, pretty(tree));
    await preview(page).locator('[data-path="/children/0"]').click();
    await focusEditor(page);
    await page.keyboard.press('ControlOrMeta+C');
    const selected = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(selected)).toEqual(tree.children[0]);
  });

  test('moving the cursor in the editor highlights the node under it', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, pretty(tree));
    await moveCursorAfter(page, '"Second');
    await expect.poll(() => preview(page).locator('[data-selected="true"]').getAttribute('data-path')).toBe('/children/1/items/1');
    await moveCursorAfter(page, '"Go now');
    await expect.poll(() => preview(page).locator('[data-selected="true"]').getAttribute('data-path')).toBe('/children/2');
  });

  test('clicking a problem moves the cursor to it', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, pretty({ type: 'column', children: [{ type: 'divider' }, { type: 'button', id: 'b', label: 'B', icon: 'nope' }] }));
    expect(await markedTextOf(page, 'Unknown icon')).toBe('"nope"');
    // the cursor is there with the value selected: typing replaces it
    await page.locator('.problems .problem', { hasText: 'Unknown icon' }).click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('"search"');
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
    await preview(page).locator('[data-icon="search"]').waitFor();
  });
});

describe("Agentty's limits", () => {
  test('2,001 elements are one error naming what makes them up; a click in Problems jumps to the list that adds the most', async () => {
    const page = await openApp();
    const items = Array.from({ length: 1_999 }, (_, i) => ({ id: `r${i}`, title: `Row ${i}` }));
    await pasteIntoEditor(page, pretty({ type: 'column', children: [{ type: 'text', text: 'Files' }, { type: 'list', id: 'files', items }] }));
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/1 error\b/);
    expect(await problemMessages(page)).toEqual([expect.stringMatching(/^UI tree has more than 2000 elements: 2,002 \(1,999 list items, 3 nodes\)/)]);
    expect(await markedTextOf(page, 'more than 2000 elements')).toBe('"items"');
    // two rows fewer make 2,000: within the limit
    await pasteIntoEditor(page, pretty({ type: 'column', children: [{ type: 'text', text: 'Files' }, { type: 'list', id: 'files', items: items.slice(2) }] }));
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
  });

  test('a node at level 13 is an error at that node; the preview still draws the tree', async () => {
    const page = await openApp();
    let deep: unknown = { type: 'text', text: 'Thirteen levels down' };
    for (let i = 0; i < 13; i++) deep = { type: 'column', children: [deep] };
    await pasteIntoEditor(page, pretty(deep));
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toContain('UI tree is nested deeper than 12 levels: this text is at level 13');
    expect(await markedTextOf(page, 'nested deeper than 12 levels')).toBe('"text"');
    await preview(page).getByText('Thirteen levels down').waitFor();
  });
});

describe('hostile documents', () => {
  test('a 2,000-node tree renders and a 1,000-level nesting is refused with a clear error', async () => {
    const page = await openApp();
    const big = { type: 'column', children: Array.from({ length: 2000 }, (_, i) => ({ type: 'text', text: `row ${i}` })) };
    await pasteIntoEditor(page, JSON.stringify(big));
    await preview(page).getByText('row 0', { exact: true }).waitFor();
    // a long column draws what is in view: scrolled to its end, the last row is there
    await preview(page).locator('[data-host-content]').evaluate((content) => (content.scrollTop = content.scrollHeight));
    await preview(page).getByText('row 1999').waitFor();
    let deep: unknown = { type: 'divider' };
    for (let i = 0; i < 1000; i++) deep = { type: 'column', children: [deep] };
    await pasteIntoEditor(page, JSON.stringify(deep));
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toContain('nested deeper than');
  });

  test('the text survives a reload', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, pretty({ type: 'text', text: 'Remember me' }));
    await preview(page).getByText('Remember me').waitFor();
    await page.waitForTimeout(600);
    await moveCursorAfter(page, 'Remember');
    await page.waitForTimeout(600);
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    await preview(page).getByText('Remember me').waitFor();
    // the cursor is back where it was: typing lands there
    await focusEditor(page);
    await page.keyboard.type(' to');
    await preview(page).getByText('Remember to me').waitFor();
  });
});

describe('themes and reference', () => {
  test('the dark app theme turns the editor dark too', async () => {
    const page = await openApp();
    expect(await page.locator('.monaco-editor').getAttribute('class')).not.toContain('vs-dark');
    const appTheme = page.getByRole('switch', { name: 'Dark mode' });
    expect(await appTheme.getAttribute('aria-checked')).toBe('false');
    await appTheme.click();
    await expect.poll(() => page.locator('.monaco-editor').getAttribute('class')).toContain('vs-dark');
    // a switch keeps its name and says its state
    expect(await appTheme.getAttribute('aria-checked')).toBe('true');
    expect(await appTheme.innerText()).toBe('Dark mode');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(246, 247, 249)');
  });

  test('the designer remembers Dark mode across a reload, whatever the system prefers', async () => {
    const page = await openApp();
    const appTheme = page.getByRole('switch', { name: 'Dark mode' });
    await appTheme.click();
    await expect.poll(() => page.locator('html').getAttribute('data-app-theme')).toBe('dark');
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(await appTheme.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.locator('.monaco-editor').getAttribute('class')).toContain('vs-dark');
    // switched back to light on a dark system: light it stays
    await page.emulateMedia({ colorScheme: 'dark' });
    await appTheme.click();
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(await appTheme.getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('html').getAttribute('data-app-theme')).toBe('light');
  });

  test('the reference lists every node type with its props and events', async () => {
    const page = await openApp();
    await page.getByRole('tab', { name: 'Reference' }).click();
    const reference = page.getByRole('tabpanel', { name: 'Reference' });
    const headings = (await reference.locator('article h3').allInnerTexts()).map((heading) => heading.replace(/\s+/g, ' ').trim());
    expect(headings).toEqual(nodeTypes.map((type) => (registry[type].since > 1 ? `${type} API ${registry[type].since}` : type)));
    // the intro counts what it lists
    expect(await reference.locator('.intro').innerText()).toMatch(new RegExp(`^The ${nodeTypes.length} node types Agentty draws today: .* and image and graph, added in API 5\\.`));
    const list = reference.locator('#doc-list');
    expect(await list.innerText()).toContain('Text shown when there are no items.');
    expect(await list.innerText()).toMatch(/Events: select, action/);
    // the keys of each entry, with the API version of the newer ones and the nullable ones said
    const items = list.getByLabel('Keys of each entry of items');
    expect(await items.locator(':scope > dl > dt').allInnerTexts()).toEqual(['id', 'title', 'subtitle?', 'detail?', 'icon?', 'tone?', 'actions?', 'depth? API 4', 'tag? API 4', 'tagTone? API 4', 'selected? API 4']);
    expect(await items.innerText()).toContain('May be null');
    expect(await reference.locator('#doc-button dt').allInnerTexts()).toContain('menu? API 4');
    expect(await reference.locator('#doc-tabs').getByLabel('Keys of each entry of tabs').locator(':scope > dl > dt').allInnerTexts()).toEqual(['id', 'label', 'icon?', 'badge?', 'closable?']);
  });
});
