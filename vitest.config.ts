import { defineConfig } from 'vitest/config';
import solid from 'vite-plugin-solid';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // No I/O to speak of, but property tests and megabyte inputs share two cores with whatever
          // else runs: the limit only catches a hang.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Real SQLite files, HTTP servers, Chromium for PDFs and a few child processes: on a busy
          // two-core machine one test can take many times what it takes alone. The limits only catch
          // a hang; no test checks how fast anything ran by them.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [solid()],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One browser at a time on a two-core machine.
          fileParallelism: false,
          // A page settles when it settles on a busy machine: polled expectations wait for a state,
          // and give up only after this long (vitest's default, 1 s, is a timing assumption).
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
