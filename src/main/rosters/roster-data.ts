/**
 * The community data a list of an imported faction was checked against (`MusterList.data`): the revisions
 * to record, whether the stored data still has them, and what a change means for the list (which files
 * changed, what the list holds that the data no longer has). Pure: the store passes what it read.
 */
import type { I18nText } from '../../core';
import { textIn } from '../../core';
import type { StoredDataFile } from '../../core';
import { OPTION_PATH_SEPARATOR, type ListCards, type RosterData } from '../../core';
import { dataIndexOf } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import type { RosterDataFileChange, RosterDataRemoval, RosterDataRevisions } from '../../shared/roster-types';

/** The revisions of the data an imported faction's catalogue was built from; undefined for a built-in one. */
export function currentRevisions(catalogue: FactionCatalogue): RosterDataRevisions | undefined {
  const community = catalogue.faction.community;
  if (!community) return undefined;
  const libraries: Record<string, number> = {};
  for (const read of catalogue.gameData?.catalogues ?? [])
    if (read.id !== catalogue.faction.id) libraries[read.id] = read.revision ?? 0;
  return {
    gameSystemId: community.gameSystemId,
    gameSystemRevision: catalogue.gameData?.gameSystem.revision ?? 0,
    catalogueRevision: community.revision,
    ...(Object.keys(libraries).length > 0 ? { libraries } : {}),
  };
}

/** The revisions alone, as a list records them once a change is accepted. */
export function revisionsOf(data: RosterData): RosterDataRevisions {
  const { before: _before, ...revisions } = data;
  return revisions;
}

function sameLibraries(a: Record<string, number> = {}, b: Record<string, number> = {}): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function sameRevisions(a: RosterDataRevisions, b: RosterDataRevisions): boolean {
  return (
    a.gameSystemId === b.gameSystemId &&
    a.gameSystemRevision === b.gameSystemRevision &&
    a.catalogueRevision === b.catalogueRevision &&
    sameLibraries(a.libraries, b.libraries)
  );
}

/** Stored revisions by file id (`GameDataStore.list()`). */
export function storedRevisions(files: readonly StoredDataFile[]): Map<string, number> {
  return new Map(files.map((file) => [file.id, file.revision]));
}

/**
 * Whether the stored files differ from what a list recorded: a revision changed, or a file is gone.
 * Read from the stored rows only, so that the library lists without building any catalogue.
 */
export function recordedDiffers(
  record: RosterDataRevisions,
  factionId: string,
  stored: ReadonlyMap<string, number>,
): boolean {
  if (stored.get(record.gameSystemId) !== record.gameSystemRevision) return true;
  if (stored.get(factionId) !== record.catalogueRevision) return true;
  return Object.entries(record.libraries ?? {}).some(([id, revision]) => stored.get(id) !== revision);
}

/** The files whose stored revision is not the recorded one (the list's catalogue and game system first). */
export function fileChanges(
  record: RosterDataRevisions | null,
  current: RosterDataRevisions | null,
  factionId: string,
  files: readonly StoredDataFile[],
): RosterDataFileChange[] {
  const byId = new Map(files.map((file) => [file.id, file]));
  const recorded = new Map<string, number>();
  const now = new Map<string, number>();
  const kinds = new Map<string, RosterDataFileChange['kind']>();
  const note = (into: Map<string, number>, data: RosterDataRevisions | null) => {
    if (!data) return;
    into.set(data.gameSystemId, data.gameSystemRevision);
    kinds.set(data.gameSystemId, 'gameSystem');
    into.set(factionId, data.catalogueRevision);
    kinds.set(factionId, 'catalogue');
    for (const [id, revision] of Object.entries(data.libraries ?? {})) {
      into.set(id, revision);
      kinds.set(id, 'catalogue');
    }
  };
  note(recorded, record);
  note(now, current);
  const out: RosterDataFileChange[] = [];
  for (const [id, kind] of kinds) {
    const from = recorded.get(id) ?? null;
    const to = now.get(id) ?? byId.get(id)?.revision ?? null;
    if (from === to) continue;
    out.push({ id, kind, name: byId.get(id)?.name ?? id, from, to });
  }
  return out;
}

/** The entry id a path ends with: `link::entry` → `entry`, `a/b` → `b`'s entry. */
function lastEntryId(path: string): string {
  const option = path.split(OPTION_PATH_SEPARATOR).pop() ?? path;
  return option.split('::').pop() ?? option;
}

/**
 * What the list holds that the faction's catalogue no longer has: units whose entry is gone, option
 * keys a unit no longer offers, items the faction no longer has. Named from the data when it still
 * defines that entry somewhere (moved, or no longer offered there), else left to its id.
 */
export function removals(roster: ListCards, catalogue: FactionCatalogue): RosterDataRemoval[] {
  const entries = new Map(catalogue.entries.map((entry) => [entry.id, entry]));
  const items = new Set(catalogue.items.map((item) => item.id));
  const index = catalogue.gameData ? dataIndexOf(catalogue.gameData) : undefined;
  const nameOf = (path: string): I18nText | null => {
    const def = index?.entryDef(lastEntryId(path));
    if (!def?.name) return null;
    const fr = textIn(def.name, 'fr');
    const en = textIn(def.name, 'en');
    return fr || en ? { fr: fr || en, en: en || fr } : null;
  };
  const out: RosterDataRemoval[] = [];
  for (const selection of roster.selections) {
    const entry = entries.get(selection.entry);
    const own = selection.label ? { fr: selection.label, en: selection.label } : null;
    if (!entry) {
      const name = nameOf(selection.entry);
      out.push({
        selection: selection.id,
        unit: own ?? name ?? { fr: selection.entry, en: selection.entry },
        kind: 'entry',
        id: selection.entry,
        name,
      });
      continue;
    }
    const unit = own ?? entry.name;
    const options = new Set(entry.options.map((option) => option.id));
    for (const [key, taken] of Object.entries(selection.options))
      if (taken > 0 && !options.has(key))
        out.push({ selection: selection.id, unit, kind: 'option', id: key, name: nameOf(key) });
    for (const [key, taken] of Object.entries(selection.items))
      if (taken > 0 && !items.has(key))
        out.push({ selection: selection.id, unit, kind: 'item', id: key, name: nameOf(key) });
  }
  return out;
}
