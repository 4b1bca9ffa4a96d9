/**
 * Issue #27: the three older built-in NetEpic armies (Space Marines, Chaos, Eldar: the community
 * NetEpic Gold data, no 3.x codex of their own) checked against the 3.x facts wherever
 * ../shared/netepic-fr-v3 has them. Their unit profiles are matched by name (English or French, the
 * formation's words read off; names.ts' keys) to the unit rows of the closest codices (Eldar ↔
 * Biel-Tan 3.1; Chaos ↔ World Eaters 3.1; Space Marines ↔ World Eaters 3.1 for the Marine units and
 * Adeptus Mechanicus 3.1 for the titans), and Move, Save, CAF, Morale (where both write it on the
 * same scale) and class must agree, except for the differences listed below, each with its reason.
 * Points are not compared: each codex prices its units on purpose, and no formation is the same in
 * both. Skipped when the folder is absent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../src/core/catalogue/model';
import { textIn } from '../../../src/core/catalogue/text';
import { CATALOGUE_ROOT } from '../../helpers/builtin-data';
import {
  CODICES,
  NETEPIC_FR_SOURCE_MISSING,
  netepicFrSourceAvailable,
  readCodexSource,
} from '../../helpers/netepic-fr-source/codices';
import { unitProfiles, type UnitProfileView } from '../../helpers/netepic-fr-source/data-view';
import { statKey, unitKey } from '../../helpers/netepic-fr-source/names';
import type { UnitProfileRow } from '../../helpers/netepic-fr-source/profiles';

interface OlderArmy {
  army: string;
  catalogueId: string;
  /** The source folders of the closest 3.x codices. */
  folders: string[];
}

/**
 * Space Marines share their Marine units (Rhino, Land Raider, Predator, Thunderhawk, Techmarine…)
 * with the World Eaters, a Space Marine legion, and their Imperial titans with the Adeptus Mechanicus.
 */
const OLDER_ARMIES: OlderArmy[] = [
  {
    army: 'Space Marines',
    catalogueId: 'netepic-space-marines',
    folders: ['World Eaters 310', 'Adeptus Mechanicus 310'],
  },
  { army: 'Chaos', catalogueId: 'netepic-chaos', folders: ['World Eaters 310'] },
  { army: 'Eldar', catalogueId: 'netepic-eldar', folders: ['Biel-Tan 310'] },
];

/**
 * Words of an older army's formation names that are not the unit's ("Falcon Squadron" is the
 * Falcon, "Chaos Rhino Squadron" the World Eaters' Rhino), with what the parentheses say ("(support
 * card)", "(Company HQ)"). A name left empty ("Chaos Space Marine Detachment") matches nothing.
 */
const FORMATION_WORDS =
  /\((.*?)\)|\b(?:detachment|squadron|squad|pack|chaos|space|marine|détachement|escadron|escouade|meute|de|du|des)\b/giu;

/** Older names the 3.x codices write otherwise: the same unit, named apart. */
const ALIASES: Record<string, string> = {
  'Vyper Jetbike Squadron': 'Vyper',
  'Alaitoc Rangers': 'Rangers',
  'Thunderhawk Gunship': 'Thunderhawk',
  'Dreadclaw Assault Shuttle': 'Dreadclaw',
};

/**
 * Differences kept on purpose, as `army › unit › statistic`, each with why. Any other difference
 * fails, and so does an entry here that no longer differs. The older armies are the community
 * NetEpic data (NetEpic Gold, ../shared/bsdata: their profiles are its own, checked there): the 3.x
 * codices are the French rules of other armies, so a unit they rewrote keeps its Gold profile, as
 * the rest of its list (weapons, data sheet, points) does.
 */
const GOLD = 'NetEpic Gold profile (the community data); the 3.x codex changed it';
const TITAN_SAVE = "the save is on the titan's sheet in both; the 3.x codex also prints the hull's 2+";
const KNOWN_DIFFERENCES: Record<string, string> = {
  'Space Marines › Bike Squad › Save': GOLD,
  'Space Marines › Bike Squad › CAF': GOLD,
  'Space Marines › Warhound Titan › Save': TITAN_SAVE,
  'Space Marines › Warhound Titan › CAF': `${GOLD} (3.x titans were rewritten: +10)`,
  'Space Marines › Techmarine › Save': `${GOLD}: 3.x adds a 6+ fixed save`,
  'Space Marines › Apothecary › Save': `${GOLD}: 3.x adds a 6+ fixed save`,
  'Space Marines › Thunderhawk Gunship › Move':
    'NetEpic Gold flies it as an aircraft (100cm); 3.x makes it a super-heavy skimmer (30 cm)',
  'Space Marines › Thunderhawk Gunship › Save': GOLD,
  'Space Marines › Thunderhawk Gunship › class': 'a super-heavy (class 4) in 3.x, a vehicle in NetEpic Gold',
  'Chaos › Chaos Marine Bike Squad › Save': GOLD,
  'Chaos › Dreadclaw Assault Shuttle › Move':
    "NetEpic Gold's Dreadclaw is a flying assault shuttle; the 3.x Dreadclaw is a drop pod",
  'Chaos › Dreadclaw Assault Shuttle › Save': 'another unit of that name in 3.x (a drop pod)',
  'Chaos › Dreadclaw Assault Shuttle › CAF': 'another unit of that name in 3.x (a drop pod)',
  'Eldar › Wraithlord Detachment › Move': `${GOLD}: 3.1 splits it into Assault and Support Wraithlords`,
  'Eldar › Wraithlord Detachment › Save': `${GOLD}: 3.1 splits it into Assault and Support Wraithlords`,
  'Eldar › Wraithlord Detachment › class': 'a walker (class 2) in 3.1, a vehicle in NetEpic Gold',
  'Eldar › Vyper Jetbike Squadron › CAF': GOLD,
  'Eldar › Phantom Titan › Move': `${GOLD} (3.x titans were rewritten)`,
  'Eldar › Phantom Titan › Save': TITAN_SAVE,
  'Eldar › Phantom Titan › CAF': `${GOLD} (3.x titans were rewritten)`,
  'Eldar › Alaitoc Rangers › Save': "Alaitoc's Rangers are not Biel-Tan's: 3.1 gives its own no save",
  'Eldar › Alaitoc Rangers › CAF': "Alaitoc's Rangers are not Biel-Tan's: 3.1 gives its own +0",
  'Eldar › War Walker Squad › Save': GOLD,
  'Eldar › War Walker Squad › class': 'a walker (class 2) in 3.1, a vehicle in NetEpic Gold',
  'Eldar › Warp Spiders › Move': `${GOLD}: 3.1 moves them 15 cm`,
  'Eldar › Swooping Hawks › Move': `${GOLD}: 3.1 moves them 20 cm`,
  'Eldar › Swooping Hawks › Save': `${GOLD}: 3.1 gives Aspect Warriors a 6+ save`,
  'Eldar › Fire Dragons › Save': `${GOLD}: 3.1 gives them a 5+ save`,
  'Eldar › Fire Dragons › CAF': GOLD,
  'Eldar › Howling Banshees › Move': `${GOLD}: 3.1 moves them 15 cm`,
  'Eldar › Howling Banshees › Save': `${GOLD}: 3.1 gives Aspect Warriors a 6+ save`,
};

const STATS = [
  ['move', 'mvt', 'Move'],
  ['save', 'svg', 'Save'],
  ['caf', 'caf', 'CAF'],
] as const;

/** The classes the game system has a category for (class-1 to class-5): others cannot be written. */
const CHECKABLE_CLASSES = new Set([1, 2, 3, 4, 5]);

interface Match {
  profile: UnitProfileView;
  /** The rows of that unit (one per variant: "Wraithlord – Assault", "Wraithlord – Support"). */
  rows: UnitProfileRow[];
  codex: string;
}

function readCatalogue(id: string): Catalogue {
  const file = join(CATALOGUE_ROOT, 'netepic', `${id}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/** An older name's unit key: its alias, else its words without the formation's. */
function olderKey(name: string): string {
  return unitKey(ALIASES[name] ?? name.replace(FORMATION_WORDS, ' '));
}

/** A source row's unit key, without its variant ("Terminators – Assault" is Terminators). */
function rowKey(row: UnitProfileRow): string {
  return unitKey(row.name.split(' – ')[0] ?? row.name);
}

/** The source rows each of the army's unit profiles stands for: same unit name, English or French. */
function matchesOf(army: OlderArmy): Match[] {
  const codices = CODICES.filter((codex) => army.folders.includes(codex.folder));
  const sources = codices.map((codex) => ({ codex: codex.folder, units: readCodexSource(codex).units }));
  return unitProfiles(readCatalogue(army.catalogueId)).flatMap((profile) => {
    const keys = new Set(['en', 'fr'].map((lang) => olderKey(textIn(profile.profile.name, lang))));
    keys.delete('');
    return sources.flatMap(({ codex, units }) => {
      const rows = units.filter((row) => keys.has(rowKey(row)));
      return rows.length > 0 ? [{ profile, rows, codex }] : [];
    });
  });
}

/**
 * Morale is written on two scales: the community data gives the roll a formation must make ("2+"),
 * the 3.x codices a value ("5"); it is compared only where both write it alike. A unit without a
 * morale of its own is "-" in the community data, "Attached" (a character) or "Sheet" (a titan) in
 * the codices: the same fact.
 */
function moraleKey(value: string): string {
  const key = statKey(value);
  return key === 'attached' || key === 'sheet' ? '-' : key;
}

function sameMoraleScale(ours: string, theirs: string): boolean {
  return moraleKey(ours).endsWith('+') === moraleKey(theirs).endsWith('+');
}

function differencesOf(army: OlderArmy, match: Match): Map<string, string> {
  const out = new Map<string, string>();
  const where = `${army.army} › ${match.profile.name}`;
  const said = (field: keyof UnitProfileRow) =>
    [...new Set(match.rows.map((row) => row[field]))].join(' or ');
  for (const [field, typeId, label] of STATS) {
    const ours = match.profile.values.get(typeId) ?? '(none)';
    if (!match.rows.some((row) => statKey(row[field]) === statKey(ours)))
      out.set(`${where} › ${label}`, `${match.codex} says ${said(field)}, ours ${ours}`);
  }
  const morale = match.profile.values.get('moral') ?? '(none)';
  const comparable = match.rows.filter((row) => sameMoraleScale(morale, row.morale));
  if (comparable.length > 0 && !comparable.some((row) => moraleKey(row.morale) === moraleKey(morale)))
    out.set(`${where} › Morale`, `${match.codex} says ${said('morale')}, ours ${morale}`);
  const classes = match.rows.flatMap((row) =>
    row.unitClass !== undefined && CHECKABLE_CLASSES.has(row.unitClass) ? [row.unitClass] : [],
  );
  const declared = [...match.profile.classes];
  if (classes.length > 0 && declared.length > 0 && !declared.some((unitClass) => classes.includes(unitClass)))
    out.set(
      `${where} › class`,
      `${match.codex} says class ${[...new Set(classes)].join(' or ')}, ours ${declared.join(', ')}`,
    );
  return out;
}

if (!netepicFrSourceAvailable) console.warn(NETEPIC_FR_SOURCE_MISSING);

/** Every difference of an army's matched units, by `army › unit › statistic`. */
function armyDifferences(army: OlderArmy, matches: Match[]): Map<string, string> {
  return new Map(matches.flatMap((match) => [...differencesOf(army, match)]));
}

describe.skipIf(!netepicFrSourceAvailable)('the older NetEpic armies against the 3.x codices', () => {
  it.each(OLDER_ARMIES.map((army) => [army.army, army] as const))(
    '%s: the units a 3.x codex shares agree with it, or differ as listed',
    (_name, army) => {
      const matches = matchesOf(army);
      const units = new Set(matches.map((match) => olderKey(match.profile.name)));
      console.info(`${army.army}: ${units.size} units matched in ${army.folders.join(', ')}`);
      expect(units.size, `${army.army} shares units with ${army.folders.join(', ')}`).toBeGreaterThan(0);
      const differences = armyDifferences(army, matches);
      const unexplained = [...differences].filter(([key]) => !(key in KNOWN_DIFFERENCES));
      expect(unexplained.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
      const stale = Object.keys(KNOWN_DIFFERENCES).filter(
        (key) => key.startsWith(`${army.army} › `) && !differences.has(key),
      );
      expect(stale, 'known differences that no longer differ').toEqual([]);
    },
  );
});
