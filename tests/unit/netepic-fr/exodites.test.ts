/**
 * The built-in Exodite codices 3.0 and 3.1 (db/catalogue/netepic/netepic-fr-exodites-*.json):
 * each company's rules kept and broken through the engine, as a player would build the list.
 */
import { describe, expect, it } from 'vitest';
import { CodexList, netepicData } from './codex-list';

/** The codices name some détachements in the singular (3.0) or the plural (3.1). */
const NAMES = {
  '300': {
    warriors: 'exodite-warrior-detachment',
    fusiliers: 'fusilier-detachment',
    scouts: 'scout-detachment',
    dragonKnights: 'dragon-knight-detachment',
    combatWalkers: 'combat-walker-detachment',
    dragoons: 'dragoon-detachment',
    raptors: 'raptor-knight-detachment',
    lethosaurs: 'lethosaur-knight-detachment',
    pterosaurs: 'pterosaur-knight-detachment',
    missiles: 'pentasaur-missile-launcher-detachment',
    vypers: 'vyper-detachment',
  },
  '310': {
    warriors: 'exodite-warriors-detachment',
    fusiliers: 'fusiliers-detachment',
    scouts: 'scouts-detachment',
    dragonKnights: 'dragon-knights-detachment',
    combatWalkers: 'combat-walkers-detachment',
    dragoons: 'dragoons-detachment',
    raptors: 'raptor-knights-detachment',
    lethosaurs: 'lethosaur-knights-detachment',
    pterosaurs: 'pterosaur-knights-detachment',
    missiles: 'pentasaur-missile-lance-detachment',
    vypers: 'vyper-transport-detachment',
  },
} as const;

describe.each(['300', '310'] as const)('Exodites %s', (version) => {
  const codex = `netepic-fr-exodites-${version}`;
  const p = `exodites-${version}`;
  const n = NAMES[version];
  const infantry = `${p}-infantry-company`;
  const force = `${p}-force`;

  /** Baron, an Infantry Company: 600 points. */
  function infantryOnly(points = 3000): CodexList {
    const list = new CodexList(codex, points);
    list.company(infantry, [
      `g1.${n.warriors}`,
      `g2.${n.fusiliers}`,
      `g3.${n.scouts}`,
      'g3.travois-bright-lance-detachment',
    ]);
    return list;
  }

  /** A legal list of three companies with supports, a special, an extra-special and an option: 2800 points. */
  function legal(): CodexList {
    const list = infantryOnly();
    list.company(`${p}-pentasaur-company`, [
      'g1.pentasaur-thermal-lance-detachment',
      'g2.pentasaur-maelstrom-laser-detachment',
      `g2.${n.missiles}`,
    ]);
    list.company(`${p}-rapid-intervention-company`, [
      `g1.${n.dragonKnights}`,
      `g2.${n.combatWalkers}`,
      `g3.${n.dragoons}`,
      `g3.${n.raptors}`,
    ]);
    for (const support of ['carnosaur-detachment', 'salamander-detachment', n.pterosaurs])
      list.add(`${p}-soutien.${support}`);
    list.add(`${p}-speciale.megadon-support-detachment`);
    list.add(`${p}-extra-speciale.visionary`);
    list.add(`${p}-option.${n.vypers}`);
    return list;
  }

  it('is one catalogue with its codex as publication', () => {
    const catalogue = netepicData().catalogues.find((each) => each.id === codex)!;
    expect(catalogue.publications?.[0]?.shortName).toBe(`${version[0]}.${version[1]}`);
  });

  it('starts with its required Baron and accepts a legal list of about 3000 points', () => {
    expect(new CodexList(codex, 3000).rootEntries()).toEqual([`${p}-baron-formation::${p}-baron`]);
    const list = legal();
    expect(list.verdicts()).toEqual([]);
    expect(list.points()).toBe(2800);
  });

  it('wants every compulsory détachement of a company', () => {
    const list = new CodexList(codex, 3000);
    list.company(infantry, [`g1.${n.warriors}`, `g3.${n.scouts}`, 'g3.travois-bright-lance-detachment']);
    expect(list.verdicts()).toEqual([`data.min-selections@${infantry}.g2.min`]);
  });

  it('prices the first détachement of a company lower than the next ones', () => {
    const list = infantryOnly();
    expect(list.points()).toBe(125 + 50 + 125 + 150 + 150);
  });

  it('allows a company one special or extra-special choice and one extra-special', () => {
    const list = infantryOnly();
    list.add(`${p}-speciale.fire-gale-detachment`);
    list.add(`${p}-extra-speciale.visionary`);
    expect(list.verdicts()).toEqual([]);
    list.add(`${p}-extra-speciale.visionary`);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.speciale-ou-extra.max`]);
  });

  it('allows a company two extra-special formations, not three', () => {
    const list = infantryOnly();
    list.add(`${p}-extra-speciale.visionary`);
    list.add(`${p}-extra-speciale.visionary`);
    expect(list.verdicts()).toEqual([]);
    list.add(`${p}-extra-speciale.visionary`);
    expect(list.verdicts()).toEqual([
      `data.max-selections@${force}.extra-speciale.max`,
      `data.max-selections@${force}.speciale-ou-extra.max`,
    ]);
  });

  it('allows a company one special formation, not two', () => {
    const list = infantryOnly();
    list.add(`${p}-speciale.fire-gale-detachment`);
    list.add(`${p}-speciale.megadon-assault-detachment`);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.speciale.max`]);
  });

  it('allows a company five support formations, not six', () => {
    const list = infantryOnly();
    for (const support of [
      'carnosaur-detachment',
      'salamander-detachment',
      n.pterosaurs,
      n.dragoons,
      n.raptors,
    ])
      list.add(`${p}-soutien.${support}`);
    expect(list.verdicts()).toEqual([]);
    list.add(`${p}-soutien.${n.lethosaurs}`);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.soutien.max`]);
  });

  it('has one Baron (Unique)', () => {
    const list = infantryOnly();
    list.add(`${p}-baron-formation`);
    expect(list.verdicts()).toEqual([`data.max-selections@${p}-baron-formation.max-roster`]);
  });

  it("gives Muster's rules the codex's abilities: Personnage Lié, Transport (1), Elite (1)", () => {
    const list = infantryOnly();
    const visionary = list.add(`${p}-extra-speciale.visionary`);
    list.add(`${p}-option.${n.vypers}`);
    list.add(`${p}-soutien.${n.dragoons}`);
    // The Baron is part of his own formation; the Visionary is a Personnage Lié to attach.
    expect(list.muster().verdicts.map((each) => [each.code, each.selections[0]])).toEqual([
      ['attached-character.unattached', visionary],
    ]);
    // A cavalry character (class 2) joins a cavalry détachement, not the Fusiliers.
    list.attach(visionary, list.find(`g2.${n.fusiliers}::${p}-${n.fusiliers}`));
    expect(list.muster().verdicts.map((each) => each.code)).toEqual(['attached-character.class-mismatch']);
    list.attach(visionary, list.find(`${p}-soutien.${n.dragoons}::${p}-${n.dragoons}`));
    const { verdicts, figures } = list.muster();
    expect(verdicts).toEqual([]);
    const figure = (id: string) =>
      figures.filter((each) => each.id === id).map((each) => [each.value, each.of]);
    expect(figure('transport-load')).toEqual([[0, 6 * 1]]);
    // Elite (1): the Baron's formation and the Dragoons.
    expect(figure('elite-pool')).toEqual([[2, undefined]]);
  });

  it('needs a company', () => {
    expect(new CodexList(codex, 3000).verdicts()).toEqual([`data.min-selections@${force}.compagnie.min`]);
  });
});

describe('Exodites 3.0 and 3.1 differ where the codices do', () => {
  const scoutCompany = (version: '300' | '310') => {
    const p = `exodites-${version}`;
    const n = NAMES[version];
    const list = new CodexList(`netepic-fr-exodites-${version}`, 3000);
    list.company(`${p}-scout-company`, [
      `g1.${n.lethosaurs}`,
      `g2.${n.raptors}`,
      `g2.${n.raptors}`,
      `g3.${n.scouts}`,
      `g3.reconnaissance-${version === '300' ? 'walker' : 'walkers'}-detachment`,
    ]);
    expect(list.verdicts()).toEqual([]);
    return list.points() - 125;
  };

  it('prices the Scout Company first Lethosaur Knights 75 in 3.0, 125 in 3.1', () => {
    expect(scoutCompany('300')).toBe(75 + 150 + 150 + 150 + 125);
    expect(scoutCompany('310')).toBe(125 + 150 + 150 + 150 + 125);
  });
});
