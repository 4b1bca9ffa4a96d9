// The built-in data read ahead by the app (read-builtin-data.ts `readAhead`): one file per turn of the
// event loop, so that requests are answered in between; what it reads equals a whole read of the game.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtinGameDataLoader,
  builtinDataFiles,
  readBuiltinGame,
} from '../../../src/main/catalogue/read-builtin-data';
import { useTempDirs } from '../../helpers/temp-dir';

const CATALOGUE = resolve(import.meta.dirname, '../../../db/catalogue');
const tempDir = useTempDirs();

/** Deadzone's built-in files, copied so that a test may change them. */
function deadzoneCopy(): string {
  const root = join(tempDir(), 'catalogue');
  cpSync(join(CATALOGUE, 'deadzone'), join(root, 'deadzone'), { recursive: true });
  return root;
}

describe('built-in data read ahead', () => {
  it('reads one file per turn, and then gives what a whole read gives without reading again', async () => {
    const root = deadzoneCopy();
    const files = builtinDataFiles(root, 'deadzone')!;
    const loader = builtinGameDataLoader(root, undefined);
    let asked = 0;
    const pending = loader.readAhead(['deadzone'], () => {
      asked++;
      return true;
    });
    // Nothing is read before the first turn: the caller goes on at once.
    expect(asked).toBe(0);
    await pending;
    // Asked before each file and before putting the game together.
    expect(asked).toBe(files.length + 1);
    const read = loader('deadzone');
    expect(read).toEqual(readBuiltinGame(root, 'deadzone', undefined));
    expect(loader('deadzone')).toBe(read);
    await loader.readAhead(['deadzone'], () => {
      throw new Error('a game already read is not read again');
    });
  });

  it('stops when no longer wanted, and the game is then read whole on demand', async () => {
    const root = deadzoneCopy();
    const loader = builtinGameDataLoader(root, undefined);
    let asked = 0;
    await loader.readAhead(['deadzone'], () => ++asked < 2);
    expect(asked).toBe(2);
    expect(loader('deadzone')).toEqual(readBuiltinGame(root, 'deadzone', undefined));
  });

  it('reads again a file changed after it was read ahead', async () => {
    const root = deadzoneCopy();
    const files = builtinDataFiles(root, 'deadzone')!;
    const changed = files.at(-1)!.path;
    const data = JSON.parse(readFileSync(changed, 'utf8')) as { name: string };
    const loader = builtinGameDataLoader(root, undefined);
    let asked = 0;
    await loader.readAhead(['deadzone'], () => {
      // Every file has been read ahead: the last one changes before the game is put together.
      if (++asked === files.length + 1) writeFileSync(changed, JSON.stringify({ ...data, name: 'Changed' }));
      return true;
    });
    expect(loader('deadzone')!.catalogues.map((catalogue) => catalogue.name)).toContain('Changed');
  });
});
