/**
 * World Eaters 3.1 (db/catalogue/netepic/netepic-fr-world-eaters-310.json) read with the project's
 * reader and played through the engine: a legal list, then each list-building rule of the codex kept
 * and broken (compulsory détachements, allowances per company, Unique, 1/2000 points, the Veteran
 * company's share, sizes bought by steps, titan weapons).
 */
import { describe, expect, it } from 'vitest';
import { runMusterRules } from '../../../src/core/engine/muster/run';
import { binding } from '../engine/muster-fixtures';
import { CodexList } from './codex-list';

const P = 'world-eaters-310';
const CATALOGUE = 'netepic-fr-world-eaters-310';
const INFANTRY = `${P}-infantry-company`;
const VETERAN = `${P}-veteran-legionnaires-company`;

const newList = (points = 3000) => new CodexList(CATALOGUE, points);

/** Picks another size of a détachement bought by steps (4/8/12 bases…). */
function resize(list: CodexList, detachmentId: string, bases: number): void {
  const current = list.selection(detachmentId).selections.find((child) => /\.size-\d+$/.test(child.entryId));
  list.remove(current!.id);
  const base = list.selection(detachmentId).entryId.split('::').at(-1)!;
  list.add(`${base}.size-${bases}`, detachmentId);
}

/** An Infantry Company: Centurion, Tactical (12), Assault (8) and Lascannon (4) Legionnaires: 725 points. */
function infantryCompany(list: CodexList): string {
  const company = list.add(INFANTRY);
  const centurion = list.add(`${INFANTRY}.slot1.centurion`, company);
  const tactical = list.add(`${INFANTRY}.slot2.tactical-legionnaires`, company);
  resize(list, tactical, 12);
  const assault = list.add(`${INFANTRY}.slot2.assault-legionnaires`, company);
  resize(list, assault, 8);
  list.add(`${INFANTRY}.slot2.heavy-support-lascannon`, company);
  list.attach(centurion, tactical);
  return company;
}

/** A Veteran Legionnaires Company: 850 points, its third détachement priced at the third slot's 275. */
function veteranCompany(list: CodexList): string {
  const company = list.add(VETERAN);
  const centurion = list.add(`${VETERAN}.slot1.veteran-centurion`, company);
  const terminators = list.add(`${VETERAN}.slot2.terminators-assault`, company);
  const veterans = list.add(`${VETERAN}.slot2.veteran-legionnaires`, company);
  resize(list, veterans, 8);
  list.add(`${VETERAN}.slot3.terminators-storm-bolter-275`, company);
  list.attach(centurion, terminators);
  return company;
}

function warhounds(list: CodexList, armsEach = 2): string {
  const detachment = list.add(`${P}-warhound-titan-detachment`);
  for (const titan of list.selection(detachment).selections) {
    const arms = ['vulcan-mega-bolter', 'turbo-laser', 'turbo-laser'].slice(0, armsEach);
    for (const arm of arms) list.add(`${P}-warhound-titan-detachment.titan.arm.${arm}`, titan.id);
  }
  return detachment;
}

/** Infantry and Veteran companies, three supports, two Warhounds, a Chaplain and an off-table shot. */
function legalList(): CodexList {
  const list = newList();
  const company = infantryCompany(list);
  veteranCompany(list);
  list.add(`${P}-soutien-red-butcher`);
  list.add(`${P}-soutien-predator`);
  list.add(`${P}-soutien-contemptor-dreadnought`);
  warhounds(list);
  const chaplain = list.add(`${P}-extra-chaplain`);
  const tactical = list.selection(company).selections.find((child) => child.entryId.includes('tactical'))!;
  list.attach(chaplain, tactical.id);
  list.add(`${P}-off-table-artillery`);
  return list;
}

const broken = (list: CodexList) => list.problems().filter((problem) => problem.startsWith('data.'));

describe('World Eaters 3.1 built in', () => {
  it('a legal list of 3000 points is valid, for the engine and for Muster’s rules', () => {
    const list = legalList();
    expect(list.points()).toBe(3000);
    expect(list.problems()).toEqual([]);
  });

  it('a company lacking its character or a compulsory détachement is invalid', () => {
    const list = newList();
    const company = list.add(INFANTRY);
    list.add(`${INFANTRY}.slot2.tactical-legionnaires`, company);
    list.add(`${INFANTRY}.slot2.tactical-legionnaires`, company);
    expect(broken(list)).toEqual([
      `data.min-selections@${INFANTRY}.slot1.min`,
      `data.min-selections@${INFANTRY}.slot2.min`,
    ]);
    list.add(`${INFANTRY}.slot1.centurion`, company);
    list.add(`${INFANTRY}.slot2.rampagers`, company);
    expect(broken(list)).toEqual([]);
    list.add(`${INFANTRY}.slot2.rampagers`, company);
    expect(broken(list)).toEqual([`data.max-selections@${INFANTRY}.slot2.max`]);
  });

  it('a list needs a company, and takes five support formations per company', () => {
    const list = newList(10_000);
    list.add(`${P}-soutien-predator`);
    expect(broken(list)).toEqual([
      `data.max-selections@${P}-force.soutien.max`,
      `data.min-selections@${P}-force.compagnie.min`,
    ]);
    infantryCompany(list);
    for (let i = 0; i < 4; i += 1) list.add(`${P}-soutien-predator`);
    expect(broken(list)).toEqual([]);
    list.add(`${P}-soutien-basilisk`);
    expect(broken(list)).toEqual([`data.max-selections@${P}-force.soutien.max`]);
    infantryCompany(list);
    expect(broken(list)).toEqual([]);
  });

  it('takes per company one special or extra-special formation and one extra-special more', () => {
    const list = newList(10_000);
    infantryCompany(list);
    list.add(`${P}-extra-apothecary`);
    list.add(`${P}-extra-praetor`);
    expect(broken(list)).toEqual([]);
    const third = list.add(`${P}-landing-modules`);
    expect(broken(list)).toContain(`data.max-selections@${P}-force.speciale-ou-extra.max`);
    list.remove(third);
    list.add(`${P}-angron`);
    // A special formation takes the shared slot: two extra-special formations no longer fit.
    expect(broken(list)).toEqual([`data.max-selections@${P}-force.speciale-ou-extra.max`]);
    infantryCompany(list);
    expect(broken(list)).toEqual([]);
  });

  it('takes one special formation per company', () => {
    const list = newList(10_000);
    infantryCompany(list);
    list.add(`${P}-angron`);
    const reaver = list.add(`${P}-reaver-titan-detachment`);
    expect(broken(list)).toContain(`data.max-selections@${P}-force.speciale.max`);
    list.remove(reaver);
    expect(broken(list)).toEqual([]);
  });

  it('Angron is unique', () => {
    const list = newList(10_000);
    infantryCompany(list);
    infantryCompany(list);
    list.add(`${P}-angron`);
    expect(broken(list)).toEqual([]);
    list.add(`${P}-angron`);
    expect(broken(list)).toEqual([`data.max-selections@${P}-speciale-angron.unique.max`]);
  });

  it('takes one Veteran Legionnaires Company per Infantry Company', () => {
    const list = newList(10_000);
    veteranCompany(list);
    expect(broken(list)).toEqual([`data.max-selections@${VETERAN}.per-infantry-company.max`]);
    infantryCompany(list);
    expect(broken(list)).toEqual([]);
    veteranCompany(list);
    expect(broken(list)).toEqual([`data.max-selections@${VETERAN}.per-infantry-company.max`]);
  });

  it('takes one Off-Table Artillery shot per 2000 points of the list', () => {
    const at = (points: number, shots: number) => {
      const list = newList(points);
      infantryCompany(list);
      for (let i = 0; i < shots; i += 1) list.add(`${P}-off-table-artillery`);
      return broken(list).filter((problem) => !problem.startsWith('data.cost-limit'));
    };
    const over = [`data.max-selections@${P}-off-table-artillery.per-points.max`];
    expect(at(2000, 1)).toEqual([]);
    expect(at(2000, 2)).toEqual(over);
    expect(at(4000, 2)).toEqual([]);
    expect(at(4000, 3)).toEqual(over);
    // A list without a points limit has no share to keep.
    expect(at(-1, 3)).toEqual([]);
  });

  it('sells détachements by steps of bases, each step its own price and Elite rerolls', () => {
    const list = newList();
    const terminators = list.add(`${P}-soutien-terminators-assault`);
    const bases = () =>
      list
        .selection(terminators)
        .selections.flatMap((size) => size.selections)
        .reduce((n, b) => n + b.number, 0);
    const elite = () =>
      runMusterRules(list.evaluate(), binding('netepic')).figures.find(
        (figure) => figure.id === 'elite-pool',
      )!.value;
    expect([list.points(), bases(), elite()]).toEqual([250, 4, 2]);
    resize(list, terminators, 8);
    expect([list.points(), bases(), elite()]).toEqual([450, 8, 4]);
    resize(list, terminators, 12);
    expect([list.points(), bases(), elite()]).toEqual([625, 12, 6]);
    // Elite (0) at the smallest step, then 1 and 2.
    const tactical = list.add(`${P}-soutien-tactical-legionnaires`);
    expect(elite()).toBe(6);
    resize(list, tactical, 12);
    expect(elite()).toBe(8);
  });

  it('prices a détachement where it is taken: Storm Bolter Terminators cost more in the third slot', () => {
    const list = newList();
    const company = list.add(VETERAN);
    list.add(`${VETERAN}.slot3.terminators-storm-bolter-275`, company);
    expect(list.points()).toBe(275);
    list.add(`${VETERAN}.slot2.terminators-storm-bolter`, company);
    expect(list.points()).toBe(525);
  });

  it('arms each titan with the weapons its class may carry', () => {
    const list = newList();
    infantryCompany(list);
    const detachment = warhounds(list, 1);
    expect(broken(list)).toEqual([
      `data.min-selections@${P}-warhound-titan-detachment.titan.arm.min`,
      `data.min-selections@${P}-warhound-titan-detachment.titan.arm.min`,
    ]);
    const titan = list.selection(detachment).selections[0]!;
    list.add(`${P}-warhound-titan-detachment.titan.arm.turbo-laser`, titan.id);
    list.add(`${P}-warhound-titan-detachment.titan.arm.turbo-laser`, titan.id);
    expect(broken(list)).toContain(`data.max-selections@${P}-warhound-titan-detachment.titan.arm.max`);
    // A Warlord-only weapon is not offered to a Warhound.
    expect(() => list.add(`${P}-warhound-titan-detachment.titan.arm.plasma-destructor`, titan.id)).toThrow(
      /entry-not-found/,
    );
  });

  it('takes one plasma weapon per titan', () => {
    const list = newList();
    infantryCompany(list);
    const detachment = list.add(`${P}-reaver-titan-detachment`);
    const titan = list.selection(detachment).selections[0]!.id;
    const weapon = (slot: string, name: string) =>
      list.add(`${P}-reaver-titan-detachment.titan.${slot}.${name}`, titan);
    weapon('arm', 'plasma-cannon');
    weapon('arm', 'volcano-cannon');
    weapon('carapace', 'turbo-laser-destructor');
    expect(broken(list)).toEqual([]);
    list.remove(
      list.selection(titan).selections.find((child) => child.entryId.endsWith('volcano-cannon'))!.id,
    );
    weapon('arm', 'plasma-blastgun');
    expect(broken(list)).toEqual([
      `data.max-selections@${P}-reaver-titan-detachment.titan.arm.plasma-blastgun.plasma.max`,
      `data.max-selections@${P}-reaver-titan-detachment.titan.arm.plasma-cannon.plasma.max`,
    ]);
  });
});
