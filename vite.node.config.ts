import { defineConfig } from 'vite';
import { lucideIcons } from './vite.config.js';

// The Node.js entry points (live host, check-plugin), bundled so they can import src/ and its virtual modules.
export default defineConfig({
  plugins: [lucideIcons()],
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-node',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: {
      input: { host: 'node/host-cli.ts', 'check-plugin': 'node/check-plugin-cli.ts' },
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
});
