/**
 * A set of BattleScribe data files as a player adds them (files, a folder, a repository release):
 * grouped by game system, the highest revision of a duplicate id kept (with a warning), and each
 * game system's links checked by building its option tree. Pure: files arrive as text.
 */
import type { Catalogue, GameSystem } from '../catalogue/model';
import { textIn } from '../catalogue/text';
import type { DataProblem } from '../engine/data-index';
import {
  readDataFile,
  type DataFileLink,
  type DataFileRead,
  type DataFileReadError,
  type UnsupportedConstruct,
} from './read-data-file';
import type { IdConflict } from './import-report';

export interface DataFileText {
  /** Where it came from, for messages: a file name, or `release.bsr/Orks.cat`. */
  name: string;
  text: string;
}

export interface ReadDataFile {
  name: string;
  file: GameSystem | Catalogue;
  text: string;
  unsupported: UnsupportedConstruct[];
  /** The ids the file defines and the links it holds, as the reader gathered them. */
  ids: readonly string[];
  links: readonly DataFileLink[];
}

export type DataSetWarning =
  | {
      code: 'older-duplicate';
      id: string;
      kept: string;
      dropped: string;
      keptRevision: number;
      droppedRevision: number;
    }
  | { code: 'catalogue-without-game-system'; name: string; gameSystemId: string };

export interface DataSetGameSystem {
  gameSystem: ReadDataFile;
  catalogues: ReadDataFile[];
  problems: DataProblem[];
}

export interface DataSet {
  gameSystems: DataSetGameSystem[];
  /** Files that are not BattleScribe data, or cannot be read: with why. */
  refused: { name: string; error: DataFileReadError }[];
  /** Files given with another of the same id that is not the same file (another kind, another game). */
  conflicts: { name: string; error: IdConflict }[];
  warnings: DataSetWarning[];
}

export function revisionOf(file: GameSystem | Catalogue): number {
  return file.revision ?? 0;
}

/** The game system a file belongs to: its own id for a game system. */
export function gameSystemOf(file: GameSystem | Catalogue): string {
  return file.kind === 'gameSystem' ? file.id : file.gameSystemId;
}

/**
 * Why `file` cannot take the id `holder` has: another kind of file (a catalogue carrying its game
 * system's id), or a catalogue of another game system. Undefined for two revisions of one file.
 */
export function idConflict(
  file: GameSystem | Catalogue,
  holder: {
    name: string;
    kind: GameSystem['kind'] | Catalogue['kind'];
    gameSystemId: string;
    stored: boolean;
  },
): IdConflict | undefined {
  const gameSystemId = gameSystemOf(file);
  if (holder.kind === file.kind && holder.gameSystemId === gameSystemId) return undefined;
  return { code: 'id-conflict', id: file.id, kind: file.kind, gameSystemId, holder };
}

/**
 * Reads and groups data files. `known` are game systems already stored, so a catalogue added on its
 * own finds its game system. `preRead` holds files already read by name (read off the thread that
 * answers requests: the XML is the heavy part), the others are read here.
 */
export function readDataSet(
  texts: DataFileText[],
  known: ReadDataFile[] = [],
  preRead?: ReadonlyMap<string, DataFileRead>,
): DataSet {
  const refused: DataSet['refused'] = [];
  const conflicts: DataSet['conflicts'] = [];
  const warnings: DataSetWarning[] = [];
  const byId = new Map<string, ReadDataFile>();
  for (const { name, text } of texts) {
    const read = preRead?.get(name) ?? readDataFile(text);
    if (!read.ok) {
      refused.push({ name, error: read.error });
      continue;
    }
    const candidate: ReadDataFile = {
      name,
      file: read.file,
      text,
      unsupported: read.unsupported,
      ids: read.ids,
      links: read.links,
    };
    const existing = byId.get(read.file.id);
    const conflict =
      existing &&
      idConflict(read.file, {
        name: existing.name,
        kind: existing.file.kind,
        gameSystemId: gameSystemOf(existing.file),
        stored: false,
      });
    if (conflict) conflicts.push({ name, error: conflict });
    else if (!existing) byId.set(read.file.id, candidate);
    else {
      const [kept, dropped] =
        revisionOf(candidate.file) > revisionOf(existing.file)
          ? [candidate, existing]
          : [existing, candidate];
      byId.set(read.file.id, kept);
      warnings.push({
        code: 'older-duplicate',
        id: read.file.id,
        kept: kept.name,
        dropped: dropped.name,
        keptRevision: revisionOf(kept.file),
        droppedRevision: revisionOf(dropped.file),
      });
    }
  }
  const systems = new Map<string, ReadDataFile>();
  for (const file of [...known, ...byId.values()])
    if (file.file.kind === 'gameSystem') systems.set(file.file.id, file);
  const grouped = new Map<string, ReadDataFile[]>();
  for (const file of byId.values()) {
    if (file.file.kind !== 'catalogue') continue;
    const systemId = file.file.gameSystemId;
    if (!systems.has(systemId)) {
      warnings.push({ code: 'catalogue-without-game-system', name: file.name, gameSystemId: systemId });
      continue;
    }
    grouped.set(systemId, [...(grouped.get(systemId) ?? []), file]);
  }
  const gameSystems: DataSetGameSystem[] = [];
  for (const [id, gameSystem] of systems) {
    const catalogues = grouped.get(id) ?? [];
    if (!byId.has(id) && catalogues.length === 0) continue;
    gameSystems.push({ gameSystem, catalogues, problems: linkProblems(gameSystem, catalogues) });
  }
  return { gameSystems, refused, conflicts, warnings };
}

/**
 * Links whose target is in none of the game system's files (entry, group, category, info and
 * catalogue links), from the ids and links the reader gathered: no second walk over the model.
 */
function linkProblems(gameSystem: ReadDataFile, catalogues: ReadDataFile[]): DataProblem[] {
  const files = [gameSystem, ...catalogues];
  const ids = new Set<string>();
  for (const file of files) for (const id of file.ids) ids.add(id);
  const problems: DataProblem[] = [];
  for (const file of files)
    for (const link of file.links)
      if (!ids.has(link.targetId))
        problems.push({ code: 'unresolved-link', where: link.where, targetId: link.targetId });
  return dedupe(problems);
}

function dedupe(problems: DataProblem[]): DataProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.code}|${problem.where}|${problem.targetId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function displayName(file: GameSystem | Catalogue): string {
  return textIn(file.name, 'en').trim();
}
