/**
 * The community data screen's logic, apart from its look: stored files grouped by game system, and
 * picked files read as base64 for the API.
 */
import type { StoredDataFile } from '../../core/bsdata/import-report';

/** The extensions the importer reads, for the file picker. */
export const GAME_DATA_EXTENSIONS = ['.gst', '.cat', '.gstz', '.catz', '.bsr'] as const;

export interface GameSystemGroup {
  id: string;
  /** Absent only if the store holds catalogues whose game system is gone (it should not). */
  gameSystem?: StoredDataFile;
  catalogues: StoredDataFile[];
}

/** Game systems by name, each with its catalogues by name beneath. */
export function groupGameData(files: StoredDataFile[], locale: string): GameSystemGroup[] {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  const groups = new Map<string, GameSystemGroup>();
  const groupOf = (id: string) => {
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { id, catalogues: [] }));
    return group;
  };
  for (const file of files) {
    if (file.kind === 'gameSystem') groupOf(file.id).gameSystem = file;
    else groupOf(file.gameSystemId).catalogues.push(file);
  }
  const list = [...groups.values()];
  for (const group of list) group.catalogues.sort(byName);
  return list.sort((a, b) =>
    byName({ name: a.gameSystem?.name ?? a.id }, { name: b.gameSystem?.name ?? b.id }),
  );
}

/** A picked file's bytes in base64, read by the browser itself (no string building in JavaScript). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      const comma = url.indexOf(',');
      resolve(comma < 0 ? '' : url.slice(comma + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
