/**
 * The built-in Necrons codices 3.0 and 3.1 (db/catalogue/netepic/netepic-fr-necrons-*.json): a
 * legal list of about 3000 points is valid, and each army-list rule of the codex, broken, is reported
 * by the constraint that writes it.
 */
import { describe, expect, it } from 'vitest';
import { CodexList, netepicData } from './codex-list';

describe.each([
  { version: '300', monolith: 200 },
  { version: '310', monolith: 175 },
])('Necrons codex $version', ({ version, monolith }) => {
  const p = `necrons-${version}`;
  const empty = () => new CodexList(`netepic-fr-necrons-${version}`);
  const infantry = (list: CodexList) =>
    list.withFilled('compagnie-infanterie', 'choix-2.warriors', 'choix-2.immortals', 'choix-3.monolith');
  const skorpekh = (list: CodexList) =>
    list.withFilled('compagnie-skorpekh', 'choix-2.hexmark', 'choix-2.skorpekh', 'choix-2.skorpekh');
  const legal = () =>
    infantry(empty().with('obligatoire-overlord'))
      .with(
        'soutien-destroyers',
        'soutien-doom-scythes',
        'soutien-tomb-golems',
        'soutien-obelisk',
        'soutien-triarch-stalkers',
        'extra-speciale-seigneur-et-sa-cour',
        'option-scarabees',
      )
      .withFilled('speciale-echarde-ctan', 'type.socle-deceiver');

  it('is the codex of its version, read by the built-in reader', () => {
    const catalogue = netepicData().catalogues.find((each) => each.id === `netepic-fr-necrons-${version}`);
    expect(catalogue?.publications?.[0]?.shortName).toBe(`${version[0]}.${version[1]}`);
    expect(empty().with('soutien-monolith').points()).toBe(monolith);
  });

  it('accepts a legal list of about 3000 points', () => {
    const list = legal();
    expect(list.verdicts()).toEqual([]);
    expect(list.points()).toBeGreaterThan(2500);
    expect(list.points()).toBeLessThanOrEqual(3000);
  });

  it('reports a missing compulsory détachement and a missing company commander', () => {
    const short = empty()
      .with('obligatoire-overlord')
      .withFilled('compagnie-infanterie', 'choix-2.warriors', 'choix-3.immortals');
    expect(short.verdicts()).toEqual([`data.min-selections@${p}-compagnie-infanterie.choix-2.min`]);
    const list = legal();
    list.remove(list.find('socle-necron-lord'));
    expect(list.verdicts()).toEqual([`data.min-selections@${p}-compagnie-infanterie.socle-necron-lord.min`]);
  });

  it.each([
    ['compagnie-devoreurs', ['choix-2.flayed', 'choix-2.flayed', 'choix-2.flayed'], 'choix-2'],
    ['compagnie-infanterie', ['choix-2.warriors', 'choix-2.immortals', 'choix-3.monolith'], 'choix-2'],
    ['compagnie-skorpekh', ['choix-2.hexmark', 'choix-2.hexmark', 'choix-2.skorpekh'], 'choix-2'],
    [
      'compagnie-intervention-rapide',
      ['choix-2.destroyers', 'choix-2.heavy-destroyers', 'choix-3.wraiths'],
      'choix-3',
    ],
    ['compagnie-support', ['choix-2.monolith', 'choix-2.monolith', 'choix-3.reanimators-company'], 'choix-3'],
  ])('%s is legal with its compulsory détachements, not with one less', (company, contents, last) => {
    const list = (inside: string[]) =>
      empty()
        .with('obligatoire-overlord')
        .withFilled(company, ...inside);
    expect(list(contents).verdicts()).toEqual([]);
    const lacking = contents.filter((id) => !id.startsWith(`${last}.`));
    expect(list(lacking).verdicts()).toEqual([`data.min-selections@${p}-${company}.${last}.min`]);
  });

  it('requires one Overlord, and only one', () => {
    const none = infantry(empty());
    expect(none.verdicts()).toEqual([`data.min-selections@${p}-force.formation-obligatoire.min`]);
    expect(legal().with('obligatoire-overlord').verdicts()).toEqual([
      `data.max-selections@${p}-obligatoire-overlord.max`,
    ]);
  });

  it('allows five support formations per company, none for the Flayed Ones Company', () => {
    expect(legal().with('soutien-warriors').verdicts()).toEqual([
      `data.max-selections@${p}-force.soutien.max`,
    ]);
    expect(skorpekh(legal()).with('soutien-warriors').setPointsLimit(4000).verdicts()).toEqual([]);
    const flayed = empty()
      .with('obligatoire-overlord')
      .withFilled('compagnie-devoreurs', 'choix-2.flayed', 'choix-2.flayed', 'choix-2.flayed');
    expect(flayed.verdicts()).toEqual([]);
    expect(flayed.with('soutien-warriors').verdicts()).toEqual([
      `data.max-selections@${p}-force.soutien.max`,
    ]);
  });

  it('takes 0-5 more Flayed Ones Detachments inside the Flayed Ones Company, not six', () => {
    const three = ['choix-2.flayed', 'choix-2.flayed', 'choix-2.flayed'];
    const five = Array.from({ length: 5 }, () => 'choix-3.flayed');
    const base = () => empty().with('obligatoire-overlord');
    expect(
      base()
        .withFilled('compagnie-devoreurs', ...three, ...five)
        .verdicts(),
    ).toEqual([]);
    expect(
      base()
        .withFilled('compagnie-devoreurs', ...three, ...five, 'choix-3.flayed')
        .verdicts(),
    ).toEqual([`data.max-selections@${p}-compagnie-devoreurs.choix-3.max`]);
  });

  it('allows per company one special formation and two special or extra-special formations', () => {
    expect(legal().with('speciale-barge-de-guerre').setPointsLimit(4000).verdicts()).toEqual([
      `data.max-selections@${p}-force.speciale-ou-extra.max`,
      `data.max-selections@${p}-force.speciale.max`,
    ]);
    const twoExtra = infantry(empty().with('obligatoire-overlord')).with(
      'extra-speciale-cryptek',
      'extra-speciale-seigneur-sur-barge',
    );
    expect(twoExtra.verdicts()).toEqual([]);
    expect(twoExtra.with('extra-speciale-seigneur-et-sa-cour').verdicts()).toEqual([
      `data.max-selections@${p}-force.speciale-ou-extra.max`,
    ]);
    expect(skorpekh(legal()).with('speciale-barge-de-guerre').setPointsLimit(4000).verdicts()).toEqual([]);
  });

  it('allows one Engine of Destruction per 5000 points', () => {
    const two = skorpekh(infantry(empty().with('obligatoire-overlord'))).with(
      'speciale-abattoir',
      'speciale-orbe-eonique',
    );
    expect(two.points()).toBeLessThanOrEqual(3000);
    expect(two.verdicts()).toEqual([`data.max-selections@${p}-force.machine-de-destruction.max`]);
    expect(two.setPointsLimit(5001).verdicts()).toEqual([]);
  });

  it('names its characters Personnage Lié for Muster’s rules', () => {
    const result = legal().muster();
    const unattached = result.verdicts.filter((verdict) => verdict.code === 'attached-character.unattached');
    // The Overlord and the company's Necron Lord are characters no détachement holds yet.
    expect(unattached.length).toBeGreaterThanOrEqual(2);
  });
});
