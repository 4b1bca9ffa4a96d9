import { describe, expect, it } from 'vitest';
import { escapeMarkdown, renderRoster } from '../../../src/core/export';
import {
  deadzoneCase,
  EXPORT_CASES,
  freebootersCase,
  hostileCase,
  netepicCase,
  XSS_IMG,
  XSS_SCRIPT,
} from '../../helpers/export-fixtures';

describe('Markdown export', () => {
  it('has the header, sections and units, and no glossary', () => {
    const md = renderRoster('md', { ...netepicCase(), lang: 'fr' });
    expect(md.split('\n').slice(0, 4)).toEqual([
      '# 3e Compagnie — Ultramarines',
      '',
      '**NetEpic** — Space Marines  ',
      '**Points : 1150 / 1500** — Liste valide — 1 avertissement',
    ]);
    expect(md).toContain('## Compagnie tactique (Compagnie) — 900 pts');
    expect(md).toContain('### 3 × Escouade tactique — 6 socles — 450 pts');
    expect(md).toContain('- **Personnage lié : Capitaine — 1 socle — 50 pts**');
    expect(md).toContain('- **Transport** : 5/6 (Escouade Alpha, Capitaine)');
    expect(md).toContain(
      '- **Réserve Élite :** 3 (Terminators +2 (détachement), Capitaine +1 (personnage lié))',
    );
    expect(md).not.toContain('Glossaire');
    expect(md).not.toContain('Un personnage lié rejoint');
    expect(md).not.toContain('Ignore la sauvegarde de couvert.');
    // Discord has no tables and only three heading levels.
    expect(md).not.toMatch(/^\s*\|/m);
    expect(md).not.toMatch(/^####/m);
  });

  it('is in English too', () => {
    const md = renderRoster('md', { ...deadzoneCase(), lang: 'en' });
    expect(md).toContain('**Points: 188 / 150** — **Invalid list — 1 error**');
    expect(md).toContain('> - **Error**: The list is 68 points over its 150-point limit.');
    expect(md).toContain('### 3 × Enforcer — 1 model — 60 pts · 6 Victory points');
    expect(md).toContain('- **Weapons**: Grenade launcher (R3 · AP 0 · Blast (1))');
  });

  it('makes hostile text inert: no HTML, link, image, emphasis, heading or mention', () => {
    const md = renderRoster('md', { ...hostileCase(), lang: 'fr' });
    expect(md).not.toContain(XSS_SCRIPT);
    expect(md).not.toContain(XSS_IMG);
    expect(md).not.toMatch(/(?<!\\)<[a-z/]/i);
    expect(md).toContain('# \\<img src=x onerror=alert(1)\\>');
    expect(md).toContain('\\<script\\>alert(1)\\</script\\>');
    expect(md).toContain('\\[click\\](javascript:alert(1)) \\*\\*bold\\*\\* \\@everyone \\# title');
    expect(md).toContain('> \\- \\[link\\](http://evil.example) !\\[img\\](http://evil.example/x.png)');
    expect(md).not.toMatch(/(?<!\\)\[[^\]]*(?<!\\)\]\(/);
  });

  it('writes a value after its label as it is: no escape that would show (issue 26)', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const made of Object.values(EXPORT_CASES)) {
        const md = renderRoster('md', { ...made(), lang });
        // A backslash before a digit or a letter is no Markdown escape: it would be printed.
        expect(md).not.toMatch(/\\[\p{L}\p{N}]/u);
      }
  });

  it('writes numbers as the language does, with nothing escaped before them (issue 26)', () => {
    const made = deadzoneCase();
    const withVp = {
      ...made,
      result: { ...made.result, stats: { ...made.result.stats, costs: { vp: 31.75 } } },
    };
    const fr = renderRoster('md', { ...withVp, lang: 'fr' });
    const en = renderRoster('md', { ...withVp, lang: 'en' });
    expect(fr).toMatch(/^- \*\*Points de victoire :\*\* 31,75$/m);
    expect(en).toMatch(/^- \*\*Victory points:\*\* 31\.75$/m);
    expect(renderRoster('txt', { ...withVp, lang: 'fr' })).toContain('31,75');
  });

  it('escapes what opens Markdown constructs and leaves the rest readable', () => {
    expect(escapeMarkdown('a_b *c* `d` ~e~ |f| #g [h](i) <j> &k; @l 4+ (2)')).toBe(
      'a\\_b \\*c\\* \\`d\\` \\~e\\~ \\|f\\| \\#g \\[h\\](i) \\<j\\> \\&k; \\@l 4+ (2)',
    );
    expect(escapeMarkdown('- item\n1. first\n+ plus\n= setext')).toBe(
      '\\- item\n1\\. first\n\\+ plus\n\\= setext',
    );
    // A backslash before a digit would show: the dot of "1." is what is escaped.
    expect(escapeMarkdown('31.75')).toBe('31\\.75');
    expect(escapeMarkdown('back\\slash')).toBe('back\\\\slash');
  });
});

describe('plain text export', () => {
  it('has the same content as the printable roster, without the glossary', () => {
    const txt = renderRoster('txt', { ...netepicCase(), lang: 'fr' });
    expect(txt.split('\n').slice(0, 4)).toEqual([
      '3e Compagnie — Ultramarines',
      'NetEpic | Space Marines',
      'Points : 1150 / 1500 — Liste valide — 1 avertissement',
      'Réserve Élite : 3 (Terminators +2 (détachement), Capitaine +1 (personnage lié))',
    ]);
    expect(txt).toContain('== Compagnie tactique (Compagnie) — 900 pts ==');
    expect(txt).toContain('3 × Escouade tactique — 6 socles — 450 pts\n    Mvt 10cm | Svg 6+ | CAF +1');
    expect(txt).toContain(
      '    + Personnage lié : Capitaine — 1 socle — 50 pts\n        Mvt 10cm | Svg 4+ | CAF +6',
    );
    expect(txt).toContain(
      '    Armes : 2× Canon laser jumelé (75cm · Dés 2 · Tou 5+ · MSv -2 · Perforant, Anti-char)',
    );
    expect(txt).toContain('    Embarqué dans : Land Raider');
    expect(txt).not.toContain('Glossaire');
    expect(txt).not.toContain('Un personnage lié rejoint');
  });

  it('has a compact variant with one line per unit', () => {
    expect(renderRoster('txt-compact', { ...netepicCase(), lang: 'fr' })).toBe(
      [
        '3e Compagnie — Ultramarines — Space Marines (NetEpic) — 1150/1500 pts — Liste valide — 1 avertissement',
        'Compagnie tactique — 900 pts',
        '  3× Escouade tactique (6 socles) — 450 pts',
        '  Escouade Alpha (Escouade tactique, 4 socles) — 200 pts',
        '    + Capitaine (1 socle) — 50 pts',
        '  Terminators (4 socles) — 200 pts',
        'Soutien Land Raider — 250 pts',
        '  Land Raider (3 socles) — 250 pts',
        '',
      ].join('\n'),
    );
    expect(renderRoster('txt-compact', { ...freebootersCase(), lang: 'en' })).toBe(
      [
        'L’équipage du Requin — Pirates (Freebooter’s Fate) — 185/200 doubloons — Valid list',
        'Leaders — 60 doubloons',
        '  Captain Lafitte (1 model) — 60 doubloons',
        'Followers — 50 doubloons',
        '  2× Deckhand (1 model) — 50 doubloons',
        'Specialists — 45 doubloons',
        '  Gunner (1 model) — 45 doubloons',
        'Mercenaries — 30 doubloons',
        '  Goblin mercenary (1 model) — 30 doubloons',
        '',
      ].join('\n'),
    );
  });

  it('never throws and keeps every game readable in both languages', () => {
    for (const make of Object.values(EXPORT_CASES))
      for (const lang of ['fr', 'en'] as const)
        for (const format of ['md', 'txt', 'txt-compact'] as const) {
          const out = renderRoster(format, { ...make(), lang });
          expect(out.endsWith('\n')).toBe(true);
          expect(out).not.toContain('undefined');
          expect(out).not.toContain('[object Object]');
        }
  });
});
