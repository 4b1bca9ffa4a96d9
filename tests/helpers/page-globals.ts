import { vi } from 'vitest';

/**
 * The page's `document` and `window` as the editor store reads them (listeners, visibility), for unit
 * tests that run the store in Node. Call it before importing the store: it reads them when loaded.
 */
export function stubEditorPageGlobals(): void {
  vi.stubGlobal('document', {
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    visibilityState: 'visible',
  });
  vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
}
