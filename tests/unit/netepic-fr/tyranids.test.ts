/**
 * The Tyranids of the French NetEpic codices 3.0 and 3.1 (db/catalogue/netepic/netepic-fr-tyranids-*.json)
 * read by the project's reader and evaluated by the generic engine: each list-building rule of the
 * codex has a list that keeps it and one that breaks it (command points, one Dominatrix per 3,000
 * points, titans per command points, off-table artillery per 2,000 points, formation contents, titan
 * weapons, the Alpha Genestealer), and a few points and statistics are checked against values typed
 * here from the codex.
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue, Profile, SelectionEntry } from '../../../src/core/catalogue/model';
import { renderVerdict } from '../../../src/core/engine/messages';
import type { RosterSelection } from '../../../src/core/roster/tree';
import { CodexList, netepicData, netepicIndex } from './codex-list';

const data = netepicData();
const index = netepicIndex();

type Version = '300' | '310';
const VERSIONS: Version[] = ['300', '310'];

function catalogue(version: Version): Catalogue {
  return data.catalogues.find((candidate) => candidate.id === `netepic-fr-tyranids-${version}`)!;
}

/** A list of one Tyranid force, its entries named by their ids inside the codex or their formation. */
class TyranidList extends CodexList {
  constructor(
    readonly version: Version,
    points = 3000,
  ) {
    super(`netepic-fr-tyranids-${version}`, points);
  }

  /** Adds a formation (`dominatrix-detachment`) or, with a parent, one of its options; its selection id. */
  take(id: string, parentId?: string): string {
    const prefix = parentId ? `${this.selection(parentId).entryId}.` : `${this.prefix}-`;
    return this.add(`${prefix}${id}`, parentId);
  }

  /** Adds a titan weapon to a titan formation. */
  addWeapon(titanId: string, weapon: string): void {
    this.take(`weapon.${weapon}`, titanId);
  }

  /** The selection of a formation's child entry (`dominatrix`, `detachment`…). */
  child(parentId: string, id: string): RosterSelection {
    const parent = this.selection(parentId);
    return parent.selections.find((selection) => selection.entryId === `${parent.entryId}.${id}`)!;
  }

  musterVerdicts(): string[] {
    return this.muster().verdicts.map((verdict) => verdict.code);
  }
}

const FORMATION_COST: Record<Version, Record<string, number>> = {
  // Typed from the codices' army formation tables.
  '300': { hormagaunt: 100, termagant: 150, tervigon: 150, gargoyle: 125, zoanthrope: 175 },
  '310': { hormagaunt: 175, termagant: 175, tervigon: 125, gargoyle: 200, zoanthrope: 150 },
};

/**
 * A legal swarm of about 3,000 points: 13 command points generated (Dominatrix 6, Warriors 3, Hive
 * Tyrants 3, Alpha Genestealer 1), 11 spent (Genestealers, Termagants, Tervigons, Hormagaunts,
 * Carnifexes, Exocrines, off-table artillery 1 each, Barbed Hierodule and Alpha Hierodule 2 each), one
 * titan (one allowed for every 5 points generated).
 */
function legalSwarm(version: Version): TyranidList {
  const list = new TyranidList(version);
  list.take('dominatrix-detachment');
  const warriors = list.take('tyranid-warrior-detachment');
  list.take('mycetic-spore-detachment', warriors);
  list.take('hive-tyrant-detachment');
  const genestealers = list.take('genestealer-detachment');
  const alpha = list.take('alpha-genestealer', genestealers);
  list.selection(alpha).attachedTo = list.child(genestealers, 'detachment').id;
  const termagants = list.take('termagant-detachment');
  list.take('tervigon-detachment', termagants);
  list.take('hormagaunt-detachment');
  list.take('carnifex-detachment');
  list.take('exocrine-detachment');
  list.take('barbed-hierodule-detachment');
  const titan = list.take('alpha-hierodule-detachment');
  list.addWeapon(titan, 'bio-cannon');
  list.addWeapon(titan, 'bio-cannon');
  const artillery = list.take('off-table-artillery');
  list.take('bio-plasma-shot', artillery);
  return list;
}

describe.each(VERSIONS)('Tyranids codex %s', (version) => {
  const P = `tyranids-${version}`;
  const force = `${P}-force`;

  it('reads both codices with the project reader, every link resolved', () => {
    expect(catalogue(version).gameSystemId).toBe('netepic');
    expect(catalogue(version).publications?.[0]?.shortName).toBe(version === '300' ? '3.0' : '3.1');
    expect(index.problems).toEqual([]);
    expect(index.topForceEntries(`netepic-fr-tyranids-${version}`).map((entry) => entry.id)).toEqual([force]);
  });

  it('keeps a legal swarm of about 3,000 points, by the data and by Muster’s rules', () => {
    const list = legalSwarm(version);
    const evaluation = list.evaluate();
    expect(list.verdicts()).toEqual([]);
    expect(list.musterVerdicts()).toEqual([]);
    const cost = FORMATION_COST[version];
    // Dominatrix, Warriors and their spores, Hive Tyrants, Genestealers and their Alpha, Carnifexes,
    // Exocrines, Barbed Hierodule, Alpha Hierodule with two Bio-Cannons, off-table artillery.
    const fixed = 400 + 225 + 50 + 250 + 200 + 50 + 175 + 225 + 300 + (325 + 2 * 75) + 100;
    const points = fixed + cost.termagant! + cost.tervigon! + cost.hormagaunt!;
    expect(evaluation.costs.get('points')).toBe(points);
    expect(evaluation.costs.get(`${P}-command-points-generated`)).toBe(13);
    expect(evaluation.costs.get(`${P}-command-points`)).toBe(11);
  });

  it('refuses slave formations spending more command points than the synapse formations generate', () => {
    const list = new TyranidList(version);
    list.take('tyranid-warrior-detachment'); // 3 generated
    list.take('hormagaunt-detachment');
    list.take('termagant-detachment');
    list.take('carnifex-detachment');
    expect(list.verdicts()).toEqual([]);
    list.take('exocrine-detachment'); // a fourth point spent
    expect(list.verdicts()).toEqual([`data.max-cost@${force}.command-points.max`]);
    const verdict = list.evaluate().verdicts[0]!;
    expect(verdict.params).toMatchObject({ count: 4, limit: 3 });
    expect(renderVerdict(verdict, 'en')).toContain('Command Points');
    // An Alpha Genestealer generates one more, though bought inside a slave formation: 5 spent, 4 generated.
    const genestealers = list.take('genestealer-detachment');
    expect(list.verdicts()).toEqual([`data.max-cost@${force}.command-points.max`]);
    list.take('alpha-genestealer', genestealers);
    expect(list.verdicts()).toEqual([`data.max-cost@${force}.command-points.max`]);
    expect(list.evaluate().verdicts[0]!.params).toMatchObject({ count: 5, limit: 4 });
    list.take('dominatrix-detachment');
    expect(list.verdicts()).toEqual([]);
  });

  it('counts the command points of an option bought inside a synapse formation', () => {
    const list = new TyranidList(version);
    const warriors = list.take('tyranid-warrior-detachment'); // 3 generated
    list.take('hormagaunt-detachment');
    list.take('termagant-detachment');
    list.take('mycetic-spore-detachment', warriors); // spends none
    expect(list.verdicts()).toEqual([]);
    list.take('malefactor-detachment', warriors); // spends 1
    expect(list.verdicts()).toEqual([]);
    list.take('carnifex-detachment');
    expect(list.verdicts()).toEqual([`data.max-cost@${force}.command-points.max`]);
  });

  it('takes one Dominatrix per 3,000 points of the list', () => {
    const one = new TyranidList(version, 3000);
    one.take('dominatrix-detachment');
    expect(one.verdicts()).toEqual([]);
    one.take('dominatrix-detachment');
    expect(one.verdicts()).toEqual([`data.max-selections@${P}-dominatrix-detachment.limit`]);
    const under = new TyranidList(version, 2500);
    under.take('dominatrix-detachment');
    expect(under.verdicts()).toEqual([`data.max-selections@${P}-dominatrix-detachment.limit`]);
    const two = new TyranidList(version, 6000);
    two.take('dominatrix-detachment');
    two.take('dominatrix-detachment');
    expect(two.verdicts()).toEqual([]);
  });

  it('takes one off-table artillery per 2,000 points, with one shot of the player’s choice', () => {
    const list = new TyranidList(version, 3000);
    list.take('dominatrix-detachment');
    const first = list.take('off-table-artillery');
    expect(list.verdicts()).toEqual([`data.min-selections@${P}-off-table-artillery.shot.min`]);
    list.take('spore-mine-shot', first);
    expect(list.verdicts()).toEqual([]);
    list.take('bio-plasma-shot', first);
    expect(list.verdicts()).toEqual([`data.max-selections@${P}-off-table-artillery.shot.max`]);
    const two = new TyranidList(version, 3999);
    two.take('dominatrix-detachment');
    for (let i = 0; i < 2; i += 1) two.take('spore-mine-shot', two.take('off-table-artillery'));
    expect(two.verdicts()).toEqual([`data.max-selections@${P}-off-table-artillery.limit`]);
    const four = new TyranidList(version, 4000);
    four.take('dominatrix-detachment');
    for (let i = 0; i < 2; i += 1) four.take('spore-mine-shot', four.take('off-table-artillery'));
    expect(four.verdicts()).toEqual([]);
  });

  it('takes one Tyranid Titan for every 5 command points generated', () => {
    const list = new TyranidList(version, 5000);
    list.take('tyranid-warrior-detachment'); // 3 generated: no titan
    list.take('hive-tyrant-detachment'); // 6 generated: one titan
    const titan = list.take('hierophant-detachment');
    for (const weapon of ['dart-salvo', 'dart-salvo', 'tentacles']) list.addWeapon(titan, weapon);
    expect(list.verdicts()).toEqual([]);
    const second = list.take('alpha-hierodule-detachment');
    for (const weapon of ['bio-cannon', 'spine-clusters']) list.addWeapon(second, weapon);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.titans.max`]);
    list.take('neurotyrant-detachment');
    list.take('trygon-detachment');
    list.take('harridan-detachment'); // 9 generated
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.titans.max`]);
    list.take('harridan-detachment'); // 10 generated: two titans
    expect(list.verdicts()).toEqual([]);
  });

  it('arms a bio-titan with exactly the weapons its formation buys, one Spore Pod at most', () => {
    const list = new TyranidList(version, 3000);
    list.take('dominatrix-detachment');
    const titan = list.take('alpha-hierodule-detachment');
    list.addWeapon(titan, 'spore-pods');
    expect(list.verdicts()).toEqual([`data.min-selections@${P}-alpha-hierodule-detachment.weapons.min`]);
    list.addWeapon(titan, 'spore-pods');
    expect(list.verdicts()).toEqual([
      `data.max-selections@${P}-alpha-hierodule-detachment.weapon.spore-pods.max`,
    ]);
    const other = new TyranidList(version, 3000);
    other.take('dominatrix-detachment');
    const armed = other.take('alpha-hierodule-detachment');
    for (const weapon of ['razor-claws', 'pyro-acid-jet', 'bile-spitter']) other.addWeapon(armed, weapon);
    expect(other.verdicts()).toEqual([`data.max-selections@${P}-alpha-hierodule-detachment.weapons.max`]);
    // 325 + 75 + 50 + 75: the weapon costs table.
    expect(other.evaluate().costs.get('points')).toBe(400 + 325 + 75 + 50 + 75);
  });

  it('holds the bases the formation lists, no fewer and no more', () => {
    const list = new TyranidList(version);
    list.take('dominatrix-detachment');
    const termagants = list.take('termagant-detachment');
    expect(list.child(termagants, 'termagants').number).toBe(10);
    expect(list.verdicts()).toEqual([]);
    list.setCount(list.child(termagants, 'termagants').id, 9);
    expect(list.verdicts()).toEqual([`data.min-selections@${P}-termagant-detachment.termagants.min`]);
    list.setCount(list.child(termagants, 'termagants').id, 11);
    expect(list.verdicts()).toEqual([`data.max-selections@${P}-termagant-detachment.termagants.max`]);
    const warriors = list.take('tyranid-warrior-detachment');
    expect(list.child(warriors, 'tyranid-warriors').number).toBe(4);
  });

  it('buys the Alpha Genestealer inside a Genestealer formation, once, joined to its Genestealers', () => {
    const list = new TyranidList(version);
    list.take('dominatrix-detachment');
    const genestealers = list.take('genestealer-detachment');
    const termagants = list.take('termagant-detachment');
    const alpha = list.take('alpha-genestealer', genestealers);
    expect(list.evaluate().costs.get('points')).toBe(400 + 200 + FORMATION_COST[version].termagant! + 50);
    expect(list.musterVerdicts()).toEqual(['attached-character.unattached']);
    list.selection(alpha).attachedTo = termagants;
    expect(list.musterVerdicts()).toEqual(['attached-character.outside-company']);
    list.selection(alpha).attachedTo = list.child(genestealers, 'detachment').id;
    expect(list.musterVerdicts()).toEqual([]);
    expect(list.verdicts()).toEqual([]);
    list.take('alpha-genestealer', genestealers);
    expect(list.verdicts()).toEqual([
      `data.max-selections@${P}-genestealer-detachment.alpha-genestealer.max`,
    ]);
  });

  it('buys enough Mycetic Spores for the détachement, its Alpha Genestealer included', () => {
    const list = new TyranidList(version);
    list.take('dominatrix-detachment');
    const formation = list.take('genestealer-detachment');
    const genestealers = list.child(formation, 'detachment').id;
    const pod = list.take('mycetic-spore-detachment', genestealers);
    const spores = () => list.selection(pod).selections[0]!;
    expect(spores().number).toBe(5);
    expect(list.verdicts()).toEqual([]);
    list.take('alpha-genestealer', formation);
    const min = `${P}-genestealer-detachment.detachment.mycetic-spore-detachment.mycetic-spore.min`;
    expect(list.verdicts()).toEqual([`data.min-selections@${min}`]);
    list.setCount(spores().id, 6);
    expect(list.verdicts()).toEqual([]);
  });

  it('offers Tervigons to Termagants only and Malefactors to infantry only', () => {
    const root = (id: string) =>
      catalogue(version).selectionEntries!.find((entry) => entry.id === `${P}-${id}`)!;
    const options = (id: string) =>
      (root(id).selectionEntries ?? []).map((entry) => entry.id.split('.').pop());
    expect(options('termagant-detachment')).toContain('tervigon-detachment');
    expect(options('hormagaunt-detachment')).not.toContain('tervigon-detachment');
    expect(options('hormagaunt-detachment')).toContain('malefactor-detachment');
    expect(options('carnifex-detachment')).toEqual(['carnifex', 'mycetic-spore-detachment']);
    expect(options('exocrine-detachment')).toEqual(['exocrine']);
  });
});

/** A base's stat line, by formation and base, in English. */
function statLine(version: Version, formation: string, base: string): string[] {
  const root = catalogue(version).selectionEntries!.find(
    (entry) => entry.id === `tyranids-${version}-${formation}`,
  )!;
  const entry = root.selectionEntries!.find((candidate) => candidate.id.endsWith(`.${base}`))!;
  const profile = entry.profiles![0]!;
  return profile.characteristics!.map((characteristic) =>
    typeof characteristic.value === 'string' ? characteristic.value : characteristic.value.en!,
  );
}

function weaponsOf(version: Version, formation: string, base: string): Profile[] {
  const root = catalogue(version).selectionEntries!.find(
    (entry) => entry.id === `tyranids-${version}-${formation}`,
  )!;
  const entry: SelectionEntry = root.selectionEntries!.find((candidate) =>
    candidate.id.endsWith(`.${base}`),
  )!;
  const shared = catalogue(version).sharedProfiles ?? [];
  return (entry.infoLinks ?? [])
    .filter((link) => link.type === 'profile')
    .map((link) => shared.find((profile) => profile.id === link.targetId)!);
}

function linkNames(version: Version, formation: string, base: string): string[] {
  const root = catalogue(version).selectionEntries!.find(
    (entry) => entry.id === `tyranids-${version}-${formation}`,
  )!;
  const entry = root.selectionEntries!.find((candidate) => candidate.id.endsWith(`.${base}`))!;
  return (entry.infoLinks ?? [])
    .filter((link) => link.type === 'rule' && link.name !== undefined)
    .map((link) => (typeof link.name === 'string' ? link.name : link.name!.en!));
}

const english = (profile: Profile) => (typeof profile.name === 'string' ? profile.name : profile.name.en);

describe('Tyranid facts typed from the codices', () => {
  it('has the statistics of the profile tables', () => {
    for (const version of VERSIONS) {
      expect(statLine(version, 'dominatrix-detachment', 'dominatrix')).toEqual(['15cm', '2+', '+10', '-']);
      expect(statLine(version, 'lictor-detachment', 'lictor')).toEqual(['15cm', '5+', '+5', '5']);
      expect(statLine(version, 'ravener-detachment', 'raveners')).toEqual(['20cm', '6+ fixed', '+4', '6']);
    }
    expect(statLine('300', 'support-tyrannofex-detachment', 'support-tyrannofex')[3]).toBe('7');
    expect(statLine('310', 'support-tyrannofex-detachment', 'support-tyrannofex')[3]).toBe('5');
  });

  it('has the weapons and abilities of each version', () => {
    expect(weaponsOf('300', 'hive-tyrant-detachment', 'hive-tyrant').map(english)).toEqual([
      'Heavy Venom Cannon',
    ]);
    expect(weaponsOf('310', 'hive-tyrant-detachment', 'hive-tyrant').map(english)).toEqual(['Deathspitter']);
    expect(linkNames('300', 'harridan-detachment', 'harridan')).toContain('Transport (5)');
    expect(linkNames('310', 'harridan-detachment', 'harridan')).toContain('Transport (10)');
    expect(linkNames('310', 'tyranid-warrior-detachment', 'tyranid-warriors')).toEqual([
      'Synapse (20 cm)',
      'Elite (2)',
      'Regeneration (5+)',
    ]);
    expect(linkNames('300', 'hierophant-detachment', 'hierophant')).toContain('Regeneration (4+)');
    const torrent = weaponsOf('310', 'dominatrix-detachment', 'dominatrix').find(
      (profile) => english(profile) === 'Energy Torrent – Focused',
    )!;
    expect(torrent.characteristics!.find((c) => c.typeId === 'pa')!.value).toBe('-3');
  });

  it('has the points and command points of the army formation tables', () => {
    const cost = (version: Version, formation: string, type: string) =>
      catalogue(version)
        .selectionEntries!.find((entry) => entry.id === `tyranids-${version}-${formation}`)
        ?.costs?.find((each) => each.typeId === type)?.value;
    for (const version of VERSIONS) {
      const P = `tyranids-${version}`;
      expect(cost(version, 'dominatrix-detachment', 'points')).toBe(400);
      expect(cost(version, 'dominatrix-detachment', `${P}-command-points-generated`)).toBe(6);
      expect(cost(version, 'scythed-hierodule-detachment', `${P}-command-points`)).toBe(2);
      expect(cost(version, 'hierophant-detachment', 'points')).toBe(425);
    }
    for (const version of VERSIONS)
      for (const formation of ['hormagaunt', 'termagant', 'gargoyle', 'zoanthrope'])
        expect(cost(version, `${formation}-detachment`, 'points')).toBe(FORMATION_COST[version][formation]);
    expect(cost('300', 'barbgaunt-detachment', 'points')).toBe(100);
    expect(cost('310', 'barbgaunt-detachment', 'points')).toBe(200);
    expect(cost('300', 'dimachaeron-detachment', 'points')).toBeUndefined();
    expect(cost('310', 'dimachaeron-detachment', 'points')).toBe(275);
  });
});
