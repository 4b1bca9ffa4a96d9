/**
 * The built-in T'au codices 3.0 and 3.1 (db/catalogue/netepic/netepic-fr-tau-*.json): a legal
 * list of about 3000 points is valid, and each army-list rule of the codex, broken, is reported by the
 * constraint that writes it.
 */
import { describe, expect, it } from 'vitest';
import { CodexList, netepicData } from './codex-list';

describe.each([
  { version: '300', kroot: 300, broadsides: 950 },
  { version: '310', kroot: 400, broadsides: 875 },
])('T’au codex $version', ({ version, kroot, broadsides }) => {
  const p = `tau-${version}`;
  const empty = () => new CodexList(`netepic-fr-tau-${version}`);
  const infantry = (list: CodexList) =>
    list.withFilled(
      'compagnie-infanterie',
      'choix-1.socle-fireblade',
      'choix-2.breacher',
      'choix-2.breacher',
      'choix-3.strike',
    );
  const battlesuits = (list: CodexList) =>
    list.withFilled('compagnie-exo-armures', 'choix-2.xv8-1', 'choix-2.xv8-1', 'choix-2.xv8-1');
  const legal = () =>
    battlesuits(infantry(empty())).with(
      'soutien-xv8-1',
      'soutien-hh2',
      'soutien-riptide-1',
      'soutien-piranha',
      'soutien-mv1-drones',
      'soutien-stormsurge',
      'soutien-barracuda',
      'speciale-ethere',
      'option-devilfish-moyen',
    );

  it('is the codex of its version, read by the built-in reader', () => {
    const catalogue = netepicData().catalogues.find((each) => each.id === `netepic-fr-tau-${version}`);
    expect(catalogue?.publications?.[0]?.shortName).toBe(`${version[0]}.${version[1]}`);
    const krootCompany = empty().withFilled(
      'compagnie-kroot',
      'choix-1.carnivores-100',
      'choix-2.carnivores',
      'choix-3.carnivores',
    );
    expect(krootCompany.points()).toBe(kroot);
    const broadsideCompany = empty().withFilled(
      'compagnie-exo-armures',
      'choix-2.xv88-1-exo',
      'choix-2.xv88-1-exo',
      'choix-2.xv88-1-exo',
    );
    // The Shas'el (200) and three XV88 Mk I détachements at the Battlesuit Company's price.
    expect(broadsideCompany.points()).toBe(broadsides);
  });

  it('accepts a legal list of about 3000 points', () => {
    const list = legal();
    expect(list.verdicts()).toEqual([]);
    expect(list.points()).toBeGreaterThan(2500);
    expect(list.points()).toBeLessThanOrEqual(3000);
  });

  it('reports a missing compulsory détachement and a missing character', () => {
    const short = empty().withFilled(
      'compagnie-infanterie',
      'choix-1.socle-fireblade',
      'choix-2.strike',
      'choix-3.strike',
    );
    expect(short.verdicts()).toEqual([`data.min-selections@${p}-compagnie-infanterie.choix-2.min`]);
    const leaderless = empty().withFilled(
      'compagnie-infanterie',
      'choix-2.strike',
      'choix-2.strike',
      'choix-3.strike',
    );
    expect(leaderless.verdicts()).toEqual([`data.min-selections@${p}-compagnie-infanterie.choix-1.min`]);
  });

  it.each([
    [
      'compagnie-infanterie',
      ['choix-1.shasel', 'choix-2.strike', 'choix-2.breacher', 'choix-3.xv88-2'],
      'choix-3',
    ],
    ['compagnie-exo-armures', ['choix-2.xv8-2', 'choix-2.xv88-1-exo', 'choix-2.xv88-2'], 'choix-2'],
    [
      'compagnie-reconnaissance',
      ['choix-1.stealth', 'choix-1.tetra', 'choix-2.ghostkeel', 'choix-3.shield-drones-recon'],
      'choix-2',
    ],
    ['compagnie-kroot', ['choix-1.hounds-100', 'choix-2.carnivores', 'choix-3.krootox'], 'choix-3'],
  ])('%s is legal with its compulsory détachements, not with one less', (company, contents, last) => {
    const list = (inside: string[]) => empty().withFilled(company, ...inside);
    expect(list(contents).verdicts()).toEqual([]);
    const lacking = contents.filter((id) => !id.startsWith(`${last}.`));
    expect(list(lacking).verdicts()).toEqual([`data.min-selections@${p}-${company}.${last}.min`]);
  });

  it('takes one Command Hammerhead, of a Hammerhead type chosen inside it, and three détachements', () => {
    const company = 'compagnie-hammerhead';
    const command = `${company}.choix-1.commandement`;
    const list = empty().withFilled(company, 'choix-1.commandement', 'choix-2.hh1-company');
    // The source's one "Command Hammerhead" (+25): its base type is still to choose.
    expect(list.verdicts()).toEqual([
      `data.min-selections@${p}-${command}.type.min`,
      `data.min-selections@${p}-${company}.choix-2.min`,
    ]);
    const points = list.points();
    list.inside(list.find(command), `${command}.type.mk-ii`);
    expect(list.points()).toBe(points);
    expect(list.verdicts()).toEqual([`data.min-selections@${p}-${company}.choix-2.min`]);
    list.inside(list.find(company), `${company}.choix-2.hh2-company`, `${company}.choix-2.hh6-company`);
    expect(list.verdicts()).toEqual([]);
  });

  it('allows five support formations per company', () => {
    const one = infantry(empty()).with(
      'soutien-xv8-1',
      'soutien-piranha',
      'soutien-tetra',
      'soutien-strike',
      'soutien-breacher',
    );
    expect(one.verdicts()).toEqual([]);
    expect(one.with('soutien-pathfinders').verdicts()).toEqual([
      `data.max-selections@${p}-force.soutien.max`,
    ]);
  });

  it('allows one special formation per company, and one Commander Shas’o', () => {
    const one = infantry(empty()).with('speciale-ethere');
    expect(one.copy().with('speciale-manta').verdicts()).toEqual([
      `data.max-selections@${p}-force.speciale.max`,
    ]);
    const two = battlesuits(one).with('speciale-shaso');
    expect(two.verdicts()).toEqual([]);
    expect(battlesuits(two).with('speciale-shaso').verdicts()).toEqual([
      `data.max-selections@${p}-speciale-shaso.max`,
    ]);
  });

  it('takes a Commander Shas’o only in place of a Shas’el', () => {
    const kroot = empty().withFilled(
      'compagnie-kroot',
      'choix-1.hounds-100',
      'choix-2.carnivores',
      'choix-3.krootox',
    );
    expect(kroot.copy().with('speciale-shaso').verdicts()).toEqual([
      `data.max-selections@${p}-speciale-shaso.remplace-shasel`,
    ]);
    expect(battlesuits(kroot).with('speciale-shaso').verdicts()).toEqual([]);
  });

  it('arms its Ta’unar with one primary and two secondary weapons', () => {
    const list = infantry(empty());
    const armour = list.selection(list.add(`${p}-speciale-taunar`)).selections[0]!;
    const weapons = `socle-kx139-ta-unar-supremacy-armour`;
    expect(list.verdicts()).toEqual([
      `data.min-selections@${p}-${weapons}.arme-principale.min`,
      `data.min-selections@${p}-${weapons}.armes-secondaires.min`,
    ]);
    list.inside(
      armour.id,
      `${weapons}.arme-principale.heavy-railgun`,
      `${weapons}.armes-secondaires.fusion-eradicators`,
      `${weapons}.armes-secondaires.tri-axis-ion-cannons`,
    );
    expect(list.verdicts()).toEqual([]);
  });

  it('takes two Limited drone formations per company', () => {
    const two = infantry(empty()).with('soutien-mv1-drones', 'option-shield-drones');
    expect(two.verdicts()).toEqual([]);
    expect(two.copy().with('soutien-sentry-drones').verdicts()).toEqual([
      `data.max-selections@${p}-force.drones.max`,
    ]);
    expect(battlesuits(two.with('soutien-sentry-drones')).verdicts()).toEqual([]);
  });

  it('takes no more DX6 Remora formations than other Flyer formations', () => {
    const remora = infantry(empty()).with('soutien-remora');
    expect(remora.verdicts()).toEqual([`data.max-selections@${p}-soutien-remora.max-volants`]);
    expect(remora.with('soutien-barracuda').verdicts()).toEqual([]);
  });

  it('buys Vespids and support Hammerheads by steps', () => {
    const vespids = empty().with('soutien-vespids');
    expect(vespids.points()).toBe(125);
    vespids.inside(vespids.find('soutien-vespids'), 'soutien-vespids.taille.6-socles');
    expect(vespids.verdicts()).toContain(`data.max-selections@${p}-soutien-vespids.taille.max`);
    expect(empty().with('soutien-hh6').points()).toBe(225);
  });

  it('names its characters Personnage Lié for Muster’s rules', () => {
    const result = legal().muster();
    const unattached = result.verdicts.filter((verdict) => verdict.code === 'attached-character.unattached');
    // The Fireblade, the Shas'el and the Ethereal join no détachement yet.
    expect(unattached.length).toBeGreaterThanOrEqual(2);
  });
});
