import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const lucideIconDir = join(dirname(require.resolve('lucide/package.json')), 'dist/esm/icons');

// the icon set's names come from the installed package, so they never drift from what renders
function lucideIcons(): Plugin {
  const names = readdirSync(lucideIconDir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.slice(0, -'.mjs'.length))
    .sort();
  const ids = { names: 'virtual:lucide-names', icons: 'virtual:lucide-icons' } as const;
  return {
    name: 'lucide-icons',
    resolveId(id) {
      return id === ids.names || id === ids.icons ? '\0' + id : undefined;
    },
    load(id) {
      if (id === '\0' + ids.names) return `export default ${JSON.stringify(names)};`;
      if (id !== '\0' + ids.icons) return undefined;
      const imports = names.map((name, i) => `import i${i} from ${JSON.stringify(join(lucideIconDir, name + '.mjs'))};`);
      const entries = names.map((name, i) => `${JSON.stringify(name)}: i${i}`);
      return `${imports.join('\n')}\nexport default {${entries.join(',')}};`;
    },
  };
}

export default defineConfig({
  plugins: [svelte(), lucideIcons()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 },
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
