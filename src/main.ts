import { hydrate, mount } from 'svelte';
import './app/app.css';
import { keepFrame, takeKeptFrame } from './app/storage/kept-frame';
import { loadFailedText } from './i18n/load-failed';
// static: these are in the startup chunks the entry loads anyway, and each import() of them waited for a later
// task (~25 ms of an idle main thread before the designer drew, measured)
import App from './app/App.svelte';
import { Documents } from './app/storage/documents.svelte';
import { afterFirstPaint, monacoSettled, prefetchMonaco } from './editor/load';
import { i18n } from './i18n/i18n.svelte';

const target = document.getElementById('app')!;
// the interface language is known (and, if not English, loaded) before any page draws
const language = i18n.start();
// a share link opens the light preview page; each page is its own chunk, so the viewer never loads Monaco
const isShareLink = (hash: string) => hash.startsWith('#v');
const viewing = isShareLink(location.hash);

// `npm run host` opens #live=<token>: the page of a live session with the author's plugin
const liveToken = /^#live=([\w-]+)$/.exec(location.hash)?.[1];

if (liveToken !== undefined) {
  const [{ default: Live }] = await Promise.all([import('./live/Live.svelte'), language]);
  const socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live?token=${liveToken}`;
  mount(Live, { target, props: { socketUrl } });
} else if (viewing) {
  const [{ default: Viewer }] = await Promise.all([import('./viewer/Viewer.svelte'), language]);
  mount(Viewer, {
    target,
    props: { fragment: location.hash, embed: new URLSearchParams(location.search).has('embed'), designerUrl: location.origin + location.pathname },
  });
} else {
  try {
    // the saved design is read (from the mirror at once, from IndexedDB only when it must) beside the language
    const [documents] = await Promise.all([Documents.start(), language]);
    // index.html may have drawn a picture: the app takes its place in this task, so no frame is blank. The
    // starter's picture is the server's render of this very state, so the app adopts its elements
    if (takeKeptFrame(target)) hydrate(App, { target, props: { documents } });
    else mount(App, { target, props: { documents } });
    // after the document's own pagehide save, so the picture goes beside the version it shows
    addEventListener('pagehide', () => keepFrame(target, import.meta.url, i18n.t('editor.loading')));
    // the languages' own names (Hangul, Han) and i18next wait for an idle moment once the editor has loaded: see
    // Interface (in the idle time while Monaco downloaded, their font lookup and set-up held the editor back ~40 ms)
    const atIdle = () => {
      i18n.showNativeNames();
      void i18n.loadLibrary();
    };
    void monacoSettled().then(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(atIdle, { timeout: 5000 });
      else setTimeout(atIdle, 2000);
    });
    // Monaco's files download once the app's first frame is painted (asked for sooner, they held that frame back),
    // and run after (see loadMonaco). The page's load event then waits for them
    void afterFirstPaint().then(prefetchMonaco);
  } catch (error) {
    // a picture of the app must never stand in for an app that failed to load
    target.inert = false;
    target.replaceChildren(Object.assign(document.createElement('p'), { className: 'load-failed', role: 'alert', textContent: loadFailedText(error) }));
    throw error;
  }
}

// every page works offline after its first visit: the service worker registers once the page has loaded
void import('./offline/register').then(({ registerOffline }) => registerOffline());

// a link pasted into the address bar only changes the fragment: load the page it asks for
addEventListener('hashchange', () => {
  if (viewing || isShareLink(location.hash)) location.reload();
});
