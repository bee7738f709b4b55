import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { REDUCED_MOTION, WINDOW } from './chromium.ts';

let browser: Browser;
// the browser's own profile: kept across tests for its code cache, its storage emptied after each test
let shared: BrowserContext;
/**
 * The tab the tests take turns in, blank between tests. Opening the designer again in a tab that had it
 * costs 2.0 s of a core against 3.5 s in a new tab (its renderer is running and has the code compiled),
 * and with no tab left Chromium would close its window, which costs 0.9 s more to open again.
 */
let tab: Page;
let tabSession: CDPSession;
let tabTaken = false;
const visitedOrigins = new Set<string>();
// more browsers' worth of storage for one test, e.g. a link opened somewhere else
const extraContexts: BrowserContext[] = [];
// every page a test opened, and the console errors a test expects (e.g. a request it blocks on purpose)
const watchedPages: Page[] = [];
const expectedErrors: RegExp[] = [];

// everything a page can keep; the HTTP cache, whose compiled code is why the profile is shared, is not site data
const SITE_DATA = 'all';
// Playwright's own default, for a test that set another
const DEFAULT_TIMEOUT = 30_000;
// a document of the designer's origin that runs none of its code: sessionStorage is emptied from there
const QUIET_PAGE = '/favicon.svg';

/** Connects each test file to its worker's Chromium; every test starts with empty storage. */
export function useBrowser(): void {
  beforeAll(async () => {
    const endpoints = inject('browserEndpoints');
    // VITEST_POOL_ID counts workers from 1: each worker keeps to its own browser (and clipboard)
    browser = await chromium.connect(endpoints[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % endpoints.length]!);
    const profile = browser.contexts()[0];
    if (!profile) throw new Error('The shared Chromium shows no persistent profile: see launchChromium in tests/e2e/chromium.ts.');
    shared = profile;
    shared.on('page', followOrigins);
    const left = shared.pages()[0];
    if (left) followOrigins(left);
    await takeTab(left);
  });
  afterEach(async () => {
    // any uncaught page error or console error fails the test that caused it
    const unexpected = watchedPages.splice(0).flatMap((page) => pageErrors(page)).filter((error) => !expectedErrors.some((pattern) => pattern.test(error)));
    expectedErrors.length = 0;
    await Promise.all(shared.pages().filter((page) => page !== tab).map((page) => page.close()));
    await Promise.all(extraContexts.splice(0).map((extra) => extra.close()));
    await blankTab();
    await forgetSiteData();
    expect(unexpected, 'errors in the page console').toEqual([]);
  });
  afterAll(async () => {
    // disconnects; the shared browser lives until the run ends
    await browser?.close();
  });
}

function followOrigins(page: Page): void {
  page.on('framenavigated', (frame) => frame === page.mainFrame() && rememberOrigin(frame.url()));
}

function rememberOrigin(url: string): void {
  if (/^https?:/.test(url)) visitedOrigins.add(new URL(url).origin);
}

async function takeTab(page?: Page): Promise<void> {
  tab = page ?? (await shared.newPage());
  tabSession = await shared.newCDPSession(tab);
  tabTaken = false;
}

/** Leaves the shared tab as a new one would be: no listeners, routes, media or timeout of the last test, no sessionStorage. */
async function blankTab(): Promise<void> {
  if (!tabTaken) return;
  tabTaken = false;
  try {
    await tab.removeAllListeners();
    followOrigins(tab);
    // the designer may ask before it is left (a save that did not finish); the next test must not wait on it
    tab.on('dialog', (dialog) => void dialog.accept());
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    tab.setDefaultTimeout(DEFAULT_TIMEOUT);
    await tab.emulateMedia({ colorScheme: 'light', reducedMotion: REDUCED_MOTION });
    // sessionStorage belongs to the tab: emptied from a page of the designer's origin that runs no code
    const away = new URL(QUIET_PAGE, inject('baseUrl'));
    const origin = /^https?:/.test(tab.url()) ? new URL(tab.url()).origin : away.origin;
    if (origin !== away.origin) throw new Error('the tab left the designer: a new tab is simpler than cleaning it');
    await tab.goto(away.href);
    await tab.evaluate(() => sessionStorage.clear());
    tab.removeAllListeners('dialog');
  } catch {
    await tab.close().catch(() => undefined);
    await takeTab();
  }
}

async function forgetSiteData(): Promise<void> {
  if (visitedOrigins.size === 0) return;
  // after the tabs closed or left the designer (it saves on pagehide); Chromium clears site data from a page's session only
  for (const origin of visitedOrigins) await tabSession.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA });
  visitedOrigins.clear();
}

/**
 * Opens the designer with empty storage, in the shared tab when it is free, else in a new tab;
 * `init` runs in the page before any of its scripts (in a new tab: a tab keeps its init scripts).
 */
export async function openApp(path = '/', init?: () => void, viewport = WINDOW): Promise<Page> {
  const url = new URL(path, inject('baseUrl'));
  await shared.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.origin });
  const reuse = !init && !tabTaken && !tab.isClosed();
  if (reuse) tabTaken = true;
  const page = watch(reuse ? tab : await shared.newPage());
  await page.setViewportSize(viewport);
  if (init) await page.addInitScript(init);
  await page.goto(url.href);
  // attached, not visible: on a phone the editor waits behind its tab
  await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
  return page;
}

/**
 * Opens `path` in a fresh browser context of its own (its own storage, as on another machine)
 * without waiting for the editor: for pages that have none, such as a share link's preview page.
 * `onRequest` sees every URL the page asks for, from the first one.
 */
export async function openInFreshBrowser(path: string, onRequest?: (url: string) => void, viewport = WINDOW): Promise<Page> {
  const fresh = await browser.newContext({ viewport, reducedMotion: REDUCED_MOTION, serviceWorkers: 'block' });
  extraContexts.push(fresh);
  await fresh.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(inject('baseUrl')).origin });
  const page = watch(await fresh.newPage());
  if (onRequest) page.on('request', (request) => onRequest(request.url()));
  await page.goto(new URL(path, inject('baseUrl')).href);
  return page;
}

/** A fresh context (storage of its own, as on another machine); the service worker is let in only when asked. */
export async function newFreshContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const fresh = await browser.newContext({ viewport: WINDOW, reducedMotion: REDUCED_MOTION, serviceWorkers: 'block', ...options });
  extraContexts.push(fresh);
  return fresh;
}

/** Records the page's uncaught errors and console errors; the test fails on any it did not expect. */
export function watch(page: Page): Page {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Chromium asks for /favicon.ico beside the shared tab's quiet page (an SVG declares no icon); the designer never does
  page.on('console', (message) => message.type() === 'error' && !message.location().url.endsWith('/favicon.ico') && errors.push(message.text()));
  (page as Page & { errors: string[] }).errors = errors;
  watchedPages.push(page);
  return page;
}

/** A console error this test causes on purpose (e.g. a request it blocks) does not fail it. */
export function expectConsoleError(pattern: RegExp): void {
  expectedErrors.push(pattern);
}

export function pageErrors(page: Page): string[] {
  return (page as Page & { errors?: string[] }).errors ?? [];
}

/** Replaces the editor's text the way a person does: select all, paste. */
export async function pasteIntoEditor(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await pasteClipboardIntoEditor(page);
}

/** Pastes what the clipboard holds over the editor's whole text (a test may fill it in the page: 20 MB cross the wire in 10 s). */
export async function pasteClipboardIntoEditor(page: Page): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** The editor's whole text, read the way a person would: select all, copy. */
export async function editorText(page: Page): Promise<string> {
  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

export async function focusEditor(page: Page): Promise<void> {
  // Monaco 0.57 takes keys through an EditContext element in Chromium; on a very long line, through its textarea
  await page.locator('.monaco-editor').locator('.native-edit-context, textarea.inputarea').first().focus();
}

/** Places the cursor right after the first occurrence of `needle` in the editor, using Find. */
export async function moveCursorAfter(page: Page, needle: string): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+F');
  // as a person does: type once the find box has the focus, press Enter once it counts a match
  const findWidget = page.locator('.find-widget.visible');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.find-widget') !== null)).toBe(true);
  await page.keyboard.insertText(needle);
  await expect.poll(() => findWidget.locator('.matchesCount').innerText()).toMatch(/^\d+ of \d+$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await findWidget.waitFor({ state: 'detached' });
  await page.keyboard.press('ArrowRight');
}

export function preview(page: Page) {
  return page.locator('[data-host-theme]');
}

export async function problemMessages(page: Page): Promise<string[]> {
  return page.locator('.problems .problem .message').allInnerTexts();
}

export { expect };

/** The designer's prototyping shortcut, not Agentty's: clicks change toggles, checkboxes, choices, selects and tabs by themselves. */
export async function keepClicks(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Keep clicks/ }).check();
}
