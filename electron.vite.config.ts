import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import solid from 'vite-plugin-solid';

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      // The worker thread that reads uploaded files is an entry of its own, found beside the bundle at
      // run time (src/main/worker/heavy-work.ts).
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/electron/index.ts'),
          'heavy-work-worker': resolve(import.meta.dirname, 'src/main/worker/heavy-work-worker.ts'),
        },
      },
    },
  },
  preload: {
    // A sandboxed preload cannot require npm packages: everything it uses is bundled into one
    // CommonJS file, and only `electron` stays external.
    build: {
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [solid()],
    build: {
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } },
    },
  },
});
