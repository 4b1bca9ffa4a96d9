/** A game's community data from ../shared/bsdata, read into the engine's model (callers check `sharedAvailable`). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDataFile } from '../../src/core/bsdata/read-data-file';
import type { Catalogue, GameData, GameSystem } from '../../src/core/catalogue/v2/model';
import { SHARED_DIR } from './shared-material';

export function communityFiles(game: string): (GameSystem | Catalogue)[] {
  const folder = join(SHARED_DIR, 'bsdata', game);
  return readdirSync(folder)
    .filter((name) => /\.(gst|cat)$/.test(name))
    .map((name) => {
      const read = readDataFile(readFileSync(join(folder, name), 'utf8'));
      if (!read.ok) throw new Error(`${game}/${name} does not read`);
      return read.file;
    });
}

export function communityData(game: string): GameData {
  const files = communityFiles(game);
  const gameSystem = files.find((file): file is GameSystem => file.kind === 'gameSystem');
  if (!gameSystem) throw new Error(`${game}: no game system`);
  return { gameSystem, catalogues: files.filter((file): file is Catalogue => file.kind === 'catalogue') };
}
