/**
 * Adeptus Mechanicus 3.1 (db/catalogue/netepic/netepic-fr-adeptus-mechanicus-310.json) read with the
 * project's reader and played through the engine: a legal list, then each list-building rule of the
 * codex kept and broken (compulsory détachements, allowances per company with rare support formations,
 * the Titan Company without a special slot, companies limited per 5000 points, prices by place).
 */
import { describe, expect, it } from 'vitest';
import { CodexList } from './codex-list';

const P = 'adeptus-mechanicus-310';
const CATALOGUE = 'netepic-fr-adeptus-mechanicus-310';
const SKITARII = `${P}-skitarii-company`;
const ROBOTS = `${P}-robot-company`;
const TITANS = `${P}-titan-company`;
const INFILTRATION = `${P}-skitarii-infiltration-company`;

const newList = (points = 3000) => new CodexList(CATALOGUE, points);

/** The selection a company holds through this link (a compulsory character comes with its company). */
const held = (list: CodexList, company: string, linkId: string) =>
  list.selection(company).selections.find((child) => child.entryId.startsWith(`${linkId}::`))!.id;

/** A Skitarii Company: Magos, Vanguard, Sagittarii (Lascannon), Hoplites: 400 points. */
function skitariiCompany(list: CodexList): string {
  const company = list.add(SKITARII);
  const magos = held(list, company, `${SKITARII}.slot1`);
  const vanguard = list.add(`${SKITARII}.slot2.skitarii-vanguard`, company);
  list.add(`${SKITARII}.slot2.sagittarii-lascannon`, company);
  list.add(`${SKITARII}.slot2.secutarii-hoplites`, company);
  list.attach(magos, vanguard);
  return company;
}

/** A Robot Company: Magos Dominus on Abeyant, Castellan, Cataphract, Vorax: 475 points. */
function robotCompany(list: CodexList): string {
  const company = list.add(ROBOTS);
  const dominus = held(list, company, `${ROBOTS}.slot1`);
  const castellans = list.add(`${ROBOTS}.slot2.castellan`, company);
  list.add(`${ROBOTS}.slot2.cataphract`, company);
  list.add(`${ROBOTS}.slot2.vorax`, company);
  list.attach(dominus, castellans);
  return company;
}

/** A Titan Company of one Reaver: Volcano Cannon, Gatling Blaster, Turbo-Laser Destructor: 550 points. */
function titanCompany(list: CodexList): string {
  const company = list.add(TITANS);
  const detachment = list.add(`${TITANS}.slot1.reaver-titan-detachment`, company);
  const titan = list.selection(detachment).selections[0]!.id;
  const weapon = (slot: string, name: string) =>
    list.add(`${P}-reaver-titan-detachment.titan.${slot}.${name}`, titan);
  weapon('arm', 'volcano-cannon');
  weapon('arm', 'gatling-blaster');
  weapon('carapace', 'turbo-laser-destructor');
  return company;
}

/** Skitarii, Robot and Titan companies, five supports and a rare one, a Logis, options, an off-table shot. */
function legalList(): CodexList {
  const list = newList();
  const skitarii = skitariiCompany(list);
  robotCompany(list);
  titanCompany(list);
  list.add(`${P}-soutien-electro-priests`);
  list.add(`${P}-soutien-onager-dunecrawler-phosphor-blaster`);
  list.add(`${P}-soutien-kataphron-destroyers`);
  list.add(`${P}-soutien-ordinatus-minoris-quake-cannon`);
  list.add(`${P}-soutien-ordinatus-minoris-grav-cannon`);
  list.add(`${P}-soutien-rare-karacnos`);
  list.add(`${P}-option-skorpius-dunerider`);
  const logis = list.add(`${P}-extra-logis`);
  const engineer = list.add(`${P}-option-combat-engineer`);
  const sagittarii = list
    .selection(skitarii)
    .selections.find((child) => child.entryId.includes('sagittarii'))!;
  list.attach(logis, sagittarii.id);
  list.attach(engineer, sagittarii.id);
  list.add(`${P}-off-table-artillery`);
  return list;
}

const broken = (list: CodexList) => list.problems().filter((problem) => problem.startsWith('data.'));

describe('Adeptus Mechanicus 3.1 built in', () => {
  it('a legal list of 3000 points is valid, for the engine and for Muster’s rules', () => {
    const list = legalList();
    expect(list.points()).toBe(3000);
    expect(list.problems()).toEqual([]);
  });

  it('a company lacking its Magos or a compulsory détachement is invalid', () => {
    const list = newList();
    const company = list.add(SKITARII);
    list.add(`${SKITARII}.slot2.skitarii-vanguard`, company);
    list.add(`${SKITARII}.slot2.skitarii-vanguard`, company);
    list.remove(held(list, company, `${SKITARII}.slot1`));
    expect(broken(list)).toEqual([
      `data.min-selections@${SKITARII}.slot1.min`,
      `data.min-selections@${SKITARII}.slot2.min`,
    ]);
    list.add(`${SKITARII}.slot1`, company);
    list.add(`${SKITARII}.slot2.sagittarii-mortar`, company);
    expect(broken(list)).toEqual([]);
    list.add(`${SKITARII}.slot1`, company);
    expect(broken(list)).toEqual([`data.max-selections@${SKITARII}.slot1.max`]);
  });

  it('the Servitor Company holds its compulsory Servitors beside two détachements of its choice', () => {
    const list = newList();
    const company = list.add(`${P}-servitor-company`);
    list.add(`${P}-servitor-company.slot3.kataphron-breachers`, company);
    list.add(`${P}-servitor-company.slot3.tech-thralls`, company);
    // The Artisan and the compulsory Servitors come with the company.
    expect(broken(list)).toEqual([]);
    list.remove(held(list, company, `${P}-servitor-company.slot2`));
    expect(broken(list)).toEqual([`data.min-selections@${P}-servitor-company.slot2.min`]);
  });

  it('takes five support formations per company, of which one rare', () => {
    const list = newList(10_000);
    skitariiCompany(list);
    for (let i = 0; i < 4; i += 1) list.add(`${P}-soutien-castellan`);
    list.add(`${P}-soutien-rare-thallax`);
    expect(broken(list)).toEqual([]);
    const secondRare = list.add(`${P}-soutien-rare-ursarax`);
    expect(broken(list)).toEqual([
      `data.max-selections@${P}-force.soutien-rare.max`,
      `data.max-selections@${P}-force.soutien.max`,
    ]);
    list.remove(secondRare);
    // A rare formation counts among the five.
    list.add(`${P}-soutien-castellan`);
    expect(broken(list)).toEqual([`data.max-selections@${P}-force.soutien.max`]);
    robotCompany(list);
    list.add(`${P}-soutien-rare-ursarax`);
    expect(broken(list)).toEqual([]);
  });

  it('the Titan Company gives an extra-special slot but no special one', () => {
    const list = newList(10_000);
    titanCompany(list);
    const hellbore = list.add(`${P}-speciale-hellbore`);
    expect(broken(list)).toEqual([`data.max-selections@${P}-force.speciale.max`]);
    list.remove(hellbore);
    list.add(`${P}-extra-artisan`);
    expect(broken(list)).toEqual([]);
    list.add(`${P}-extra-tech-priest`);
    expect(broken(list)).toEqual([`data.max-selections@${P}-force.speciale-ou-extra.max`]);
  });

  it('takes one Titan Company and one Skitarii Infiltration Company per 5000 points', () => {
    const titans = (points: number, count: number) => {
      const list = newList(points);
      for (let i = 0; i < count; i += 1) titanCompany(list);
      return broken(list).filter((problem) => !problem.startsWith('data.cost-limit'));
    };
    expect(titans(3000, 1)).toEqual([]);
    expect(titans(3000, 2)).toEqual([`data.max-selections@${TITANS}.per-points.max`]);
    expect(titans(6000, 2)).toEqual([]);
    const list = newList();
    for (let i = 0; i < 2; i += 1) {
      const company = list.add(INFILTRATION);
      list.add(`${INFILTRATION}.slot2.sicarian-ruststalkers`, company);
      list.add(`${INFILTRATION}.slot3.serberys`, company);
    }
    expect(broken(list)).toEqual([`data.max-selections@${INFILTRATION}.per-points.max`]);
  });

  it('prices a détachement or a character where it is taken', () => {
    const list = newList();
    // The Infiltration Company's own Rangers cost 75; the same détachement costs 125 elsewhere.
    const company = list.add(INFILTRATION);
    expect(list.points()).toBe(75);
    list.add(`${INFILTRATION}.slot2.skitarii-rangers`, company);
    expect(list.points()).toBe(200);
    // A Magos costs 25 in a Skitarii Company (which brings it) and 75 as an extra-special formation.
    list.add(SKITARII);
    expect(list.points()).toBe(225);
    list.add(`${P}-extra-magos`);
    expect(list.points()).toBe(300);
  });
});
