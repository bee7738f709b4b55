import { createServer, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { precompressed } from './node/precompressed.ts';
import { LOCALES, pickLocale } from './src/i18n/locales.ts';
import { drawKeptFrame, drawStarterFrame, keptFrameKeys, MIRROR_STAMP, type StarterLayout } from './src/app/storage/kept-frame.ts';
import { STORAGE_PREFIX } from './src/app/storage/keys.ts';
import { BUILD, DOCK, EDITOR, FIT, fitColumns, fitDock, NARROW_BELOW_PX } from './src/app/layout/fit.ts';
import { AGENTTY_ICONS, AGENTTY_ICON_STAND_INS } from './src/schema/agentty.ts';

const require = createRequire(import.meta.url);
const lucideIconDir = join(dirname(require.resolve('lucide/package.json')), 'dist/esm/icons');

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase();

/**
 * Lucide's older names that now draw another icon (`trash-2` is `trash` since Lucide 1.x), by name: Agentty
 * uses some of them. Only names that spell back to Lucide's own alias are taken.
 */
function lucideAliases(files: ReadonlySet<string>): Map<string, string> {
  const source = readFileSync(join(lucideIconDir, '..', 'iconsAndAliases.mjs'), 'utf8');
  const aliases = new Map<string, string>();
  for (const [, list, file] of source.matchAll(/export \{ ([^}]*) \} from '\.\/icons\/([^']+)\.mjs'/g)) {
    for (const part of list!.split(',')) {
      const alias = part.trim().replace(/^default as /, '');
      const name = kebab(alias);
      if (!files.has(name) && pascal(name) === alias) aliases.set(name, file!);
    }
  }
  return aliases;
}

// Agentty's icon names, each drawn from the installed Lucide package: its own file, an alias's, or a stand-in
export function lucideIcons(): Plugin {
  const files = readdirSync(lucideIconDir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.slice(0, -'.mjs'.length))
    .sort();
  const drawable = new Map<string, string>([
    ...files.map((file): [string, string] => [file, file]),
    ...lucideAliases(new Set(files)),
    ...Object.entries(AGENTTY_ICON_STAND_INS),
  ]);
  const missing = AGENTTY_ICONS.filter((name) => !drawable.has(name));
  if (missing.length) throw new Error(`Lucide has no drawing for Agentty's icons ${missing.join(', ')}: add stand-ins in src/schema/agentty.ts.`);
  const used = [...new Set(AGENTTY_ICONS.map((name) => drawable.get(name)!))];
  const id = 'virtual:lucide-icons';
  return {
    name: 'lucide-icons',
    resolveId(requested) {
      return requested === id ? '\0' + id : undefined;
    },
    load(requested) {
      if (requested !== '\0' + id) return undefined;
      const imports = used.map((file, i) => `import i${i} from ${JSON.stringify(join(lucideIconDir, file + '.mjs'))};`);
      const index = new Map(used.map((file, i) => [file, i]));
      const entries = AGENTTY_ICONS.map((name) => `${JSON.stringify(name)}: i${index.get(drawable.get(name)!)}`);
      return `${imports.join('\n')}\nexport default {${entries.join(',')}};`;
    },
  };
}

type BuiltChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } };

/** The files the chunks of these modules (or the entry) need, their static imports included: scripts and style sheets. */
function filesOf(bundle: Record<string, { type: string }>, modules: RegExp | 'entry'): { scripts: string[]; styles: string[] } {
  const chunks = new Map(Object.entries(bundle).filter((entry): entry is [string, BuiltChunk] => entry[1].type === 'chunk'));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk.imports.forEach((name) => visit(chunks.get(name)));
  };
  const wanted = (chunk: BuiltChunk) => (modules === 'entry' ? chunk.isEntry : chunk.facadeModuleId !== null && modules.test(chunk.facadeModuleId));
  for (const chunk of chunks.values()) if (wanted(chunk)) visit(chunk);
  return { scripts: [...scripts], styles: [...styles] };
}

// the editor's files, for src/editor/load.ts to fetch once the app's first frame is painted (the app's own code is
// in the entry's static imports, which Vite already preloads)
function editorFileList(): Plugin {
  let base = '/';
  return {
    name: 'editor-file-list',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return undefined;
        const startup = filesOf(bundle, 'entry');
        const monaco = filesOf(bundle, /\/src\/editor\/monaco\.ts$/);
        const editor = [...monaco.scripts.filter((file) => !startup.scripts.includes(file)), ...monaco.styles.filter((file) => !startup.styles.includes(file))];
        return [{ tag: 'script', attrs: { type: 'application/json', id: 'editor-files' }, children: JSON.stringify(editor.map((file) => base + file)), injectTo: 'head' }];
      },
    },
  };
}

/** The starter's first frame, rendered by the app's own components on the server (see starter-frame.ts). */
async function renderStarter(root: string): Promise<{ html: string; panelWidth: number }> {
  const server = await createServer({
    configFile: false,
    root,
    plugins: [svelte(), lucideIcons()],
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderStarterFrame } = (await server.ssrLoadModule('/src/app/storage/starter-frame.ts')) as typeof import('./src/app/storage/starter-frame.ts');
    // the columns are fitted to the window in index.html; this size only decides that the workbench is wide
    return await renderStarterFrame(1366, 768);
  } finally {
    await server.close();
  }
}

// The first script in the body draws a picture before any module has loaded: the last session's, or on a
// first visit the starter's, rendered here when the app is built
function keptFrame(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'kept-frame',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { chunk }) {
        // the entry's URL names the build: src/main.ts passes its own import.meta.url when it keeps a picture
        const entryPath = chunk ? base + chunk.fileName : '/src/main.ts';
        const call = (draw: (...args: never[]) => void, ...args: unknown[]) => `(${draw.toString()})(${args.map((value) => (typeof value === 'function' ? value.toString() : JSON.stringify(value))).join(', ')});`;
        const code = call(drawKeptFrame, keptFrameKeys, MIRROR_STAMP.source, entryPath);
        // the dev server draws no starter picture: only a build renders it
        if (!chunk) return [{ tag: 'script', children: code, injectTo: 'body' }];
        const starter = await renderStarter(root);
        const layout: StarterLayout = { sizes: FIT, build: BUILD.initial, editor: EDITOR.initial, dock: DOCK.initial, panelWidth: starter.panelWidth, narrowBelow: NARROW_BELOW_PX };
        return [
          { tag: 'template', attrs: { id: 'starter-frame' }, children: starter.html, injectTo: 'body' },
          { tag: 'script', children: code + call(drawStarterFrame, STORAGE_PREFIX, layout, fitColumns, fitDock, pickLocale, LOCALES), injectTo: 'body' },
        ];
      },
    },
  };
}

// Chrome opens six connections to a host: the start-up's twenty small chunks took four rounds of requests.
// A few chunks instead: what every page shares (preview, grammar, links), the Svelte runtime, and the designer.
// Monaco stays in chunks of its own, fetched after the first frame.
const COMMON_CODE = /\/src\/(preview|schema|document|json|share|bridge|events|host)\/|\/src\/app\/bridge\/BridgeApi|node_modules\/zod\//;
const DESIGNER_CODE = /\/src\/(app|visual|export|storage|gallery|editor)\//;
const MONACO_ENTRIES = /\/src\/editor\/(monaco|json\.worker)\.ts$/;
// code that runs only on a click (Share, the zip download), with fflate: loaded then, not at start-up
const ON_DEMAND = /\/src\/(share\/link|app\/share\/share-url|export\/zip-archive)\.ts$|node_modules\/fflate\//;
const startupChunks = [
  // Svelte's constants make an Error when they load: V8 then finds source positions for the whole chunk
  // that runs them (about 30 ms for the shared chunk, under 1 ms for a chunk of their own)
  { name: 'svelte-constants', priority: 4, test: /\/node_modules\/svelte\/src\/internal\/client\/constants\.js$/ },
  { name: 'svelte', priority: 3, test: /\/node_modules\/svelte\// },
  { name: 'common', priority: 2, test: (id: string) => COMMON_CODE.test(id) && !ON_DEMAND.test(id) },
  { name: 'designer', priority: 1, test: (id: string) => DESIGNER_CODE.test(id) && !MONACO_ENTRIES.test(id) && !ON_DEMAND.test(id) },
];

const UNIT_TESTS = ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'node/**/*.test.ts'];
const MOCKING_TEST = 'src/share/dictionary-frozen.test.ts';

// the service worker precaches the whole build (Monaco included): after the first visit every page opens offline;
// a new build waits for the person's "Reload to update" (src/offline/)
const offline = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Panel Designer',
      short_name: 'Panel Designer',
      description: 'Design, preview and export Agentty plugin panels and Agent Bridge plugin settings, in the browser.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f7f9',
      theme_color: '#5b4de0',
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,ttf,webmanifest}'],
      // the .gz copies are for the live host's server; the browser never asks for them by name
      globIgnores: ['**/*.gz', '**/*.br'],
      // Monaco's editor chunk is about 2.7 MB
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: 'index.html',
      // the live host's own routes are never the app
      navigateFallbackDenylist: [/^\/live/, /^\/plugin-files\//],
      cleanupOutdatedCaches: true,
      // a first visit is served by the worker at once; an update still waits for the person's reload
      clientsClaim: true,
    },
  });

export default defineConfig({
  plugins: [svelte(), lucideIcons(), editorFileList(), keptFrame(), precompressed(), offline()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000, rolldownOptions: { output: { codeSplitting: { groups: startupChunks } }, checks: { pluginTimings: false } } },
  // the validation worker reads the schema, which names the icon set
  worker: { format: 'es', plugins: () => [lucideIcons()] },
  test: {
    environment: 'node',
    // Vitest leaves a core free by default: one worker on a 2-core runner took 107 s, two take 61 s
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // files share a worker's modules (a third faster); the one file that mocks a module keeps a fresh one
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, exclude: [MOCKING_TEST], isolate: false } },
      { extends: true, test: { name: 'mocking', include: [MOCKING_TEST] } },
    ],
  },
});
