import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  detectGlossaryLayout,
  GlossaryParseError,
  matchAbility,
  normaliseAbilityName,
  parseGlossary,
  type ParsedGlossary,
} from '../../../src/core/glossary';
import { seedFile, sharedAvailable } from '../../helpers/shared-material';

const read = (seed: string) => readFileSync(seedFile(seed), 'utf8');
const named = (parsed: ParsedGlossary, name: string) => parsed.blocks.find((b) => b.name === name);

describe('normaliseAbilityName', () => {
  it.each([
    ['Elite (XX)', 'elite'],
    ['Élite', 'elite'],
    ['Transport (XX)', 'transport'],
    ['PAx', 'pa'],
    ['Tacticien (n)', 'tacticien'],
    ['Déflagration D(n)', 'deflagration'],
    ['Personnage  Lié', 'personnage lie'],
  ])('%s → %s', (name, expected) => expect(normaliseAbilityName(name)).toBe(expected));
});

describe('matchAbility', () => {
  const candidates = [
    { id: 'elite', names: ['Élite', 'Elite', 'Elite (XX)'] },
    { id: 'corruption', names: ['Corruption', 'Bribery'] },
  ];
  it('matches by any name, ignoring accents and parameters', () => {
    expect(matchAbility({ name: 'Elite (XX)', altNames: [], text: '' }, candidates)).toBe('elite');
    expect(matchAbility({ name: 'Pot-de-vin', altNames: ['Bribery'], text: '' }, candidates)).toBe(
      'corruption',
    );
    expect(matchAbility({ name: 'Inconnu', altNames: [], text: '' }, candidates)).toBeUndefined();
  });
});

describe('unreadable input', () => {
  it('detects nothing and refuses plain or empty text', () => {
    expect(detectGlossaryLayout('hello world')).toBeUndefined();
    expect(() => parseGlossary('hello world')).toThrow(GlossaryParseError);
    expect(() => parseGlossary('')).toThrow(GlossaryParseError);
  });

  it('keeps hostile text as plain text', () => {
    const parsed = parseGlossary('### Piège\n<script>alert(1)</script> texte\n\n### Autre\nrien');
    expect(named(parsed, 'Piège')?.text).toBe('<script>alert(1)</script> texte');
  });
});

describe.skipIf(!sharedAvailable)('the seed glossaries', () => {
  it('000 (Deadzone): 52 ### rules, with Tacticien (n) and Pillard', () => {
    const parsed = parseGlossary(read('000'));
    expect(parsed.layout).toBe('markdown-headings');
    expect(parsed.blocks).toHaveLength(52);
    expect(named(parsed, 'Tacticien (n)')?.text).toMatch(/une seule figurine/);
    expect(named(parsed, 'Pillard')?.text).toMatch(/3 objets/);
  });

  it('001 (NetEpic codex): 28 abilities, Personnage Lié for units, Transport (XX)', () => {
    const parsed = parseGlossary(read('001'));
    expect(parsed.layout).toBe('netepic-codex');
    expect(parsed.blocks).toHaveLength(28);
    expect(named(parsed, 'Personnage Lié')).toMatchObject({ scope: 'unit' });
    expect(named(parsed, 'Personnage Lié')?.text).toMatch(/détachement/);
    expect(named(parsed, 'Transport (XX)')?.text.length).toBeGreaterThan(50);
    expect(named(parsed, '+1D3 gabarits supplémentaires')).toMatchObject({ scope: 'weapon' });
  });

  it('002 (NetEpic codex page without names) fits no layout: the import reports it unreadable', () => {
    expect(() => parseGlossary(read('002'))).toThrow(GlossaryParseError);
  });

  it('003 (Freebooter’s Fate): 29 actions with kinds and restrictions', () => {
    const parsed = parseGlossary(read('003'));
    expect(parsed.layout).toBe('action-listing');
    expect(parsed.blocks).toHaveLength(29);
    const bribery = named(parsed, 'Corruption');
    expect(bribery).toMatchObject({
      altNames: ['Bribery'],
      restriction: 'Farrador Barrigon uniquement',
      scope: 'action',
    });
    expect(bribery?.actionType).toMatch(/combat/);
    expect(named(parsed, 'Baiser de la mort')?.restriction).toBe('Reine des Ombres seulement');
    expect(named(parsed, 'Concentration')?.restriction).toBe('Mystique et Exorciste uniquement');
  });

  it('004 (Antares): the weapon table, rules, drones and probes', () => {
    const parsed = parseGlossary(read('004'));
    expect(parsed.layout).toBe('markdown-tables');
    expect(parsed.blocks).toHaveLength(77);
    expect(parsed.blocks.filter((b) => b.scope === 'weapon')).toHaveLength(23);
    expect(named(parsed, 'Fractal Cannon')?.text).toContain('2+1 max 10');
    expect(named(parsed, 'Micro-X Launcher')?.text.split('\n')).toHaveLength(2);
    expect(named(parsed, 'TR(n)')?.text).toMatch(/Tir Rapide/);
    expect(named(parsed, 'Drone Compacteur')?.altNames).toEqual(['COMPACTOR DRONE']);
    expect(named(parsed, 'Cibleur')?.text).toMatch(/max 3/);
  });
});
