/**
 * The built-in Biel-Tan codices 3.0 and 3.1 (db/catalogue/netepic/netepic-fr-biel-tan-*.json):
 * each company's rules kept and broken through the engine, as a player would build the list.
 */
import { describe, expect, it } from 'vitest';
import { affordancesAt } from '../../../src/core/engine/affordances';
import { CodexList, netepicData } from './codex-list';

describe.each(['300', '310'])('Biel-Tan %s', (version) => {
  const codex = `netepic-fr-biel-tan-${version}`;
  const p = `biel-tan-${version}`;
  const ghost = `${p}-ghost-company`;
  const rapid = `${p}-rapid-intervention-company`;
  const phoenix = `${p}-phoenix-company`;
  const force = `${p}-force`;

  /** Avatar, a Ghost Company: 725 points. */
  function ghostOnly(points = 3000): CodexList {
    const list = new CodexList(codex, points);
    list.company(ghost, [
      'g2.wraithguard-detachment',
      'g2.wraithblades-detachment',
      'g3.wraithlord-assault-detachment',
      'g3.wraithlord-support-detachment',
    ]);
    return list;
  }

  /** A legal list of three companies with supports, specials and an extra-special: 2850 points. */
  function legal(points = 3000): CodexList {
    const list = ghostOnly(points);
    list.company(rapid, ['g2.jetbike-detachment', 'g3.war-walker-detachment', 'g3.hornet-detachment']);
    list.company(phoenix, [
      'g2.dire-avengers-with-exarchs-detachment',
      'g2.fire-dragons-with-exarchs-detachment',
      'g2.howling-banshees-with-exarchs-detachment',
    ]);
    for (const support of [
      'swooping-hawks-detachment',
      'falcon-detachment',
      'guardian-detachment',
      'lynx-detachment',
    ])
      list.add(`${p}-soutien.${support}`);
    list.add(`${p}-speciale.harlequin-detachment`);
    list.add(`${p}-speciale.master-mime`);
    list.add(`${p}-extra-speciale.farseer`);
    return list;
  }

  it('is one catalogue with its codex as publication', () => {
    const catalogue = netepicData().catalogues.find((each) => each.id === codex)!;
    expect(catalogue.publications?.[0]?.shortName).toBe(`${version[0]}.${version[1]}`);
    expect(catalogue.publications?.[0]?.publisher).toBe('NetEpic FR');
  });

  it('starts with its required Avatar and accepts a legal list of about 3000 points', () => {
    expect(new CodexList(codex, 3000).rootEntries()).toEqual([`${p}-avatar-formation::${p}-avatar`]);
    const list = legal();
    expect(list.verdicts()).toEqual([]);
    expect(list.points()).toBe(2850);
  });

  it('needs a company', () => {
    expect(new CodexList(codex, 3000).verdicts()).toEqual([`data.min-selections@${force}.compagnie.min`]);
  });

  it('wants every compulsory détachement of a company', () => {
    const list = ghostOnly();
    list.company(rapid, ['g3.war-walker-detachment', 'g3.hornet-detachment']);
    expect(list.verdicts()).toEqual([`data.min-selections@${rapid}.g2.min`]);
  });

  it('comes with what a company holds without a choice, and wants it still', () => {
    const list = new CodexList(codex, 3000);
    list.company(`${p}-reconnaissance-company`, ['g2.war-walker-detachment', 'g2.ranger-detachment']);
    expect(list.verdicts()).toEqual([]);
    expect(list.points()).toBe(150 + 150 * 2 + 175 + 150);
    const ghostList = ghostOnly();
    ghostList.remove(ghostList.find(`g1.farseer::${p}-farseer`));
    expect(ghostList.verdicts()).toEqual([`data.min-selections@${ghost}.g1.min`]);
  });

  it('prices a character by where it is taken: a Farseer +25 in a Ghost Company, +75 alone', () => {
    const list = ghostOnly();
    const before = list.points();
    expect(before).toBe(150 + 25 + 125 + 125 + 125 + 175);
    list.add(`${p}-extra-speciale.farseer`);
    expect(list.points() - before).toBe(75);
  });

  it('allows a company one special or extra-special choice and one extra-special', () => {
    const list = ghostOnly();
    list.add(`${p}-speciale.harlequin-detachment`);
    list.add(`${p}-extra-speciale.farseer`);
    expect(list.verdicts()).toEqual([]);
    list.add(`${p}-extra-speciale.bonesinger`);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.speciale-ou-extra.max`]);
  });

  it('offers an extra-special formation once a company allows it: the Avatar alone allows none', () => {
    // The codex lists extra-special formations among a company's optional choices only; the Avatar is
    // no company. The catalogue panel asks the engine what the root of the list offers.
    const farseer = (list: CodexList) =>
      affordancesAt(list.evaluate(), { forceId: list.forceId }).find(
        (option) => option.id === `${p}-extra-speciale.farseer::${p}-farseer`,
      );
    const avatarOnly = new CodexList(codex, 3000);
    expect(farseer(avatarOnly)).toMatchObject({ taken: 0, room: 0, canAdd: false });
    const withCompany = new CodexList(codex, 3000);
    withCompany.company(ghost, ['g2.wraithguard-detachment']);
    expect(farseer(withCompany)).toMatchObject({ taken: 0, room: 2, canAdd: true });
  });

  it('allows a company two extra-special formations, not three', () => {
    const list = ghostOnly();
    list.add(`${p}-extra-speciale.farseer`);
    list.add(`${p}-extra-speciale.bonesinger`);
    expect(list.verdicts()).toEqual([]);
    list.add(`${p}-extra-speciale.forward-observer`);
    expect(list.verdicts()).toEqual([
      `data.max-selections@${force}.extra-speciale.max`,
      `data.max-selections@${force}.speciale-ou-extra.max`,
    ]);
  });

  it('allows a company one special formation, not two', () => {
    const list = ghostOnly();
    list.add(`${p}-speciale.harlequin-detachment`);
    list.add(`${p}-speciale.autarch-detachment`);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.speciale.max`]);
  });

  it('allows a company five support formations, not six', () => {
    const list = ghostOnly();
    const supports = ['guardian-detachment', 'falcon-detachment', 'ranger-detachment', 'lynx-detachment'];
    for (const support of [...supports, 'unicorn-detachment']) list.add(`${p}-soutien.${support}`);
    expect(list.verdicts()).toEqual([]);
    list.add(`${p}-soutien.swooping-hawks-detachment`);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.soutien.max`]);
  });

  it('allows a Master Mime (1/5000 points) once at 3000 points, twice at 6000', () => {
    const list = ghostOnly();
    list.add(`${p}-speciale.master-mime`);
    list.company(rapid, ['g2.jetbike-detachment', 'g3.war-walker-detachment', 'g3.vyper-detachment']);
    expect(list.verdicts()).toEqual([]);
    const again = `${p}-speciale.master-mime`;
    list.add(again);
    expect(list.verdicts()).toEqual([`data.max-selections@${again}.max-per-points`]);
    const larger = ghostOnly(6000);
    larger.company(rapid, ['g2.jetbike-detachment', 'g3.war-walker-detachment', 'g3.vyper-detachment']);
    larger.add(again);
    larger.add(again);
    expect(larger.verdicts()).toEqual([]);
  });

  it('allows Off-Table Artillery (1/2000 points) twice at 3000 points, not three times', () => {
    const list = ghostOnly();
    const artillery = `${p}-option.off-table-artillery`;
    const first = list.add(artillery);
    list.add(artillery);
    expect(list.verdicts()).toEqual([]);
    list.add(artillery);
    expect(list.verdicts()).toEqual([`data.max-selections@${artillery}.max-per-points`]);
    // Each shot is one of the two barrages.
    const shot = list.roster.forces[0]!.selections.find((each) => each.id === first)!;
    expect(shot.selections).toHaveLength(1);
  });

  it('keeps a Limited formation to its share: one per company', () => {
    const list = ghostOnly();
    const spears = `${p}-soutien.shining-spears-with-exarchs-detachment`;
    list.add(spears);
    expect(list.verdicts()).toEqual([]);
    list.add(spears);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.limitee.max`]);
  });

  it('counts a Limited formation taken inside a Phoenix Company against the same share', () => {
    const list = new CodexList(codex, 3000);
    list.company(phoenix, [
      'g2.shining-spears-with-exarchs-detachment',
      'g2.fire-dragons-with-exarchs-detachment',
      'g2.dire-avengers-with-exarchs-detachment',
    ]);
    list.add(`${p}-soutien.swooping-hawks-detachment`);
    expect(list.verdicts()).toEqual([]);
    list.add(`${p}-soutien.shining-spears-with-exarchs-detachment`);
    expect(list.verdicts()).toEqual([`data.max-selections@${force}.limitee.max`]);
  });

  it('takes one Hornet Detachment (Maximum 1) in a Rapid Intervention Company', () => {
    const list = ghostOnly();
    list.company(rapid, ['g2.vyper-detachment', 'g3.hornet-detachment', 'g3.hornet-detachment']);
    expect(list.verdicts()).toEqual([`data.max-selections@${rapid}.g3.hornet-detachment.max-roster`]);
  });

  it('has one Avatar (Unique)', () => {
    const list = ghostOnly();
    list.add(`${p}-avatar-formation`);
    expect(list.verdicts()).toEqual([`data.max-selections@${p}-avatar-formation.max-roster`]);
  });

  describe('Phoenix Company', () => {
    function phoenixOnly(): CodexList {
      const list = new CodexList(codex, 3000);
      list.company(phoenix, [
        'g1.autarch-detachment',
        'g2.swooping-hawks-with-exarchs-detachment',
        'g2.warp-spiders-with-exarchs-detachment',
        'g2.dark-reapers-with-exarchs-detachment',
      ]);
      return list;
    }

    it('prices its Autarch Detachment 300, 350 as a special formation', () => {
      const list = phoenixOnly();
      expect(list.points()).toBe(150 + 300 + 225 + 250 + 350);
      const before = list.points();
      list.add(`${p}-speciale.autarch-detachment`);
      expect(list.points() - before).toBe(350);
    });

    it('takes at least one Aspect Warrior or Crimson Hunter support formation', () => {
      const list = phoenixOnly();
      expect(list.verdicts()).toEqual([`data.min-selections@${force}.soutien-aspect.min`]);
      list.add(`${p}-soutien.crimson-hunter-detachment`);
      expect(list.verdicts()).toEqual([]);
    });

    it('takes no other support formation', () => {
      const list = phoenixOnly();
      list.add(`${p}-soutien.dark-reapers-detachment`);
      list.add(`${p}-soutien.falcon-detachment`);
      expect(list.verdicts()).toEqual([`data.max-selections@${force}.soutien-hors-aspect.max`]);
    });

    it('may take a Warlock or a Farseer as its special choice, no other extra-special formation', () => {
      const list = phoenixOnly();
      list.add(`${p}-soutien.dark-reapers-detachment`);
      list.add(`${p}-extra-speciale.warlock`);
      expect(list.verdicts()).toEqual([]);
      list.add(`${p}-extra-speciale.farseer`);
      expect(list.verdicts()).toEqual([
        `data.max-selections@${force}.extra-speciale.max`,
        `data.max-selections@${force}.speciale-ou-extra.max`,
      ]);
      const other = phoenixOnly();
      other.add(`${p}-soutien.dark-reapers-detachment`);
      other.add(`${p}-extra-speciale.bonesinger`);
      expect(other.verdicts()).toEqual([`data.max-selections@${force}.extra-speciale-hors-phenix.max`]);
    });
  });

  it("gives Muster's rules the codex's abilities: Personnage Lié, Transport (2), Elite (2)", () => {
    const list = ghostOnly();
    list.company(phoenix, [
      'g2.dire-avengers-with-exarchs-detachment',
      'g2.fire-dragons-with-exarchs-detachment',
      'g2.howling-banshees-with-exarchs-detachment',
    ]);
    list.add(`${p}-soutien.swooping-hawks-detachment`);
    list.add(`${p}-soutien.falcon-detachment`);
    const farseer = list.find(`g1.farseer::${p}-farseer`);
    // The Farseer is a Personnage Lié to attach; an Exarch is part of its own détachement.
    expect(list.muster().verdicts.map((each) => [each.code, each.selections[0]])).toEqual([
      ['attached-character.unattached', farseer],
    ]);
    const wraithguard = list.find(`g2.wraithguard-detachment::${p}-wraithguard-detachment`);
    list.attach(farseer, wraithguard);
    const { verdicts, figures } = list.muster();
    expect(verdicts).toEqual([]);
    const figure = (id: string) =>
      figures.filter((each) => each.id === id).map((each) => [each.value, each.of]);
    expect(figure('attached-characters')).toEqual([[1, 2]]);
    expect(figure('transport-load')).toEqual([[0, 3 * 2]]);
    // Four Elite (2) détachements: three of the Phoenix Company, the Swooping Hawks.
    expect(figure('elite-pool')).toEqual([[8, undefined]]);
  });

  it('arms a Warlock Titan with two arm weapons and two wings', () => {
    const list = ghostOnly();
    const titan = list.add(`${p}-speciale.warlock-titan-detachment`);
    const verdicts = list.verdicts();
    expect(verdicts.filter((each) => each.includes('.bras.') || each.includes('.ailes.'))).toHaveLength(2);
    const base = list.roster.forces[0]!.selections.find((each) => each.id === titan)!.selections[0]!;
    const before = list.points();
    for (const weapon of [
      'bras.pulsar',
      'bras.d-cannon',
      'ailes.firestorm-wing',
      'ailes.missile-launcher-wing',
    ])
      list.add(`${p}-warlock-titan-detachment.warlock-titan.${weapon}`, base.id);
    expect(list.points() - before).toBe(125 + 125 + 50 + 25);
    expect(list.verdicts()).toEqual([]);
  });
});

describe('Biel-Tan 3.0 and 3.1 differ where the codices do', () => {
  it('3.0 Knight Company takes two more détachements', () => {
    const knights = (version: string) => {
      const p = `biel-tan-${version}`;
      const list = new CodexList(`netepic-fr-biel-tan-${version}`, 3000);
      list.company(`${p}-knight-company`, [
        'g1.baron-fire',
        'g2.fire-gale-detachment',
        'g3.bright-stallion-detachment',
      ]);
      return list.verdicts();
    };
    expect(knights('310')).toEqual([]);
    expect(knights('300')).toEqual(['data.min-selections@biel-tan-300-knight-company.g5.min']);
  });
});
