/**
 * A Muster list of an imported community faction as a BattleScribe roster file: the list itself (its
 * cards read back into it when only they are given), written as `.ros` XML and zipped as `.rosz`. A list of a built-in faction is refused, as data: its entries are
 * Muster's own (their ids, their `.models` selections), which BattleScribe's data does not have.
 */
import type { GameData } from '../catalogue/model';
import { builtinMigration } from '../roster/builtin-migration';
import { migrateV2 } from '../roster/migrate/cards-to-tree';
import type { ListCards } from '../roster/cards';
import type { MusterList } from '../roster/list';
import { dataIndexOf } from '../rules/data';
import { rosterFileBase, writeRosterFile, zipRosterFile } from './write-roster-file';
import { rosterFileExportRefusalText, type RosterFileExportRefusal } from './roster-file-messages';

export type { RosterFileExportRefusal };

export type RosterFileExport =
  | { ok: true; fileName: string; xml: string; rosz: Uint8Array }
  | { ok: false; refusal: RosterFileExportRefusal };

export function exportRosterFile(
  roster: ListCards,
  catalogue: { faction: { id: string; community?: unknown }; gameData?: GameData },
  /** The list the cards show, copies that differ included; by default read back from the cards. */
  list?: MusterList,
): RosterFileExport {
  const data = catalogue.gameData;
  if (!catalogue.faction.community || !data)
    return { ok: false, refusal: { code: 'builtin-faction', faction: roster.faction } };
  const v3 = list ?? migrateV2(roster, builtinMigration([data]));
  const xml = writeRosterFile(v3, dataIndexOf(data));
  return {
    ok: true,
    fileName: `${rosterFileBase(roster.name)}.rosz`,
    xml,
    rosz: zipRosterFile(roster.name, xml),
  };
}

/** Thrown where an export cannot answer with data (the shared export path); callers say it in their language. */
export class RosterFileExportRefused extends Error {
  constructor(readonly refusal: RosterFileExportRefusal) {
    super(rosterFileExportRefusalText(refusal, 'en'));
    this.name = 'RosterFileExportRefused';
  }
}
