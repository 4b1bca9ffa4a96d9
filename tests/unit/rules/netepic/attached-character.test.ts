import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { attachedCharacter } from '../../../../src/core/rules/netepic/attached-character';
import { codes, roster } from '../../../helpers/engine-fixtures';
import { NETEPIC } from './netepic-catalogue';

type Selections = Parameters<typeof roster>[1];
const check = (selections: Selections) =>
  validate(roster('netepic', selections), NETEPIC, [attachedCharacter]);

// Seed 001, Personnage Lié: « Les Personnages Liés doivent rejoindre en début de partie un détachement ».
describe('attached-character.unattached', () => {
  it('a Personnage Lié joined to a détachement is fine', () => {
    expect(
      codes(
        check([
          { entry: 'tactical', id: 't' },
          { entry: 'chaplain', id: 'c', attachedTo: 't' },
        ]),
      ),
    ).toEqual([]);
  });

  it('one left on its own must join a détachement', () => {
    const result = check([
      { entry: 'tactical', id: 't' },
      { entry: 'chaplain', id: 'c' },
    ]);
    expect(codes(result)).toEqual(['attached-character.unattached']);
    expect(result.issues[0]).toMatchObject({
      severity: 'error',
      selections: ['c'],
      source: { rule: 'attached-character', ability: 'personnage-lie' },
      message: { fr: '« Chapelain » est un Personnage Lié : il doit rejoindre un détachement.' },
    });
  });

  it('joining a formation, another character, itself or a missing unit is not joining a détachement', () => {
    const company = check([
      { entry: 'company', id: 'k' },
      { entry: 'chaplain', id: 'c', attachedTo: 'k' },
    ]);
    expect(codes(company)).toEqual(['attached-character.unattached']);
    expect(company.issues[0]!.message.en).toBe(
      '“Chaplain” is joined to “Tactical company”, which is not a détachement: an attached character must join a détachement.',
    );
    for (const attachedTo of ['l', 'c', 'gone'])
      expect(
        codes(
          check([
            { entry: 'librarian', id: 'l' },
            { entry: 'chaplain', id: 'c', attachedTo },
          ]),
        ),
      ).toContain('attached-character.unattached');
  });
});

// Seed 001, Personnage Lié: « Vous pouvez inclure jusqu'à 2 Personnage Liés à un même détachement. »
describe('attached-character.too-many', () => {
  it('two on one détachement are allowed', () => {
    const two = check([
      { entry: 'tactical', id: 't' },
      { entry: 'chaplain', id: 'c', attachedTo: 't' },
      { entry: 'librarian', id: 'l', attachedTo: 't' },
    ]);
    expect(codes(two)).toEqual([]);
  });

  it('a third is one too many, and the verdict names the three', () => {
    const three = check([
      { entry: 'tactical', id: 't', label: 'Escouade Varro' },
      { entry: 'chaplain', id: 'c', attachedTo: 't' },
      { entry: 'librarian', id: 'l', attachedTo: 't' },
      { entry: 'captain', id: 'a', attachedTo: 't' },
    ]);
    expect(codes(three)).toEqual(['attached-character.too-many']);
    expect(three.issues[0]).toMatchObject({
      selections: ['t', 'a', 'c', 'l'],
      message: {
        fr: '« Escouade Varro » a 3 Personnages Liés (« Capitaine », « Chapelain », « Archiviste ») ; un détachement en accepte 2 au plus.',
      },
    });
  });
});

// Seed 001, Personnage Lié: « Les Personnages Liés de Classe 2 ou plus peuvent rejoindre uniquement un détachement de même Classe. »
describe('attached-character.class-mismatch', () => {
  it('a class 1 character joins infantry or cavalry', () => {
    expect(
      codes(
        check([
          { entry: 'bikes', id: 'b' },
          { entry: 'chaplain', id: 'c', attachedTo: 'b' },
        ]),
      ),
    ).toEqual([]);
  });

  it('a class 1 character cannot join vehicles', () => {
    const result = check([
      { entry: 'predators', id: 'p' },
      { entry: 'chaplain', id: 'c', attachedTo: 'p' },
    ]);
    expect(codes(result)).toEqual(['attached-character.class-mismatch']);
    expect(result.issues[0]!.message.fr).toBe(
      '« Chapelain » (classe 1 (infanterie)) ne peut rejoindre qu’un détachement d’infanterie ou de cavalerie ; « Predators » est de classe 3 (véhicules).',
    );
    expect(result.issues[0]!.selections).toEqual(['c', 'p']);
  });

  it('a class 2 character joins class 2 only', () => {
    expect(
      codes(
        check([
          { entry: 'bikes', id: 'b' },
          { entry: 'bike-captain', id: 'c', attachedTo: 'b' },
        ]),
      ),
    ).toEqual([]);
    const onFoot = check([
      { entry: 'tactical', id: 't' },
      { entry: 'bike-captain', id: 'c', attachedTo: 't' },
    ]);
    expect(codes(onFoot)).toEqual(['attached-character.class-mismatch']);
    expect(onFoot.issues[0]!.message.en).toBe(
      '“Bike captain” (class 2 (cavalry)) may only join a détachement of its own class; “Tactical detachment” is class 1 (infantry).',
    );
  });
});

// Seed 001, Personnage Lié: « Les Personnages Liés appartenant à une Formation de Compagnie doivent être liés à un détachement de cette compagnie. »
describe('attached-character.outside-company', () => {
  const company = [
    { entry: 'company', id: 'k' },
    { entry: 'tactical', id: 't1', parent: 'k' },
    { entry: 'tactical', id: 'out' },
  ];
  it('the company’s captain joins one of its détachements', () => {
    expect(codes(check([...company, { entry: 'captain', id: 'a', parent: 'k', attachedTo: 't1' }]))).toEqual(
      [],
    );
  });

  it('it may not join a détachement outside the company', () => {
    const result = check([...company, { entry: 'captain', id: 'a', parent: 'k', attachedTo: 'out' }]);
    expect(codes(result)).toEqual(['attached-character.outside-company']);
    expect(result.issues[0]!.selections).toEqual(['a', 'out', 'k']);
  });

  it('a character bought on its own card may join any détachement', () => {
    expect(codes(check([...company, { entry: 'chaplain', id: 'c', attachedTo: 't1' }]))).toEqual([]);
  });
});

// Seed 001, Personnage Lié: « si le détachement a la capacité Infiltration ou Unité de Commandement, le Personnage Lié gagne cette capacité ».
describe('stats.attachedCharacters', () => {
  it('a character gains Infiltration and rides in its détachement’s own transports', () => {
    const result = check([
      { entry: 'scouts', id: 's' },
      { entry: 'chaplain', id: 'c', attachedTo: 's' },
      { entry: 'tactical', id: 't', options: { rhino: 3 } },
      { entry: 'librarian', id: 'l', attachedTo: 't' },
    ]);
    expect(result.stats.attachedCharacters).toEqual([
      { selection: 'c', detachment: 's', gains: ['infiltration'], transport: null },
      { selection: 'l', detachment: 't', gains: [], transport: 't' },
    ]);
  });

  it('it rides where its détachement boarded, and keeps what it already has', () => {
    const result = check([
      { entry: 'thunderhawk', id: 'h' },
      { entry: 'bikes', id: 'b', embarkedIn: 'h' },
      { entry: 'bike-captain', id: 'c', attachedTo: 'b' },
    ]);
    expect(result.stats.attachedCharacters).toEqual([
      { selection: 'c', detachment: 'b', gains: [], transport: 'h' },
    ]);
  });
});
