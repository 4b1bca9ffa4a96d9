import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { items } from '../../../../src/core/rules/deadzone/items';
import { catalogue, codes, entry, option, roster } from '../../../helpers/engine-fixtures';

const cat = catalogue(
  'deadzone',
  [
    entry({ id: 'trooper', kind: 'troop', name: { fr: 'Soldat', en: 'Trooper' } }),
    entry({ id: 'pair', kind: 'troop', count: { min: 1, max: 2, default: 2, unit: 'model' } }),
    entry({
      id: 'scavenger',
      kind: 'specialist',
      name: { fr: 'Récupérateur', en: 'Scavenger' },
      abilities: [{ id: 'pillard' }],
    }),
    entry({ id: 'beast', kind: 'troop', name: { fr: 'Bête', en: 'Beast' }, abilities: [{ id: 'bestial' }] }),
    entry({
      id: 'truck',
      kind: 'support',
      name: { fr: 'Camion', en: 'Truck' },
      abilities: [{ id: 'vehicule' }],
    }),
    entry({
      id: 'grunt',
      kind: 'troop',
      options: [
        option({ id: 'scavenging-kit', kind: 'upgrade', abilities: [{ id: 'pillard' }] }),
        option({ id: 'own-medipack', kind: 'item' }),
      ],
    }),
  ],
  [
    { id: 'pillard', ruleKind: 'looter', name: { fr: 'Pillard', en: 'Looter' } },
    { id: 'bestial', ruleKind: 'bestial', name: { fr: 'Bestial', en: 'Bestial' } },
    { id: 'vehicule', ruleKind: 'vehicle', name: { fr: 'Véhicule', en: 'Vehicle' } },
  ],
  [option({ id: 'medipack', kind: 'item', max: 5 }), option({ id: 'grenade', kind: 'item', max: 5 })],
);
const check = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('deadzone', selections), cat, [items]);

// Seed 000, Pillard: « La figurine peut transporter jusqu’à 3 objets au lieu de 1. »
describe('items.too-many', () => {
  it('one item per model for an ordinary model', () => {
    const two = check([{ entry: 'trooper', items: { medipack: 1, grenade: 1 } }]);
    expect(codes(two)).toEqual(['items.too-many']);
    expect(two.issues[0]).toMatchObject({ severity: 'error', selections: ['s1'], source: { rule: 'items' } });
    expect(two.issues[0]!.source.ability).toBeUndefined();
    expect(two.issues[0]!.message.fr).toBe(
      '« Soldat » porte 2 objets pour 1 figurine : au plus 1 (1 par figurine).',
    );
    expect(codes(check([{ entry: 'trooper', items: { medipack: 1 } }]))).toEqual([]);
  });

  it('counts the entry’s own item options and multiplies the limit by the models', () => {
    expect(codes(check([{ entry: 'grunt', options: { 'own-medipack': 1 }, items: { grenade: 1 } }]))).toEqual(
      ['items.too-many'],
    );
    expect(codes(check([{ entry: 'pair', items: { medipack: 1, grenade: 1 } }]))).toEqual([]);
    expect(codes(check([{ entry: 'pair', count: 1, items: { medipack: 1, grenade: 1 } }]))).toEqual([
      'items.too-many',
    ]);
  });

  it('up to three for a Pillard, the ability named as the source', () => {
    const four = check([{ entry: 'scavenger', items: { medipack: 2, grenade: 2 } }]);
    expect(codes(four)).toEqual(['items.too-many']);
    expect(four.issues[0]!.source).toEqual({ rule: 'items', ability: 'pillard' });
    expect(four.issues[0]!.message.en).toBe(
      '“Scavenger” carries 4 items for 1 model: at most 3 (3 per model with Looter).',
    );
    expect(codes(check([{ entry: 'scavenger', items: { medipack: 2, grenade: 1 } }]))).toEqual([]);
    expect(
      codes(check([{ entry: 'grunt', options: { 'scavenging-kit': 1 }, items: { medipack: 3 } }])),
    ).toEqual([]);
  });
});

// Seed 000, Bestial: « La figurine ne peut pas ramasser, transporter ou utiliser d’objet. »
// Seed 000, Véhicule: « Un Véhicule ne peut pas ramasser, transporter, ou utiliser d’objet. »
describe('items.not-allowed', () => {
  it('no item at all for Bestial and Véhicule models', () => {
    const beast = check([{ entry: 'beast', items: { medipack: 1 } }]);
    expect(codes(beast)).toEqual(['items.not-allowed']);
    expect(beast.issues[0]!.source).toEqual({ rule: 'items', ability: 'bestial' });
    expect(beast.issues[0]!.message.fr).toBe(
      '« Bête » porte 1 objet, mais une figurine Bestial ne peut ni ramasser, ni transporter, ni utiliser d’objet.',
    );
    const truck = check([{ entry: 'truck', items: { grenade: 1 } }]);
    expect(codes(truck)).toEqual(['items.not-allowed']);
    expect(truck.issues[0]!.source.ability).toBe('vehicule');
    expect(codes(check([{ entry: 'beast' }, { entry: 'truck', items: { grenade: 0 } }]))).toEqual([]);
  });
});
