/**
 * A set of BattleScribe data files as a player adds them (files, a folder, a repository release):
 * grouped by game system, the highest revision of a duplicate id kept (with a warning), and each
 * game system's links checked by building its option tree. Pure: files arrive as text.
 */
import type { Catalogue, GameSystem } from '../catalogue/v2/model';
import { textIn } from '../catalogue/v2/text';
import type { DataProblem } from '../engine/v2/data-index';
import { readDataFile, type DataFileReadError, type UnsupportedConstruct } from './read-data-file';

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
  warnings: DataSetWarning[];
}

export function revisionOf(file: GameSystem | Catalogue): number {
  return file.revision ?? 0;
}

/**
 * Reads and groups data files. `known` are game systems already stored, so a catalogue added on its
 * own finds its game system.
 */
export function readDataSet(texts: DataFileText[], known: ReadDataFile[] = []): DataSet {
  const refused: DataSet['refused'] = [];
  const warnings: DataSetWarning[] = [];
  const byId = new Map<string, ReadDataFile>();
  for (const { name, text } of texts) {
    const read = readDataFile(text);
    if (!read.ok) {
      refused.push({ name, error: read.error });
      continue;
    }
    const candidate: ReadDataFile = { name, file: read.file, text, unsupported: read.unsupported };
    const existing = byId.get(read.file.id);
    if (!existing) byId.set(read.file.id, candidate);
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
  return { gameSystems, refused, warnings };
}

/**
 * Links whose target is in none of the game system's files: one flat pass over every file (entry,
 * group, category and info links), without building option trees.
 */
function linkProblems(gameSystem: ReadDataFile, catalogues: ReadDataFile[]): DataProblem[] {
  const files = [gameSystem, ...catalogues].map((read) => read.file);
  const ids = new Set<string>();
  const links: { where: string; targetId: string }[] = [];
  const stack: { value: unknown; owner: string }[] = files.map((file) => ({ value: file, owner: file.id }));
  while (stack.length > 0) {
    const { value, owner } = stack.pop()!;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, owner });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const node = value as { id?: unknown; targetId?: unknown };
    if (typeof node.id === 'string') ids.add(node.id);
    const here = typeof node.id === 'string' ? node.id : owner;
    if (typeof node.targetId === 'string') links.push({ where: here, targetId: node.targetId });
    for (const child of Object.values(value))
      if (typeof child === 'object' && child !== null) stack.push({ value: child, owner: here });
  }
  const catalogueIds = new Set(catalogues.map((read) => read.file.id));
  return dedupe(
    links
      .filter((link) => !ids.has(link.targetId) && !catalogueIds.has(link.targetId))
      .map((link) => ({ code: 'unresolved-link' as const, where: link.where, targetId: link.targetId })),
  );
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
