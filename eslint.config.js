import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';
import { builtinModules } from 'node:module';

// The layers, lowest first: each folder may import only the folders it names (and npm packages other than
// Svelte and Monaco, which only `preview`, `editor` and the shell may use). Tests may cross layers.
const FOLDERS = ['json', 'storage', 'schema', 'manifest', 'document', 'bridge', 'events', 'visual', 'share', 'export', 'gallery', 'preview', 'editor', 'viewer', 'host', 'app'];
const PURE = ['json', 'schema', 'document'];
const LAYERS = {
  json: { uses: [] },
  storage: { uses: ['json'] },
  schema: { uses: ['json'] },
  manifest: { uses: ['json', 'schema'] },
  document: { uses: ['json', 'schema'] },
  bridge: { uses: [...PURE] },
  events: { uses: [...PURE] },
  visual: { uses: [...PURE, 'events'] },
  share: { uses: [...PURE] },
  export: { uses: [...PURE, 'events', 'bridge', 'manifest', 'host'] },
  gallery: { uses: [...PURE, 'events', 'share', 'export'] },
  preview: { uses: [...PURE, 'events', 'bridge'], svelte: true },
  editor: { uses: [...PURE, 'events', 'storage', 'manifest'], svelte: true, monaco: true },
  host: { uses: ['json', 'schema', 'manifest', 'document', 'events'] },
};

function layerRules() {
  return Object.entries(LAYERS).flatMap(([folder, layer]) => {
    const forbidden = FOLDERS.filter((other) => other !== folder && !layer.uses.includes(other));
    const packages = [...(layer.svelte ? [] : ['svelte']), ...(layer.monaco ? [] : ['monaco-editor'])];
    // one block per depth below the folder, so '../x' is read as the folder it really names
    return [1, 2, 3].map((depth) => ({
      files: [`src/${folder}/${'*/'.repeat(depth - 1)}*.{ts,svelte}`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^(\\.\\./){${depth}}(${forbidden.join('|')})(/|$)`, message: `src/${folder} may import only ${layer.uses.join(', ') || 'no other folder'} (see eslint.config.js).` },
              ...packages.map((name) => ({ regex: `^${name}(/|$)`, message: `src/${folder} is pure: it never imports ${name}.` })),
            ],
          },
        ],
      },
    }));
  });
}

export default ts.config(
  { ignores: ['dist/', 'dist-node/', 'node_modules/', 'test-results/', '.scratch/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // state classes keep immutable maps in $state.raw and replace them whole, which this rule cannot see
    files: ['src/**/*.svelte.ts'],
    rules: { 'svelte/prefer-svelte-reactivity': 'off' },
  },
  {
    // no projectService: the type program took 75 of the lint's 100 s on 2 cores, for one rule (svelte/no-unused-props);
    // svelte-check types every file anyway
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig } },
  },
  ...layerRules(),
  {
    // the browser bundle never reaches Node.js: node/ imports src/, never the other way (a separate rule name, so the layer rules above still apply)
    files: ['src/**/*.{ts,svelte}'],
    ignores: ['**/*.test.ts', 'src/export/harness.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(node:.*|${builtinModules.join('|')})(/|$)`, message: 'src/ runs in the browser: Node.js modules belong in node/.' },
            { regex: '^ws$', message: 'src/ runs in the browser: the WebSocket server belongs in node/.' },
            { regex: '^(\\.\\./)+node(/|$)', message: 'src/ never imports node/ (the Node.js host and CLI).' },
          ],
        },
      ],
    },
  },
);
