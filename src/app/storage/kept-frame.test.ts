import { afterEach, describe, expect, test, vi } from 'vitest';
import { drawKeptFrame, keptFrameKeys, MIRROR_STAMP, stampOf, takeKeptFrame, type KeptFrame } from './kept-frame';

const mirrorText = (id: string, updated: number) => JSON.stringify({ id, updated, doc: { version: 1, screens: [] } });

interface FakeApp {
  inert: boolean;
  innerHTML: string;
  dataset: Record<string, string>;
}

/** A page before its modules: storage holding `local` and `session`, a window of `size`, an empty #app. */
function page(local: Record<string, string>, options: { session?: Record<string, string>; size?: [number, number]; hash?: string; entry?: string } = {}) {
  const app: FakeApp = { inert: false, innerHTML: '', dataset: {} };
  const root = { dataset: {} as Record<string, string> };
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
  vi.stubGlobal('localStorage', storage(local));
  vi.stubGlobal('sessionStorage', storage(options.session ?? {}));
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'app' ? app : null), documentElement: root });
  vi.stubGlobal('location', { hash: options.hash ?? '', href: 'http://127.0.0.1:4173/' });
  vi.stubGlobal('innerWidth', options.size?.[0] ?? 1400);
  vi.stubGlobal('innerHeight', options.size?.[1] ?? 900);
  return { app, root, draw: () => drawKeptFrame(keptFrameKeys, MIRROR_STAMP.source, options.entry ?? '/assets/index-abc.js') };
}

const frame = (stamp: string, extra: Partial<KeptFrame> = {}): string =>
  JSON.stringify({ build: 'http://127.0.0.1:4173/assets/index-abc.js', stamp, width: 1400, height: 900, theme: 'dark', html: '<header class="toolbar">Panel Designer</header>', ...extra });

describe('the kept picture', () => {
  afterEach(() => vi.unstubAllGlobals());

  const mirror = mirrorText('doc-1', 1700000000000);
  const stamp = stampOf(mirror)!;

  test('the mirror as the app writes it starts with its stamp: id and save time', () => {
    expect(stamp).toBe('{"id":"doc-1","updated":1700000000000');
    expect(stampOf(undefined)).toBeUndefined();
    // the mirror of earlier versions held the document alone
    expect(stampOf(JSON.stringify({ version: 1, screens: [] }))).toBeUndefined();
  });

  test('is drawn, inert, with its theme, beside the version and at the window size it shows', () => {
    const { app, root, draw } = page({ [keptFrameKeys.frame]: frame(stamp), [keptFrameKeys.mirror]: mirror, [keptFrameKeys.lastId]: 'doc-1' });
    draw();
    expect(app.innerHTML).toContain('Panel Designer');
    expect(app.inert).toBe(true);
    expect(app.dataset.keptFrame).toBe('');
    expect(root.dataset.appTheme).toBe('dark');
  });

  test.each([
    ['another window size', { size: [1366, 768] as [number, number] }, {}],
    ['another build of the app', { entry: '/assets/index-def.js' }, {}],
    ['a share link', { hash: '#v1.abc' }, {}],
    ['a live session', { hash: '#live=token' }, {}],
    ['this tab opens another document', { session: { [keptFrameKeys.tabId]: 'doc-2' } }, {}],
    ['the design was saved again since', {}, { [keptFrameKeys.mirror]: mirrorText('doc-1', 1700000000001) }],
    ['no mirror (a design too big for localStorage)', {}, { [keptFrameKeys.mirror]: '' }],
    ['a broken picture', {}, { [keptFrameKeys.frame]: '{"stamp":' }],
  ])('is not drawn for %s', (_what, options, overrides) => {
    const { app, root, draw } = page({ [keptFrameKeys.frame]: frame(stamp), [keptFrameKeys.mirror]: mirror, ...overrides }, options);
    expect(() => draw()).not.toThrow();
    expect(app.innerHTML).toBe('');
    expect(app.inert).toBe(false);
    expect(root.dataset.appTheme).toBeUndefined();
  });

  test('a browser that blocks storage draws nothing and throws nothing', () => {
    const { app, draw } = page({});
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => draw()).not.toThrow();
    expect(app.innerHTML).toBe('');
  });
});

describe('the app taking #app back from a picture', () => {
  const app = (picture: string | undefined) => {
    const element = { inert: picture !== undefined, dataset: picture === undefined ? {} : { keptFrame: picture }, replaceChildren: vi.fn() };
    return element as typeof element & HTMLElement;
  };

  test('a kept picture is removed; the starter picture stays for the app to hydrate; either way #app is live again', () => {
    const kept = app('');
    expect(takeKeptFrame(kept)).toBe(false);
    expect(kept.replaceChildren).toHaveBeenCalledOnce();
    const starter = app('starter');
    expect(takeKeptFrame(starter)).toBe(true);
    expect(starter.replaceChildren).not.toHaveBeenCalled();
    for (const taken of [kept, starter]) {
      expect(taken.inert).toBe(false);
      expect(taken.dataset.keptFrame).toBeUndefined();
    }
    const none = app(undefined);
    expect(takeKeptFrame(none)).toBe(false);
    expect(none.replaceChildren).not.toHaveBeenCalled();
  });
});
