/**
 * The community data screen's logic, apart from its look: stored files grouped by game system, and
 * picked files read as base64 for the API.
 */
import {
  isLocalIndexSource,
  type GameDataImportReport,
  type GameDataUpdateReport,
  type StoredDataFile,
} from '../../core';
import { isCatpkgAddress } from '../../core';

/**
 * The extensions the importer reads, for the file picker. An `index.bsi` picked with the files is
 * their manifest: the import checks that every file it lists is there and is the one it announces.
 */
export const GAME_DATA_EXTENSIONS = ['.gst', '.cat', '.gstz', '.catz', '.bsr', '.bsi'] as const;

/** A file of a picked folder that is data: an index among its files is not (they are imported anyway). */
export function isFolderDataFile(name: string): boolean {
  const lower = name.toLowerCase();
  return GAME_DATA_EXTENSIONS.some((extension) => extension !== '.bsi' && lower.endsWith(extension));
}

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

/**
 * The reports of an update (one per repository index) as one report for the screen: what each index
 * refused, stored and found up to date, together. Stored when every index's import was.
 */
export function mergeUpdateReports(update: GameDataUpdateReport): GameDataImportReport {
  const reports = update.sources.map((source) => source.report);
  return {
    stored: reports.every((report) => report.stored),
    files: reports.flatMap((report) => report.files),
    refused: reports.flatMap((report) => report.refused),
    warnings: reports.flatMap((report) => report.warnings),
    unresolvedLinks: reports.flatMap((report) => report.unresolvedLinks),
    unsupported: reports.flatMap((report) => report.unsupported),
    index: {
      url: update.sources.map((source) => source.url).join(', '),
      name: reports.map((report) => report.index?.name ?? '').join(', '),
      upToDate: reports.flatMap((report) => report.index?.upToDate ?? []),
    },
  };
}

/**
 * Whether some stored file came from a repository index, at an address or a path on disk given to
 * `muster data import` (so that "Update" has something to ask).
 */
export function hasIndexSource(files: StoredDataFile[]): boolean {
  // A subscription's files (their source a catpkg.json) are updated by "Rechercher des mises à jour".
  return files.some(
    (file) =>
      (/^https?:\/\//i.test(file.source) && !isCatpkgAddress(file.source)) || isLocalIndexSource(file.source),
  );
}
