/**
 * What a list of an imported faction last showed (its faction, units, points and the data files it was
 * checked against), kept by the store at each save and recompute so that the list still reads, read-only,
 * once the faction's data is removed; and what such a list needs back. Pure: the store passes what it read.
 */
import { textIn } from '../../core';
import { indexCatalogue } from '../../core';
import { resolveSelection } from '../../core';
import type { ValidationResult } from '../../core';
import type { ListCards } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import type {
  LastKnownDataFile,
  LastKnownUnit,
  NeededDataFile,
  RosterDataMissing,
  RosterDataRevisions,
  RosterLastKnown,
} from '../../shared/roster-types';

function dataFiles(catalogue: FactionCatalogue): LastKnownDataFile[] {
  const data = catalogue.gameData;
  if (!data) return [];
  const nameOf = (name: Parameters<typeof textIn>[0]) => textIn(name, 'en') || textIn(name, 'fr');
  const system: LastKnownDataFile = {
    id: data.gameSystem.id,
    kind: 'gameSystem',
    name: nameOf(data.gameSystem.name),
    revision: data.gameSystem.revision ?? 0,
  };
  // The faction's own catalogue before the libraries it reads.
  const catalogues = [...data.catalogues].sort(
    (a, b) => Number(b.id === catalogue.faction.id) - Number(a.id === catalogue.faction.id),
  );
  return [
    system,
    ...catalogues.map((read) => ({
      id: read.id,
      kind: 'catalogue' as const,
      name: nameOf(read.name),
      revision: read.revision ?? 0,
    })),
  ];
}

/** The summary to keep for a list of an imported faction; null for a built-in one (its data never goes). */
export function lastKnownOf(
  roster: ListCards,
  catalogue: FactionCatalogue,
  result: ValidationResult,
): RosterLastKnown | null {
  const community = catalogue.faction.community;
  if (!community) return null;
  const primary = catalogue.game.costTypes.find((cost) => cost.primary) ?? catalogue.game.costTypes[0];
  const index = indexCatalogue(catalogue);
  const units = roster.selections.map((selection): LastKnownUnit => {
    const resolved = resolveSelection(index, selection);
    // As the editor's card shows it: the validation's price of the unit with what it holds.
    const costs = result.stats.shownCosts[selection.id] ?? {};
    return {
      id: selection.id,
      name: resolved?.entry.name ?? { fr: selection.entry, en: selection.entry },
      ...(selection.label ? { label: selection.label } : {}),
      ...(selection.parent ? { parent: selection.parent } : {}),
      count: resolved?.count ?? selection.count ?? 1,
      points: primary ? (costs[primary.id] ?? 0) : 0,
    };
  });
  return {
    factionName: catalogue.faction.name,
    gameSystemName: community.gameSystemName,
    cost: primary ? { id: primary.id, name: primary.name } : null,
    figures: { points: result.stats.points, errors: result.errors, warnings: result.warnings },
    units,
    files: dataFiles(catalogue),
  };
}

/**
 * The files a list whose faction is gone needs, each with its last known name and revision: those it
 * recorded (`MusterList.data`) or, for a list that recorded none, those its last summary names.
 */
export function neededFiles(
  factionId: string,
  record: RosterDataRevisions | undefined,
  lastKnown: RosterLastKnown | null,
  stored: ReadonlyMap<string, number>,
): NeededDataFile[] {
  const known = new Map((lastKnown?.files ?? []).map((file) => [file.id, file]));
  const wanted: { id: string; kind: NeededDataFile['kind']; revision: number | null }[] = record
    ? [
        { id: record.gameSystemId, kind: 'gameSystem', revision: record.gameSystemRevision },
        { id: factionId, kind: 'catalogue', revision: record.catalogueRevision },
        ...Object.entries(record.libraries ?? {}).map(([id, revision]) => ({
          id,
          kind: 'catalogue' as const,
          revision,
        })),
      ]
    : (lastKnown?.files ?? []).map(({ id, kind, revision }) => ({ id, kind, revision }));
  if (!wanted.some((file) => file.id === factionId))
    wanted.push({ id: factionId, kind: 'catalogue', revision: null });
  return wanted.map((file) => ({
    ...file,
    name: known.get(file.id)?.name ?? file.id,
    stored: stored.has(file.id),
  }));
}

/** The `data-missing` answer for a saved list whose faction's data is gone. */
export function dataMissingOf(
  roster: ListCards,
  figures: RosterDataMissing['figures'],
  lastKnown: RosterLastKnown | null,
  stored: ReadonlyMap<string, number>,
): RosterDataMissing {
  return {
    rosterId: roster.id,
    name: roster.name,
    game: roster.game,
    faction: roster.faction,
    pointsLimit: roster.pointsLimit,
    notes: roster.notes,
    updatedAt: roster.updatedAt,
    figures,
    lastKnown,
    needs: neededFiles(roster.faction, roster.data, lastKnown, stored),
  };
}

/**
 * What a list imported while its faction's data was not stored shows until the data is imported: its
 * faction and the files its record names by their ids (a stored game system by its name), no figures.
 */
export function uncheckedLastKnown(
  roster: ListCards,
  gameSystemNames: ReadonlyMap<string, string>,
): RosterLastKnown {
  const record = roster.data;
  const systemName = record ? (gameSystemNames.get(record.gameSystemId) ?? record.gameSystemId) : '';
  const files: LastKnownDataFile[] = record
    ? [
        {
          id: record.gameSystemId,
          kind: 'gameSystem',
          name: systemName,
          revision: record.gameSystemRevision,
        },
        { id: roster.faction, kind: 'catalogue', name: roster.faction, revision: record.catalogueRevision },
        ...Object.entries(record.libraries ?? {}).map(([id, revision]) => ({
          id,
          kind: 'catalogue' as const,
          name: id,
          revision,
        })),
      ]
    : [];
  return {
    factionName: { fr: roster.faction, en: roster.faction },
    gameSystemName: systemName,
    cost: null,
    figures: { points: 0, errors: 0, warnings: 0 },
    units: [],
    files,
    unchecked: { units: roster.selections.length },
  };
}

/** The files to import, with their revisions, on one line: those not stored, else all of them. */
function neededLine(missing: RosterDataMissing, lang: 'fr' | 'en'): string {
  const absent = missing.needs.filter((file) => !file.stored);
  const revision = lang === 'fr' ? 'révision' : 'revision';
  return (absent.length > 0 ? absent : missing.needs)
    .map((file) => `${file.name}${file.revision === null ? '' : ` (${revision} ${file.revision})`}`)
    .join(', ');
}

/**
 * The answer said in a language, for the command line (the page says it with its own view): which
 * data the list needs and how to import it. The English one is the API's message, for logs.
 */
export function dataMissingText(missing: RosterDataMissing, lang: 'fr' | 'en'): string {
  const files = neededLine(missing, lang);
  const faction = missing.lastKnown?.factionName[lang] ?? missing.faction;
  return lang === 'fr'
    ? `La liste « ${missing.name} » (${faction}) est en lecture seule : les données communautaires de sa faction ne sont pas enregistrées ici. Importez ${files} (« muster data import FICHIERS… », ou la page « Données de jeu ») pour la modifier, l’exporter ou la partager. Rien de la liste n’est perdu.`
    : `The list "${missing.name}" (${faction}) is read-only: the community data of its faction is not stored here. Import ${files} ("muster data import FILES…", or the "Game data" page) to edit, export or share it. Nothing of the list is lost.`;
}

/** The English message of that answer, for logs (the page and the CLI say it in their language). */
export function dataMissingMessage(missing: RosterDataMissing): string {
  return dataMissingText(missing, 'en');
}
