// A picture of the app as a session left it: the next start draws it before the app's code has run
import { readKey, removeKey, writeKey } from '../../storage/local.ts';
import { KEPT_FRAME_KEY, LAST_ID_KEY, MIRROR_KEY, TAB_ID_KEY } from './keys.ts';
import type { fitColumns, fitDock, FitSizes } from '../layout/fit.ts';
import type { Locale, pickLocale } from '../../i18n/locales.ts';

/** Above this the picture would crowd the document's own mirror out of localStorage's 5 M characters. */
export const KEPT_FRAME_MAX_CHARS = 400_000;

/** The mirror's text starts with the document's id and save time: a picture is drawn only beside the version it shows. */
export const MIRROR_STAMP = /^\{"id":"[^"\\]*","updated":\d+/;

export interface KeptFrame {
  /** The URL of the app's entry script: another build's picture names styles this one may not have. */
  readonly build: string;
  readonly stamp: string;
  readonly width: number;
  readonly height: number;
  readonly theme: string | undefined;
  readonly html: string;
}

export interface KeptFrameKeys {
  readonly frame: string;
  readonly mirror: string;
  readonly tabId: string;
  readonly lastId: string;
}

export const keptFrameKeys: KeptFrameKeys = { frame: KEPT_FRAME_KEY, mirror: MIRROR_KEY, tabId: TAB_ID_KEY, lastId: LAST_ID_KEY };

export function stampOf(mirrorText: string | undefined): string | undefined {
  return MIRROR_STAMP.exec(mirrorText?.slice(0, 200) ?? '')?.[0];
}

/**
 * Runs in index.html before the app's code (so it imports nothing, and its text is inlined): draws the
 * kept picture into #app, inert, when it shows the version of the document this tab opens, at this
 * window size. Anything unexpected leaves #app empty, and the app draws as it loads.
 */
export function drawKeptFrame(keys: KeptFrameKeys, stampPattern: string, entryPath: string): void {
  try {
    if (/^#(v|live=)/.test(location.hash)) return;
    const raw = localStorage.getItem(keys.frame);
    const app = document.getElementById('app');
    if (!raw || !app) return;
    const frame = JSON.parse(raw) as KeptFrame;
    const stamp = new RegExp(stampPattern).exec(localStorage.getItem(keys.mirror)?.slice(0, 200) ?? '')?.[0];
    const id = sessionStorage.getItem(keys.tabId) ?? localStorage.getItem(keys.lastId);
    const opensThis = id === null || stamp?.startsWith(`{"id":${JSON.stringify(id)},`);
    const sameBuild = frame.build === new URL(entryPath, location.href).href;
    if (!sameBuild || !stamp || frame.stamp !== stamp || !opensThis || frame.width !== innerWidth || frame.height !== innerHeight) return;
    if (frame.theme) document.documentElement.dataset.appTheme = frame.theme;
    app.inert = true;
    app.dataset.keptFrame = '';
    app.innerHTML = frame.html;
  } catch {
    // no picture: storage blocked, or a picture from another version of the app
  }
}

/**
 * Takes back #app from the picture index.html drew, if any, in the task that mounts the app: the starter's
 * picture is kept for the app to hydrate (true), a kept picture is removed.
 */
export function takeKeptFrame(app: HTMLElement): boolean {
  const picture = app.dataset.keptFrame;
  if (picture === undefined) return false;
  if (picture !== 'starter') app.replaceChildren();
  app.inert = false;
  delete app.dataset.keptFrame;
  return picture === 'starter';
}

/**
 * The app's markup as a picture of its first frame: form fields hold their values, the editor shows where it
 * loads, nothing open floats, and the tools the app draws after its first frame (in [data-tools]) are left out.
 */
export function pictureOf(app: HTMLElement, loadingNote = 'Loading editor…'): string {
  const copy = app.cloneNode(true) as HTMLElement;
  // a field's value and check are properties, which the copy's markup does not hold
  const fields = app.querySelectorAll('input, textarea, select');
  copy.querySelectorAll('input, textarea, select').forEach((field, index) => {
    const original = fields[index];
    if (field instanceof HTMLInputElement && original instanceof HTMLInputElement) {
      field.setAttribute('value', original.value);
      field.toggleAttribute('checked', original.checked);
    } else if (field instanceof HTMLTextAreaElement && original instanceof HTMLTextAreaElement) {
      field.textContent = original.value;
    } else if (field instanceof HTMLSelectElement && original instanceof HTMLSelectElement) {
      Array.from(field.options).forEach((option, k) => option.toggleAttribute('selected', k === original.selectedIndex));
    }
  });
  for (const editor of copy.querySelectorAll<HTMLElement>('[data-testid="editor"]')) {
    const note = document.createElement('p');
    note.className = ['loading', ...Array.from(editor.classList).filter((name) => name.startsWith('svelte-'))].join(' ');
    note.setAttribute('role', 'status');
    note.textContent = loadingNote;
    editor.removeAttribute('data-ready');
    editor.replaceChildren(note);
  }
  copy.querySelectorAll('[data-tools]').forEach((slot) => slot.replaceChildren());
  // a design file's object URL dies with the page: the next start would ask for it and fail
  copy.querySelectorAll('img[src^="blob:"]').forEach((image) => image.removeAttribute('src'));
  copy.querySelectorAll('dialog, [popover], [role="dialog"], [role="menu"], [role="tooltip"]').forEach((open) => open.remove());
  return copy.innerHTML;
}

/** Keeps a picture of the app for the next start of this build (`build`: its entry's URL), beside the mirrored version it shows. */
export function keepFrame(app: HTMLElement, build: string, loadingNote?: string): void {
  const stamp = stampOf(readKey(MIRROR_KEY));
  if (stamp === undefined) return removeKey(KEPT_FRAME_KEY);
  const frame: KeptFrame = { build, stamp, width: innerWidth, height: innerHeight, theme: document.documentElement.dataset.appTheme, html: pictureOf(app, loadingNote) };
  const text = JSON.stringify(frame);
  if (text.length > KEPT_FRAME_MAX_CHARS || !writeKey(KEPT_FRAME_KEY, text)) removeKey(KEPT_FRAME_KEY);
}

/** What index.html needs to fit the starter's picture to a window: the layout a first visit starts with. */
export interface StarterLayout {
  readonly sizes: FitSizes;
  readonly build: number;
  readonly editor: number;
  readonly dock: number;
  readonly panelWidth: number;
  /** Below this window width the app is one column of tabs, which the picture does not show. */
  readonly narrowBelow: number;
}

/**
 * Runs in index.html after drawKeptFrame (inlined like it, so it imports nothing): on a first visit, when
 * nothing of Panel Designer is stored in this browser, draws the starter's first frame, rendered when the
 * app was built (in <template id="starter-frame">), with its columns fitted to this window as the app fits them.
 */
export function drawStarterFrame(
  prefix: string,
  layout: StarterLayout,
  columnsOf: typeof fitColumns,
  dockOf: typeof fitDock,
  localeOf: typeof pickLocale,
  locales: readonly Locale[],
): void {
  const app = document.getElementById('app');
  const picture = document.getElementById('starter-frame');
  try {
    if (!app || !(picture instanceof HTMLTemplateElement) || app.dataset.keptFrame !== undefined || app.firstChild) return;
    if (/^#(v|live=)/.test(location.hash) || innerWidth < layout.narrowBelow) return;
    const stored = (storage: Storage) => Object.keys(storage).some((key) => key.startsWith(prefix));
    if (stored(localStorage) || stored(sessionStorage)) return;
    // the picture is in English: a browser in another of our languages would see English flash, then change
    if (localeOf(null, navigator.languages, locales) !== locales[0]) return;
    app.append(picture.content.cloneNode(true));
    const bench = app.querySelector('main');
    if (!bench) throw new Error('no workbench');
    // the workbench spans the window: reading its size would lay the page out inside this script, and again once
    // the columns are set. Its height matters only to a short window's dock (200 px: more than the toolbar takes)
    const request = { width: innerWidth, buildOpen: true, build: layout.build, editor: layout.editor, panelWidth: layout.panelWidth };
    const columns = columnsOf(request, layout.sizes);
    // a window so narrow that the app shows the panel scaled down: the picture would not match it
    if (columns.preview < layout.panelWidth + layout.sizes.previewChrome) throw new Error('panel scaled');
    bench.style.setProperty('--build', `${columns.build}px`);
    bench.style.setProperty('--editor', `${columns.editor}px`);
    const { sizes } = layout;
    const tall = innerHeight - 200 >= layout.dock + sizes.mainMinHeight + sizes.splitter;
    bench.style.setProperty('--dock', `${dockOf(layout.dock, tall ? innerHeight : bench.clientHeight, sizes).height}px`);
    if (matchMedia('(prefers-color-scheme: dark)').matches) {
      document.documentElement.dataset.appTheme = 'dark';
      app.querySelector('[role="switch"]')?.setAttribute('aria-checked', 'true');
    }
    app.inert = true;
    // the app hydrates this picture (it is the server's render of the same state) rather than drawing it again
    app.dataset.keptFrame = 'starter';
  } catch {
    // no picture: storage blocked, or a window the picture does not fit; the app draws as it loads
    if (app?.dataset.keptFrame === undefined) app?.replaceChildren();
  } finally {
    picture?.remove();
  }
}
