/**
 * Genestealer Cult 3.0 (db/catalogue/netepic/netepic-fr-genestealer-cult-300.json) read with the
 * project's reader and played through the engine: a legal list, then each list-building rule of the
 * codex kept and broken (the required, unique Convent, compulsory détachements, allowances per company,
 * the Limited Genestealer Assassin, the Advanced Fortification: 1/4000 points and one per fortification).
 */
import { describe, expect, it } from 'vitest';
import { CodexList } from './codex-list';

const P = 'genestealer-cult-300';
const CATALOGUE = 'netepic-fr-genestealer-cult-300';
const CONVENT = `${P}-convent`;
const INFANTRY = `${P}-infantry-company`;
const RAPID = `${P}-rapid-intervention-company`;
const ASSASSIN = `${P}-genestealer-assassin`;

const newList = (points = 3000) => new CodexList(CATALOGUE, points);

/** The selections a selection holds through this link or entry, by entry path. */
const heldAll = (list: CodexList, parent: string, id: string) =>
  list
    .selection(parent)
    .selections.filter((child) => child.entryId.startsWith(`${id}::`) || child.entryId.endsWith(`::${id}`))
    .map((child) => child.id);
const held = (list: CodexList, parent: string, id: string) => heldAll(list, parent, id)[0]!;

/**
 * The Convent, required, comes with a new list, and its four détachements with it (or is added when
 * `another`); the Magus and the Hybrid Psyker join their bases.
 */
function convent(list: CodexList, another = false): string {
  const company = another
    ? list.add(CONVENT)
    : list.roster.forces[0]!.selections.find((selection) => selection.entryId === CONVENT)!.id;
  const magus = held(list, company, `${CONVENT}.slot1-2`);
  list.attach(held(list, magus, `${P}-magus.magus`), held(list, magus, `${P}-magus.locus`));
  const psyker = held(list, company, `${CONVENT}.slot1-3`);
  list.attach(
    held(list, psyker, `${P}-hybrid-psyker.hybrid-psyker`),
    held(list, psyker, `${P}-hybrid-psyker.neophytes`),
  );
  return company;
}

/** An Infantry Company: Primus, Hybrids, Aberrants, Neophytes, Acolytes: 600 points. */
function infantryCompany(list: CodexList): string {
  const company = list.add(INFANTRY);
  const hybrids = list.add(`${INFANTRY}.slot2.hybrid`, company);
  list.add(`${INFANTRY}.slot2.aberrant`, company);
  list.add(`${INFANTRY}.slot2.neophyte`, company);
  list.add(`${INFANTRY}.slot2.acolyte`, company);
  list.attach(held(list, company, `${INFANTRY}.slot1`), hybrids);
  return company;
}

/** A Rapid Intervention Company: Primus on Bike, two Acolytes on Bikes, Armoured Sentinels: 400 points. */
function rapidCompany(list: CodexList): string {
  const company = list.add(RAPID);
  list.add(`${RAPID}.slot3.armoured-sentinel`, company);
  list.attach(held(list, company, `${RAPID}.slot1`), held(list, company, `${RAPID}.slot2`));
  return company;
}

function legalList(): CodexList {
  const list = newList();
  convent(list);
  const infantry = infantryCompany(list);
  rapidCompany(list);
  list.add(`${P}-soutien-leman-russ`);
  list.add(`${P}-soutien-basilisk`);
  list.add(`${P}-soutien-genestealer`);
  list.add(`${P}-speciale-baneblade`);
  const biophagus = list.add(`${P}-extra-biophagus`);
  list.attach(biophagus, held(list, infantry, `${INFANTRY}.slot2.aberrant`));
  list.add(`${P}-psychic-barrage`);
  list.add(`${P}-option-goliath-truck`);
  list.add(`${P}-fortification-minefield`);
  return list;
}

const broken = (list: CodexList) => list.problems().filter((problem) => problem.startsWith('data.'));

describe('Genestealer Cult 3.0 built in', () => {
  it('a legal list of 3000 points is valid, for the engine and for Muster’s rules', () => {
    const list = legalList();
    expect(list.points()).toBe(3000);
    expect(list.problems()).toEqual([]);
  });

  it('the Convent is required, and unique', () => {
    const list = newList();
    infantryCompany(list);
    const first = convent(list);
    expect(broken(list)).toEqual([]);
    list.remove(first);
    expect(broken(list)).toEqual([`data.min-selections@${CONVENT}.required.min`]);
    convent(list, true);
    expect(broken(list)).toEqual([]);
    convent(list, true);
    expect(broken(list)).toEqual([`data.max-selections@${CONVENT}.unique.max`]);
  });

  it('a company lacking a compulsory détachement is invalid', () => {
    const list = newList();
    const theConvent = convent(list);
    const company = list.add(INFANTRY);
    list.add(`${INFANTRY}.slot2.hybrid`, company);
    list.add(`${INFANTRY}.slot2.hybrid`, company);
    list.add(`${INFANTRY}.slot2.aberrant`, company);
    expect(broken(list)).toEqual([`data.min-selections@${INFANTRY}.slot2.min`]);
    list.add(`${INFANTRY}.slot2.genestealer-cultist`, company);
    expect(broken(list)).toEqual([]);
    list.remove(held(list, theConvent, `${CONVENT}.slot1-4`));
    expect(broken(list)).toEqual([`data.min-selections@${CONVENT}.slot1-4.min`]);
  });

  it('takes five support formations, one special and one more additional formation per company', () => {
    const list = newList(10_000);
    convent(list);
    for (let i = 0; i < 5; i += 1) list.add(`${P}-soutien-hydra`);
    list.add(`${P}-speciale-shadowsword`);
    list.add(`${P}-extra-alpha-genestealer`);
    expect(broken(list)).toEqual([]);
    list.add(`${P}-soutien-hydra`);
    list.add(`${P}-speciale-baneblade`);
    expect(broken(list)).toEqual([
      `data.max-selections@${P}-force.soutien.max`,
      `data.max-selections@${P}-force.speciale-ou-extra.max`,
      `data.max-selections@${P}-force.speciale.max`,
    ]);
    rapidCompany(list);
    expect(broken(list)).toEqual([]);
  });

  it('takes no kind of Genestealer Assassin again before one of each (Limited)', () => {
    const list = newList(10_000);
    // Five companies with the Convent: room for five special formations.
    for (let i = 0; i < 4; i += 1) infantryCompany(list);
    // One Genestealer Assassin formation, its kind chosen inside it.
    const assassin = (kind: string) => {
      const formation = list.add(ASSASSIN);
      list.add(`${ASSASSIN}-${kind}`, formation);
      return formation;
    };
    const over = (kind: string) => `data.max-selections@${ASSASSIN}-${kind}.limited.max`;
    assassin('sanctus-hybrid-assassin');
    assassin('reductus-saboteur');
    expect(broken(list)).toEqual([]);
    const again = assassin('sanctus-hybrid-assassin');
    expect(broken(list)).toEqual([over('sanctus-hybrid-assassin')]);
    list.remove(again);
    assassin('sanctus-sniper-assassin');
    assassin('sanctus-hybrid-assassin');
    // One of each taken: a second of a kind is legal.
    expect(broken(list)).toEqual([]);
    assassin('sanctus-hybrid-assassin');
    expect(broken(list)).toEqual([over('sanctus-hybrid-assassin')]);
  });

  it('takes one Advanced Fortification per 4000 points of the list, each for a fortification bought', () => {
    const at = (points: number, count: number, fortifications = count) => {
      const list = newList(points);
      convent(list);
      for (let i = 0; i < fortifications; i += 1) list.add(`${P}-fortification-bunker`);
      for (let i = 0; i < count; i += 1) list.add(`${P}-advanced-fortification`);
      return broken(list).filter((problem) => !problem.startsWith('data.cost-limit'));
    };
    const over = [`data.max-selections@${P}-advanced-fortification.per-points.max`];
    expect(at(3000, 1)).toEqual([]);
    expect(at(3000, 2)).toEqual(over);
    expect(at(8000, 2)).toEqual([]);
    expect(at(3000, 1, 0)).toEqual([`data.max-selections@${P}-advanced-fortification.per-fortification.max`]);
  });
});
