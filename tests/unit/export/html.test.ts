import { describe, expect, it } from 'vitest';
import { escapeHtml, renderRoster } from '../../../src/core/export';
import {
  antaresCase,
  deadzoneCase,
  EXPORT_CASES,
  hostileCase,
  netepicCase,
  XSS_IMG,
  XSS_SCRIPT,
} from '../../helpers/export-fixtures';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('HTML export', () => {
  it('is a complete standalone document: UTF-8, language, no script, nothing external', () => {
    for (const make of Object.values(EXPORT_CASES))
      for (const lang of ['fr', 'en'] as const) {
        const doc = renderRoster('html', { ...make(), lang });
        expect(doc.startsWith('<!doctype html>\n<html lang="' + lang + '">')).toBe(true);
        expect(doc).toContain('<meta charset="utf-8">');
        expect(doc).toContain(`default-src 'none'; style-src 'unsafe-inline'`);
        expect(doc).not.toMatch(/<script/i);
        expect(doc).not.toMatch(/\son[a-z]+=/i);
        expect(doc).not.toMatch(/\b(?:src|href)=/i);
        expect(doc).not.toMatch(/@import|url\(/i);
        expect(doc.trimEnd().endsWith('</html>')).toBe(true);
      }
  });

  it('has a print stylesheet for A4 or Letter that never cuts a unit', () => {
    const a4 = renderRoster('html', { ...netepicCase(), lang: 'fr' });
    expect(a4).toContain('@page { size: A4;');
    expect(a4).toContain('<body class="a4">');
    expect(a4).toMatch(/\.unit \{[^}]*break-inside: avoid;/);
    expect(a4).toMatch(/\.rule \{[^}]*break-inside: avoid;/);
    const letter = renderRoster('html', { ...netepicCase(), lang: 'fr', pageSize: 'letter' });
    expect(letter).toContain('@page { size: Letter;');
    expect(letter).toContain('<body class="letter">');
    expect(letter).not.toContain('size: A4');
  });

  it('prints the header, the formations, the units and the glossary', () => {
    const doc = renderRoster('html', { ...netepicCase(), lang: 'fr' });
    expect(doc).toContain('<h1>3e Compagnie — Ultramarines</h1>');
    expect(doc).toContain('<span class="used">1150</span> <span class="limit">/ 1500 pts</span>');
    expect(doc).toContain('Liste valide — 1 avertissement');
    expect(doc).toContain('<span class="mult">3 ×</span> Escouade tactique');
    expect(doc).toContain('<span class="attached-tag">Personnage lié</span><h3>Capitaine</h3>');
    expect(doc).toContain('5/6 (Escouade Alpha, Capitaine)');
    expect(doc).toContain('<dt>Réserve Élite</dt><dd>3');
    expect(doc).toContain('<section class="glossary">\n<h2>Glossaire</h2>');
    expect(occurrences(doc, '<article class="unit')).toBe(5);
    const en = renderRoster('html', { ...deadzoneCase(), lang: 'en' });
    expect(en).toContain('Invalid list — 1 error');
    expect(en).toContain('<span class="sev">Error</span>The list is 68 points over its 150-point limit.');
    expect(en).toContain('points-total over');
  });

  it('prints each rule text once, in the glossary only', () => {
    for (const [game, make] of Object.entries(EXPORT_CASES))
      for (const lang of ['fr', 'en'] as const) {
        const c = make();
        const doc = renderRoster('html', { ...c, lang });
        for (const ability of Object.values(c.catalogue.abilities)) {
          const summary = escapeHtml(ability.summary[lang]);
          expect(occurrences(doc, summary), `${game} ${lang} ${ability.id}`).toBeLessThanOrEqual(1);
        }
      }
    const doc = renderRoster('html', { ...netepicCase(), lang: 'fr' });
    expect(occurrences(doc, 'Un personnage lié rejoint un détachement au déploiement.')).toBe(1);
    expect(doc).toContain(
      '<p>Un personnage lié rejoint un détachement au déploiement.</p><p>Il se déplace et combat avec lui ; il peut le quitter une fois par partie.</p>',
    );
    // Infiltration is in the catalogue, not in the roster.
    expect(doc).not.toContain('Se déploie en avant.');
  });

  it('shows weapon profiles with range bands and modes', () => {
    const doc = renderRoster('html', { ...antaresCase(), lang: 'en' });
    expect(doc).toContain('<td class="left name" rowspan="2">Compression cannon</td>');
    expect(doc).toContain(
      '<span class="mode">Direct fire</span> Effective 20&quot; (SV 7) · Long 30&quot; (SV 6)',
    );
    expect(doc).toContain('<th class="num">SV</th>');
  });

  it('turns hostile names, labels, notes and messages into inert text', () => {
    const doc = renderRoster('html', { ...hostileCase(), lang: 'fr' });
    expect(doc).not.toContain(XSS_SCRIPT);
    expect(doc).not.toContain(XSS_IMG);
    // The only SVG is ours: the bars of the points breakdown.
    for (const tag of doc.match(/<svg[^>]*>/g) ?? [])
      expect(tag).toBe('<svg viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true">');
    expect(doc).not.toContain('<b>');
    expect(doc).not.toMatch(/<script/i);
    expect(doc).not.toMatch(/<img/i);
    expect(doc).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(doc).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(doc).toContain('<title>&lt;img src=x onerror=alert(1)&gt; — Enforcers</title>');
    expect(doc).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt; &amp; &#39;quoted&#39;');
    expect(doc).toContain('« &lt;script&gt;alert(1)&lt;/script&gt; » pose problème.');
    // The only tags in the document are ours.
    const tags = new Set([...doc.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]!.toLowerCase()));
    expect([...tags].sort()).toEqual(
      [
        'article',
        'body',
        'br',
        'caption',
        'dd',
        'div',
        'dl',
        'dt',
        'footer',
        'h1',
        'h2',
        'h3',
        'head',
        'header',
        'html',
        'li',
        'main',
        'meta',
        'p',
        'rect',
        'section',
        'span',
        'style',
        'svg',
        'table',
        'tbody',
        'td',
        'th',
        'thead',
        'title',
        'tr',
        'ul',
      ].sort(),
    );
  });

  it('escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});
