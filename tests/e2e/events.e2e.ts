import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, focusEditor, keepClicks, openApp, pageErrors, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

const tree = {
  type: 'column',
  children: [
    { type: 'button', id: 'go', label: 'Go' },
    { type: 'button', id: 'off', label: 'Off', disabled: true },
    { type: 'input', id: 'q', placeholder: 'Search', value: 'ab' },
    {
      type: 'list',
      id: 'files',
      items: [
        { id: 'a', title: 'Alpha' },
        { id: 'b', title: 'Beta', actions: [{ id: 'open', label: 'Open' }, { id: 'pin', icon: 'pin', tooltip: 'Pin it' }] },
      ],
    },
    { type: 'choice', id: 'size', options: [{ value: 'small', label: 'Small' }, { value: 2, label: 'Two' }, { value: true, label: 'Yes' }], value: 'small' },
    { type: 'toggle', id: 'wrap', label: 'Wrap lines', value: false },
  ],
};

const CONTEXT = '{"workspace":"demo"}';
/** The exact `ui/event` line, written out by hand from the spec's table. */
const event = (params: string) => `{"jsonrpc":"2.0","method":"ui/event","params":{${params},"context":${CONTEXT}}}`;

async function lines(page: Page): Promise<string[]> {
  return page.getByTestId('wire-text').allInnerTexts();
}

async function setContext(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Context/ }).fill(text);
}

/**
 * The app with the fixture tree, the demo context and an empty log. The design targets API 1, whose spec
 * leaves a choice value's JSON type open (today's Agentty takes strings only), so `2` and `true` stay valid.
 */
async function start(text: string = JSON.stringify(tree)): Promise<Page> {
  const page = await openApp();
  await page.getByTestId('target-api').selectOption('1');
  await pasteIntoEditor(page, text);
  await preview(page).getByRole('switch', { name: 'Wrap lines' }).waitFor();
  await setContext(page, CONTEXT);
  return page;
}

async function expectLines(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => lines(page)).toEqual(expected);
}

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
}

/** The first screen's text as the app saved it in this browser. */
function savedText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = localStorage.getItem('panel-designer:document');
    return stored === null ? null : (((JSON.parse(stored) as { doc: { screens: { text: string }[] } }).doc.screens[0]?.text ?? null));
  });
}

describe('button', () => {
  test('a click, Enter and Space each send click; Tab skips the disabled one', async () => {
    const page = await start();
    const go = preview(page).getByRole('button', { name: 'Go' });
    await go.click();
    await expectLines(page, [event('"element":"go","event":"click"')]);
    await go.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect.poll(() => lines(page)).toHaveLength(3);
    expect(new Set(await lines(page))).toEqual(new Set([event('"element":"go","event":"click"')]));
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Search');
    expect(pageErrors(page)).toEqual([]);
  });

  test('a disabled button sends nothing', async () => {
    const page = await start();
    await preview(page).getByRole('button', { name: 'Off' }).click({ force: true });
    await preview(page).getByRole('button', { name: 'Go' }).click();
    await expectLines(page, [event('"element":"go","event":"click"')]);
  });
});

describe('input', () => {
  test("as Agentty: one change with the whole text once typing pauses, and typing not sent yet goes before any other event; Enter sends submit", async () => {
    const page = await start();
    const input = preview(page).getByRole('textbox', { name: 'Search' });
    await input.click();
    await page.keyboard.press('End');
    await page.keyboard.type('c');
    await page.keyboard.type('d');
    await expectLines(page, [event('"element":"q","event":"change","value":"abcd"')]);
    // typed and at once a click elsewhere in the panel, with the field still focused (a bare click event):
    // the change goes first, as Agentty flushes it
    await input.click();
    await page.keyboard.press('End');
    await page.keyboard.type('e');
    await preview(page).getByRole('button', { name: 'Go' }).dispatchEvent('click');
    await expectLines(page, [
      event('"element":"q","event":"change","value":"abcd"'),
      event('"element":"q","event":"change","value":"abcde"'),
      event('"element":"go","event":"click"'),
    ]);
    await input.click();
    await page.keyboard.press('End');
    await page.keyboard.type('f');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await lines(page)).slice(3)).toEqual([event('"element":"q","event":"change","value":"abcdef"'), event('"element":"q","event":"submit","value":"abcdef"')]);
  });

  test('on every key, a choice that is not Agentty\'s, sends change per keystroke', async () => {
    const page = await start();
    await page.getByRole('radiogroup', { name: 'Input change' }).locator('label', { hasText: 'Every key' }).click();
    await preview(page).getByRole('textbox', { name: 'Search' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('cd');
    await page.keyboard.press('Enter');
    await expectLines(page, [
      event('"element":"q","event":"change","value":"abc"'),
      event('"element":"q","event":"change","value":"abcd"'),
      event('"element":"q","event":"submit","value":"abcd"'),
    ]);
  });

  test('debounced mode sends one change once typing pauses; blur mode sends it when focus leaves', async () => {
    const page = await start();
    const input = preview(page).getByRole('textbox', { name: 'Search' });
    await page.getByRole('radiogroup', { name: 'Input change' }).locator('label', { hasText: 'Agentty (250 ms)' }).click();
    await input.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('xyz');
    await expectLines(page, [event('"element":"q","event":"change","value":"abxyz"')]);
    await page.getByRole('radiogroup', { name: 'Input change' }).locator('label', { hasText: 'On blur' }).click();
    await input.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(400);
    expect(await lines(page)).toHaveLength(1);
    await page.keyboard.press('Tab');
    await expectLines(page, [event('"element":"q","event":"change","value":"abxyz"'), event('"element":"q","event":"change","value":"abx"')]);
    // the setting survives a reload
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Input change' }).locator('label.checked').innerText()).toBe('On blur');
  });
});

describe('list', () => {
  test('clicking a row sends select; a row button sends action and does not select the row', async () => {
    const page = await start();
    await preview(page).getByRole('button', { name: 'Alpha' }).click();
    await preview(page).getByRole('button', { name: 'Open' }).click();
    await preview(page).getByRole('button', { name: 'Pin it' }).click();
    await expectLines(page, [
      event('"element":"files","event":"select","item":"a"'),
      event('"element":"files","event":"action","item":"b","action":"open"'),
      event('"element":"files","event":"action","item":"b","action":"pin"'),
    ]);
  });

  test('arrows move between rows, Enter and Space select, Tab reaches the row buttons', async () => {
    const page = await start();
    await preview(page).getByRole('button', { name: 'Alpha' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Beta');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Alpha');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Open');
    await page.keyboard.press('Enter');
    await expectLines(page, [
      event('"element":"files","event":"select","item":"b"'),
      event('"element":"files","event":"select","item":"a"'),
      event('"element":"files","event":"action","item":"b","action":"open"'),
    ]);
  });
});

describe('choice', () => {
  test('picking an option sends its value with its JSON type and, as in Agentty, changes nothing on screen', async () => {
    const page = await start();
    await preview(page).getByRole('radio', { name: 'Two' }).click();
    await preview(page).getByRole('radio', { name: 'Yes' }).click();
    await preview(page).getByRole('radio', { name: 'Small' }).click();
    await expectLines(page, [event('"element":"size","event":"change","value":2'), event('"element":"size","event":"change","value":true')]);
    expect(await preview(page).getByRole('radio', { name: 'Small' }).getAttribute('aria-checked')).toBe('true');
    expect(await preview(page).getByRole('radio', { name: 'Yes' }).getAttribute('aria-checked')).toBe('false');
  });

  test('with Keep clicks (not Agentty\'s) the chosen one is kept: a second click on it sends nothing', async () => {
    const page = await start();
    await keepClicks(page);
    await preview(page).getByRole('radio', { name: 'Yes' }).click();
    await preview(page).getByRole('radio', { name: 'Yes' }).click();
    await preview(page).getByRole('radio', { name: 'Small' }).click();
    await expectLines(page, [event('"element":"size","event":"change","value":true'), event('"element":"size","event":"change","value":"small"')]);
    expect(await preview(page).getByRole('radio', { name: 'Small' }).getAttribute('aria-checked')).toBe('true');
  });

  test('Tab lands on the chosen option and arrows choose the next one', async () => {
    const page = await start();
    await keepClicks(page);
    await preview(page).getByRole('button', { name: 'Beta' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Small');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Two');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expectLines(page, [
      event('"element":"size","event":"change","value":2'),
      event('"element":"size","event":"change","value":true'),
      event('"element":"size","event":"change","value":2'),
    ]);
    expect(await preview(page).getByRole('radio', { name: 'Two' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('toggle', () => {
  test('a click, Space and Enter each send change with the opposite of the drawn value, which stays until the plugin redraws', async () => {
    const page = await start();
    const toggle = preview(page).getByRole('switch', { name: 'Wrap lines' });
    await toggle.click();
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    const on = event('"element":"wrap","event":"change","value":true');
    await expectLines(page, [on, on, on]);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
  });

  test('a setValue reaction redraws: the toggle flips once the plugin sends the tree with its value', async () => {
    const page = await start();
    await page.getByRole('tab', { name: 'Reactions' }).click();
    await pasteIntoEditor(page, JSON.stringify([{ element: 'wrap', event: 'change', actions: [{ do: 'setValue', element: 'wrap' }] }]));
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors/);
    const toggle = preview(page).getByRole('switch', { name: 'Wrap lines' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const sent = await lines(page);
    expect(sent[0]).toBe(event('"element":"wrap","event":"change","value":true'));
    const redraw = JSON.parse(sent[1]!) as { method: string; params: { tree: typeof tree } };
    expect(redraw.method).toBe('ui/setPanel');
    expect(redraw.params.tree.children[5]).toEqual({ ...tree.children[5], value: true });
    // the next click sends the opposite of what is drawn now
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect((await lines(page))[2]).toBe(event('"element":"wrap","event":"change","value":false'));
  });

  test('a click on the label or the space beside it sends change, as a click on the switch does; with Keep clicks it flips', async () => {
    const page = await start();
    await keepClicks(page);
    const toggle = preview(page).getByRole('switch', { name: 'Wrap lines' });
    await preview(page).getByText('Wrap lines', { exact: true }).click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expectLines(page, [event('"element":"wrap","event":"change","value":true')]);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expectLines(page, [event('"element":"wrap","event":"change","value":true'), event('"element":"wrap","event":"change","value":false')]);
    // the space beside the label is the toggle's too, as in Agentty
    const whole = (await preview(page).locator('[data-node-type="toggle"]').boundingBox())!;
    const label = (await preview(page).getByText('Wrap lines', { exact: true }).boundingBox())!;
    expect(whole.x + whole.width).toBeGreaterThan(label.x + label.width + 20);
    await page.mouse.click(whole.x + whole.width - 4, whole.y + whole.height / 2);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await lines(page)).toHaveLength(3);
  });
});

describe('widget state', () => {
  test('state holds while the tree keeps the node, goes when the tree changes it, and resets on demand', async () => {
    const page = await start();
    await keepClicks(page);
    const input = preview(page).getByRole('textbox', { name: 'Search' });
    const toggle = preview(page).getByRole('switch', { name: 'Wrap lines' });
    await input.fill('typed');
    await toggle.click();
    // another node changes: both widgets keep their state
    await pasteIntoEditor(page, JSON.stringify(tree).replace('"Go"', '"Go on"'));
    await preview(page).getByRole('button', { name: 'Go on' }).waitFor();
    expect(await input.inputValue()).toBe('typed');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    // the tree changes the input's value: the tree wins
    await pasteIntoEditor(page, JSON.stringify(tree).replace('"value":"ab"', '"value":"from tree"'));
    await expect.poll(() => input.inputValue()).toBe('from tree');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Reset state' }).click();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
  });

  test('write state into tree is one edit that Ctrl+Z undoes', async () => {
    const page = await start();
    await keepClicks(page);
    await preview(page).getByRole('textbox', { name: 'Search' }).fill('abX');
    await preview(page).getByRole('switch', { name: 'Wrap lines' }).click();
    await preview(page).getByRole('radio', { name: 'Two' }).click();
    await page.getByRole('button', { name: 'Write state into tree' }).click();
    await expect.poll(async () => JSON.parse((await savedText(page)) ?? 'null')).toEqual({
      ...tree,
      children: tree.children.map((child, i) => (i === 2 ? { ...child, value: 'abX' } : i === 4 ? { ...child, value: 2 } : i === 5 ? { ...child, value: true } : child)),
    });
    expect(await page.getByTestId('problem-counts').innerText()).toMatch(/0 errors/);
    await focusEditor(page);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => savedText(page)).toBe(JSON.stringify(tree));
    expect(await preview(page).getByRole('textbox', { name: 'Search' }).inputValue()).toBe('ab');
    expect(await preview(page).getByRole('switch', { name: 'Wrap lines' }).getAttribute('aria-checked')).toBe('false');
    expect(await preview(page).getByRole('radio', { name: 'Small' }).getAttribute('aria-checked')).toBe('true');
  });

  test('clicking a widget still selects its JSON in the editor', async () => {
    const page = await start(JSON.stringify(tree, null, 2));
    await preview(page).getByRole('switch', { name: 'Wrap lines' }).click();
    await focusEditor(page);
    await page.keyboard.press('ControlOrMeta+C');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(tree.children[5]);
  });
});

describe('context', () => {
  test('an invalid context is explained and blocks sending', async () => {
    const page = await start();
    await setContext(page, '[1]');
    expect(await page.getByTestId('context-error').innerText()).toContain('must be a JSON object, got an array');
    await preview(page).getByRole('button', { name: 'Go' }).click();
    await page.getByRole('button', { name: 'panel/open' }).click();
    expect(await page.getByTestId('wire-status').innerText()).toContain('Not sent');
    expect(await lines(page)).toEqual([]);
    await setContext(page, '{"workspace": "demo"}');
    await preview(page).getByRole('button', { name: 'Go' }).click();
    await expectLines(page, [event('"element":"go","event":"click"')]);
  });

  test('the context survives a reload', async () => {
    const page = await start();
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(await page.getByRole('textbox', { name: /^Context/ }).inputValue()).toBe(CONTEXT);
  });
});

describe('the wire log', () => {
  test('host notifications, and initialize as a request with ids counted per direction', async () => {
    const page = await start();
    const context = `"context":${CONTEXT}`;
    await page.getByRole('button', { name: 'initialize' }).click();
    await page.getByRole('button', { name: 'panel/open' }).click();
    await page.getByRole('button', { name: 'panel/close' }).click();
    await page.getByRole('button', { name: 'context/changed' }).click();
    await page.getByLabel('Command').fill('files.scan');
    await page.getByLabel('Args (JSON)').fill('["src", 2]');
    await page.getByRole('button', { name: 'Send command/execute' }).click();
    await page.getByLabel('Path').fill('/files/read me');
    await page.getByLabel('Query').fill('line=3&q=a b');
    await page.getByRole('button', { name: 'Send url/open' }).click();
    await page.getByRole('button', { name: 'shutdown' }).click();
    await page.getByRole('button', { name: 'Send initialize' }).click();
    // Agentty sends the user's UTC offset in minutes east, as the browser's clock has it
    const offset = `"utcOffsetMinutes":${await page.evaluate(() => -new Date().getTimezoneOffset() || 0)}`;
    await expectLines(page, [
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"apiVersion":1,"agentty":{"version":"1.0.0"},"plugin":{"id":"my-plugin","name":"My Plugin","version":"0.1.0","dir":"/home/me/.agentty/plugins/my-plugin","dataDir":"/home/me/.agentty/plugin-data/my-plugin"},"language":"en",${offset},${context}}}`,
      `{"jsonrpc":"2.0","method":"panel/open","params":{${context}}}`,
      `{"jsonrpc":"2.0","method":"panel/close","params":{${context}}}`,
      `{"jsonrpc":"2.0","method":"context/changed","params":{${context}}}`,
      `{"jsonrpc":"2.0","method":"command/execute","params":{"command":"files.scan","args":["src",2],${context}}}`,
      `{"jsonrpc":"2.0","method":"url/open","params":{"path":"/files/read me","query":{"line":"3","q":"a b"},"url":"agentty://plugin/my-plugin/files/read%20me?line=3&q=a+b",${context}}}`,
      `{"jsonrpc":"2.0","method":"shutdown","params":{}}`,
      `{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"apiVersion":1,"agentty":{"version":"1.0.0"},"plugin":{"id":"my-plugin","name":"My Plugin","version":"0.1.0","dir":"/home/me/.agentty/plugins/my-plugin","dataDir":"/home/me/.agentty/plugin-data/my-plugin"},"language":"en",${offset},${context}}}`,
    ]);
    const arrows = await page.locator('[data-testid="wire-line"] .arrow').allInnerTexts();
    expect(new Set(arrows)).toEqual(new Set(['→']));
    expect(await page.locator('[data-testid="wire-line"] time').first().innerText()).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/);
    // clearing keeps the session: the next request id goes on
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await lines(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send initialize' }).click();
    await expect.poll(async () => (await lines(page))[0]).toContain('"id":3,"method":"initialize"');
  });

  test('filters by method and by element', async () => {
    const page = await start();
    await preview(page).getByRole('button', { name: 'Go' }).click();
    await preview(page).getByRole('switch', { name: 'Wrap lines' }).click();
    await page.getByRole('button', { name: 'panel/open' }).click();
    await expect.poll(() => lines(page)).toHaveLength(3);
    await page.getByLabel('Filter by method').selectOption('panel/open');
    await expectLines(page, [`{"jsonrpc":"2.0","method":"panel/open","params":{"context":${CONTEXT}}}`]);
    await page.getByLabel('Filter by method').selectOption('ui/event');
    await page.getByLabel('Filter by element').selectOption('wrap');
    await expectLines(page, [event('"element":"wrap","event":"change","value":true')]);
    expect(await page.getByTestId('wire-count').innerText()).toBe('1 of 3');
  });

  test('copy one line and copy all as NDJSON, with a visible confirmation', async () => {
    const page = await start();
    await preview(page).getByRole('button', { name: 'Go' }).click();
    await preview(page).getByRole('button', { name: 'Alpha' }).click();
    await expect.poll(() => lines(page)).toHaveLength(2);
    await page.locator('[data-testid="wire-line"]').nth(1).hover();
    await page.locator('[data-testid="wire-line"]').nth(1).getByRole('button', { name: /Copy line/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(event('"element":"files","event":"select","item":"a"'));
    expect(await page.getByTestId('wire-status').innerText()).toBe('Copied 1 line');
    await page.getByRole('button', { name: 'Copy NDJSON' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${event('"element":"go","event":"click"')}\n${event('"element":"files","event":"select","item":"a"')}\n`,
    );
    expect(await page.getByTestId('wire-status').innerText()).toBe('Copied 2 lines as NDJSON');
  });

  test('hovering a line highlights the element, row or row button in the preview', async () => {
    const page = await start();
    await preview(page).getByRole('button', { name: 'Go' }).click();
    await preview(page).getByRole('button', { name: 'Pin it' }).click();
    await preview(page).getByRole('radio', { name: 'Yes' }).click();
    await expect.poll(() => lines(page)).toHaveLength(3);
    const highlighted = () => preview(page).locator('[data-highlighted]').evaluateAll((els) => els.map((el) => el.getAttribute('data-path')));
    await page.locator('[data-testid="wire-line"]').nth(0).hover();
    await expect.poll(highlighted).toEqual(['/children/0']);
    await page.locator('[data-testid="wire-line"]').nth(1).hover();
    await expect.poll(highlighted).toEqual(['/children/3/items/1/actions/1']);
    await page.locator('[data-testid="wire-line"]').nth(2).hover();
    await expect.poll(highlighted).toEqual(['/children/4/options/2']);
    await page.getByRole('heading', { name: 'Wire log' }).hover();
    await expect.poll(highlighted).toEqual([]);
  });
});
