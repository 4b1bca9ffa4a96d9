/** A game's community data from ../shared/bsdata, read into the engine's model (callers check `sharedAvailable`). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readDataFile } from '../../src/core/bsdata/read-data-file';
import type { Catalogue, GameData, GameSystem } from '../../src/core/catalogue/model';
import { textIn } from '../../src/core/catalogue/text';
import { DataIndex } from '../../src/core/engine/data-index';
import type { EditContext } from '../../src/core/engine/edits';
import { bindingFor, type GameBinding } from '../../src/core/engine/muster/binding';
import type { TreeRoster } from '../../src/core/roster/tree';
import { readBindings } from '../../src/main/game-data/read-bindings';
import { SHARED_DIR } from './shared-material';

export function communityFiles(game: string): (GameSystem | Catalogue)[] {
  const folder = join(SHARED_DIR, 'bsdata', game);
  return readdirSync(folder)
    .filter((name) => /\.(gst|cat)$/.test(name))
    .sort()
    .map((name) => {
      const read = readDataFile(readFileSync(join(folder, name), 'utf8'));
      if (!read.ok) throw new Error(`${game}/${name} does not read`);
      return read.file;
    });
}

/**
 * A game's data: its first game system (by file name) and that system's catalogues. A game with
 * several editions (Deadzone 3rd Edition and Escalation) keeps each edition's catalogues apart.
 */
export function communityData(game: string, gameSystemName?: string): GameData {
  const files = communityFiles(game);
  const gameSystem = files.find(
    (file): file is GameSystem =>
      file.kind === 'gameSystem' &&
      (gameSystemName === undefined || textIn(file.name, 'en') === gameSystemName),
  );
  if (!gameSystem) throw new Error(`${game}: no game system`);
  return {
    gameSystem,
    catalogues: files.filter(
      (file): file is Catalogue => file.kind === 'catalogue' && file.gameSystemId === gameSystem.id,
    ),
  };
}

/** A game's community data indexed, with an edit context and the game's binding (db/bindings). */
export function communityContext(game: string): {
  index: DataIndex;
  context: EditContext;
  binding: GameBinding | undefined;
} {
  const data = communityData(game);
  const index = new DataIndex(data);
  let next = 0;
  const context: EditContext = { index, newId: () => `s${(next += 1)}` };
  const bindings = readBindings(resolve(import.meta.dirname, '../../db/bindings'));
  return { index, context, binding: bindingFor(bindings, data.gameSystem.id) };
}

/** The catalogue of that name (in English), and an empty roster of the game. */
export function catalogueAndRoster(
  index: DataIndex,
  name: string,
): { catalogue: Catalogue; roster: TreeRoster } {
  const catalogue = [...index.catalogues.values()].find((candidate) => textIn(candidate.name, 'en') === name);
  if (!catalogue) throw new Error(`no catalogue named ${name}`);
  const roster: TreeRoster = {
    id: 'r',
    name: 'r',
    gameSystemId: index.gameSystem.id,
    costLimits: {},
    forces: [],
  };
  return { catalogue, roster };
}

/** A game's data files as the service's import takes them: each file's name and its bytes in base64. */
export function communityUploads(game: string): { name: string; base64: string }[] {
  const folder = join(SHARED_DIR, 'bsdata', game);
  return readdirSync(folder)
    .filter((name) => /\.(gst|cat)$/.test(name))
    .map((name) => ({ name, base64: readFileSync(join(folder, name)).toString('base64') }));
}
