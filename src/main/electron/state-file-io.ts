/**
 * How the shell's small state files (desktop-state.json, window-state.json) are read and written: a
 * file that cannot be read is absent (its defaults then apply), and a write replaces the file whole or
 * not at all. Tests give their own.
 */
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../export/write-atomic';

export interface StateFileIo {
  read(path: string): string | undefined;
  write(path: string, text: string): void;
}

export const diskStateFileIo: StateFileIo = {
  read(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  write: (path, text) => writeFileAtomic(path, text),
};
