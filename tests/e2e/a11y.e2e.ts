import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { newDocument } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { detail, main, reactions } from '../fixtures/prototype';
import { expect, openApp, openInFreshBrowser, preview, useBrowser } from './app';
import { axeFindings, describeFindings, type Finding } from './axe';
import { startHost, stopHost, type RunningHost } from './live-host';

useBrowser();

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

/** One thing a person opens, and the parts of the page it changes. */
interface View {
  name: string;
  open: (page: Page) => Promise<void>;
  within?: readonly string[];
}

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name, exact: typeof name === 'string' ? true : undefined });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const TOOLBAR = 'header.toolbar';

/** Opens a toolbar dialog; it is closed with Escape after the check. */
function dialogView(name: string, button: string, dialog: string): View {
  return {
    name,
    within: [TOOLBAR],
    open: async (page) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
    },
  };
}

const documentsMenu = dialogView('Documents menu', 'Documents', 'Documents');
const shareDialog = dialogView('Share dialog', 'Share', 'Share link');
const dialogs: readonly View[] = [documentsMenu, shareDialog];

/** The workbench at 1366×768: the build column with a node in its inspector, each dock tool, each editor tab, each dialog. */
const desktopViews: View[] = [
  {
    name: 'Build column, a node selected',
    within: ['#build', '#editor'],
    open: async (page) => {
      await region(page, 'Build').getByRole('treeitem').first().click();
      await region(page, 'Build').getByRole('region', { name: 'Inspector' }).waitFor();
    },
  },
  { name: 'Wire log dock', within: ['#dock'], open: (page) => tab(page, /^Wire log/).click() },
  { name: 'Export dock', within: ['#dock', TOOLBAR], open: (page) => page.getByRole('button', { name: 'Export', exact: true }).click() },
  { name: 'Export dock, plugin code', within: ['#dock'], open: (page) => region(page, 'Export').getByRole('tab', { name: 'Plugin code' }).click() },
  { name: 'Reference dock', within: ['#dock', TOOLBAR], open: (page) => tab(page, 'Reference').click() },
  { name: 'Reactions tab', within: ['#editor', '#build'], open: (page) => tab(page, /^Reactions/).click() },
  { name: 'Plugin tab', within: ['#editor', '#build'], open: (page) => tab(page, /^Plugin/).click() },
  documentsMenu,
  shareDialog,
];

/** The designer's one column on a phone: each of its tabs in turn (small pages: checked whole). */
const phoneViews: View[] = [
  ...['Panel', 'JSON', 'Build', 'Wire log', 'Export', 'Reference'].map((name) => ({ name, open: (page: Page) => tab(page, name).click() })),
  { ...shareDialog, within: undefined },
];

/** Opens each view in turn and collects what axe finds there. */
async function checkViews(page: Page, where: string, views: readonly View[], coloursOnly: boolean): Promise<Finding[]> {
  const found = await axeFindings(page, `${where}, as opened`, { coloursOnly });
  for (const view of views) {
    await view.open(page);
    // the click's re-render is painted before axe reads colours
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    found.push(...(await axeFindings(page, `${where}, ${view.name}`, { within: view.within, coloursOnly })));
    if (dialogs.includes(view)) await closeDialog(page);
  }
  return found;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

async function setDarkMode(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.appTheme)).toBe(on ? 'dark' : 'light');
}

const prototype = {
  ...newDocument('Files panel'),
  screens: [
    { name: 'main', text: JSON.stringify(main, null, 2) },
    { name: 'detail', text: JSON.stringify(detail, null, 2) },
  ],
  reactions: JSON.stringify(reactions, null, 2),
};

describe('no accessibility violation (axe-core, every rule and impact)', () => {
  for (const dark of [false, true]) {
    test(`the designer at 1366×768 in its ${dark ? 'dark' : 'light'} colours, with each tool open in turn`, async () => {
      const page = await openApp('/', undefined, DESKTOP);
      const build = page.getByRole('button', { name: 'Build', exact: true });
      if ((await build.getAttribute('aria-pressed')) !== 'true') await build.click();
      await setDarkMode(page, dark);
      // in the dark colours only colours are checked again: nothing else differs
      const found = await checkViews(page, `desktop ${dark ? 'dark' : 'light'}`, desktopViews, dark);
      expect(describeFindings(found)).toEqual([]);
    });
  }

  test('the designer on a phone, dark and light, with each of its tabs in turn', async () => {
    const page = await openApp('/', undefined, PHONE);
    const found: Finding[] = [];
    for (const dark of [true, false]) {
      await setDarkMode(page, dark);
      found.push(...(await checkViews(page, `phone ${dark ? 'dark' : 'light'}`, phoneViews, dark)));
    }
    expect(describeFindings(found)).toEqual([]);
  });

  test('the share page of a design with two screens and reactions, at 1366×768 and on a phone, light and dark', async () => {
    const page = await openInFreshBrowser(`/${encodeShareLink(prototype)}`, undefined, DESKTOP);
    const found: Finding[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // the page takes its colours from the system's when it opens
      if (colorScheme === 'dark') await page.emulateMedia({ colorScheme }).then(() => page.reload());
      await preview(page).getByText('README.md').waitFor({ state: 'attached' });
      const coloursOnly = colorScheme === 'dark';
      for (const size of colorScheme === 'light' ? [DESKTOP, PHONE] : [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        // the page switches layout on its next frame: check the layout the person sees, not the one in between
        await tab(page, 'Panel').waitFor({ state: size === PHONE ? 'visible' : 'detached' });
        const where = `share page ${size === PHONE ? 'phone' : 'desktop'} ${colorScheme}`;
        found.push(...(await axeFindings(page, where, { coloursOnly })));
        if (size !== PHONE) continue;
        for (const name of ['Wire log', 'Send as Agentty', 'Panel']) {
          await tab(page, name).click();
          found.push(...(await axeFindings(page, `${where}, ${name}`, { coloursOnly })));
        }
      }
    }
    expect(describeFindings(found)).toEqual([]);
  });

  describe('the Live page', () => {
    let host: RunningHost | undefined;
    beforeAll(async () => {
      host = await startHost('hello-node');
    }, 60_000);
    afterAll(() => stopHost(host));

    test('at 1366×768 with each tool in turn, and on a phone with each tab, light and dark', async () => {
      const page = await openInFreshBrowser(host!.url, undefined, DESKTOP);
      const running = () => expect.poll(() => page.getByTestId('live-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('running');
      const found: Finding[] = [];
      for (const colorScheme of ['light', 'dark'] as const) {
        // the page takes its colours from the system's when it opens
        if (colorScheme === 'dark') await page.emulateMedia({ colorScheme }).then(() => page.reload());
        await running();
        const coloursOnly = colorScheme === 'dark';
        await page.setViewportSize(DESKTOP);
        for (const name of [/^Wire log/, /^Plugin log/, /^Problems/, /^Storage/, 'Send as Agentty']) {
          await tab(page, name).click();
          found.push(...(await axeFindings(page, `live desktop ${colorScheme}, ${String(name)}`, { coloursOnly })));
        }
        await page.setViewportSize(PHONE);
        for (const name of ['Panel', 'Host']) {
          await tab(page, name).click();
          found.push(...(await axeFindings(page, `live phone ${colorScheme}, ${name}`, { coloursOnly })));
        }
      }
      expect(describeFindings(found)).toEqual([]);
    });
  });
});
