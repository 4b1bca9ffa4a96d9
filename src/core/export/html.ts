/**
 * The printable roster as one standalone HTML document: UTF-8, no script, no external resource, an
 * inline stylesheet laid out for A4 or Letter paper. Every piece of text, whether ours, the catalogue's,
 * an imported rule text or the player's, reaches the document through `escapeHtml`: the `markup` template
 * tag escapes every interpolated value, and only its own results pass through unchanged.
 */
import type {
  PrintableGlossaryEntry,
  PrintableRoster,
  PrintableSection,
  PrintableUnit,
  PrintableWeaponProfile,
} from './printable-roster';
import { sectionMultiplier } from './group-units';
import { BREAKDOWN_LABELS, pointsBreakdown } from './points-breakdown';
import { LAYOUT_LABELS, attachmentTag, type LayoutLabels, type PrintLayout } from './print-layout';

export type PageSize = 'a4' | 'letter';

export interface HtmlOptions {
  pageSize?: PageSize;
  /** standard (default), compact two-column, or reference cards (print-layout.ts). */
  layout?: PrintLayout;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The one escape function of the HTML export. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Markup built by `markup`; nothing else is inserted into the document unescaped. */
class Markup {
  constructor(readonly value: string) {}
}

type Part = string | number | Markup | null | undefined | false | readonly Part[];

function renderPart(part: Part): string {
  if (part instanceof Markup) return part.value;
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return (part as readonly Part[]).map(renderPart).join('');
  return escapeHtml(String(part));
}

/**
 * The template tag of this file: literal parts are our markup, every interpolated value is escaped
 * unless it is itself the result of `markup`. (Not named `html`, so that formatters leave the
 * templates' text as written.)
 */
function markup(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  let out = strings[0] ?? '';
  parts.forEach((part, i) => {
    out += renderPart(part) + (strings[i + 1] ?? '');
  });
  return new Markup(out);
}

/** Text with line breaks: paragraphs on blank lines, <br> inside them. */
function paragraphs(text: string): Markup[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const lines = p.split('\n').map((line, i) => (i === 0 ? markup`${line}` : markup`<br>${line}`));
      return markup`<p>${lines}</p>`;
    });
}

function stylesheet(pageSize: PageSize, layout: PrintLayout): string {
  const size = pageSize === 'letter' ? 'Letter' : 'A4';
  const width = pageSize === 'letter' ? '215.9mm' : '210mm';
  return `${baseStylesheet(size, width)}${LAYOUT_STYLES[layout](pageSize)}`;
}

function baseStylesheet(size: string, width: string): string {
  return `
@page { size: ${size}; margin: 11mm 11mm 13mm; }
:root {
  --ink: #17191c; --muted: #5d6671; --line: #c8ced6; --rule: #e3e7ec; --soft: #f1f3f6;
  --accent: #6b1d1d; --ok: #1d6a3a; --ok-soft: #e6f3ea; --bad: #a3161a; --bad-soft: #fbeaea;
  --warn: #8a5a00; --warn-soft: #fdf4e1;
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; background: #e9ecef; }
body {
  margin: 0; color: var(--ink); background: #e9ecef;
  font: 9pt/1.38 "Liberation Sans", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif;
}
.sheet {
  width: ${width}; min-height: 100vh; margin: 0 auto; padding: 12mm 11mm 14mm; background: #fff;
  box-shadow: 0 0 0 1px #d5dae0, 0 2px 12px rgba(0, 0, 0, .08);
}
@media print {
  html, body { background: #fff; }
  .sheet { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; }
}
h1, h2, h3, h4, p, dl, dd, ul { margin: 0; padding: 0; }
ul { list-style: none; }

.roster-header { border-bottom: 2.5px solid var(--ink); padding-bottom: 3mm; margin-bottom: 4mm; }
.title-row { display: flex; align-items: flex-start; justify-content: space-between; gap: 6mm; }
h1 { font-size: 19pt; line-height: 1.15; letter-spacing: .005em; overflow-wrap: anywhere; }
.subtitle { margin-top: 1mm; color: var(--muted); font-size: 10pt; }
.subtitle .sep { margin: 0 1.5mm; color: var(--line); }
.totals { text-align: right; flex: none; }
.points-total { font-size: 17pt; font-weight: 700; line-height: 1.1; white-space: nowrap; }
.points-total .limit { font-size: 11pt; font-weight: 400; color: var(--muted); }
.points-total.over .used { color: var(--bad); }
.verdict {
  display: inline-block; margin-top: 1.5mm; padding: .5mm 2.5mm; border-radius: 10px;
  font-weight: 700; font-size: 8.5pt; border: 1px solid;
}
.verdict.ok { color: var(--ok); background: var(--ok-soft); border-color: #a9d3b6; }
.verdict.bad { color: var(--bad); background: var(--bad-soft); border-color: #eab4b4; }

.figures { display: flex; flex-wrap: wrap; gap: 2mm 6mm; margin-top: 3mm; }
.figure { display: flex; align-items: baseline; gap: 1.5mm; }
.figure dt { color: var(--muted); font-size: 8pt; text-transform: uppercase; letter-spacing: .04em; }
.figure dd { font-weight: 700; font-size: 10.5pt; }
.figure .details { font-weight: 400; font-size: 8pt; color: var(--muted); }

.issues, .notes { margin-top: 3mm; padding: 2mm 3mm; border-radius: 3px; break-inside: avoid; }
.issues { background: var(--warn-soft); border-left: 3px solid var(--warn); }
.issues.has-errors { background: var(--bad-soft); border-left-color: var(--bad); }
.issues h2, .notes h2 { font-size: 8pt; text-transform: uppercase; letter-spacing: .05em; margin-bottom: 1mm; }
.issues li { margin: .6mm 0; }
.issues .sev { font-weight: 700; margin-right: 1.5mm; }
.issues .error .sev { color: var(--bad); }
.issues .warning .sev { color: var(--warn); }
.issues .info .sev { color: var(--muted); }
.notes { background: var(--soft); border-left: 3px solid var(--line); }
.notes p + p { margin-top: 1mm; }

.group { margin-top: 5mm; }
.group:first-of-type { margin-top: 0; }
.group-title {
  display: flex; align-items: baseline; gap: 2.5mm; padding-bottom: 1mm; margin-bottom: 2mm;
  border-bottom: 1.5px solid var(--accent); font-size: 12.5pt; color: var(--accent);
  break-after: avoid; page-break-after: avoid;
}
.group-title .name { flex: 1; }
.group-title .kind { font-size: 8.5pt; font-weight: 400; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; }
.group-title .pts { font-size: 10.5pt; white-space: nowrap; }
.formation-details { margin: -1mm 0 2mm; }

.unit {
  border: 1px solid var(--line); border-radius: 3px; margin-bottom: 2.5mm; background: #fff;
  break-inside: avoid; page-break-inside: avoid;
}
/* A unit taller than about a third of a page may break across pages rather than leave one mostly
   empty; its head stays with its first lines, and no table row, line or short character is cut. */
.unit.tall { break-inside: auto; page-break-inside: auto; }
.unit-head, thead { break-after: avoid; page-break-after: avoid; }
tr, .line, .formation-details { break-inside: avoid; page-break-inside: avoid; }
.unit-head {
  display: flex; align-items: baseline; gap: 3mm; padding: 1.2mm 2.5mm;
  background: var(--soft); border-bottom: 1px solid var(--line); border-radius: 3px 3px 0 0;
}
.unit-head h3 { flex: 1; font-size: 10.5pt; line-height: 1.25; overflow-wrap: anywhere; }
.unit-head .mult { color: var(--accent); margin-right: .5mm; }
.unit-head .entry { font-weight: 400; color: var(--muted); font-size: 9pt; }
.unit-head .count { color: var(--muted); white-space: nowrap; }
.unit-head .pts { font-weight: 700; white-space: nowrap; min-width: 16mm; text-align: right; }
.unit-head .each { font-weight: 400; color: var(--muted); font-size: 8pt; }
.unit-head .apart, .card-head .apart { font-weight: 400; color: var(--muted); font-size: 8pt; white-space: normal; }
.unit-body { padding: 1.5mm 2.5mm 1.8mm; }
.unit-body > * + * { margin-top: 1.3mm; }
.unknown .unit-head { background: var(--bad-soft); }
.unknown-note { color: var(--bad); font-style: italic; }

table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
th { font-weight: 700; color: var(--muted); font-size: 7.5pt; text-transform: uppercase; letter-spacing: .03em; }
th, td { padding: .5mm 1.5mm; text-align: center; vertical-align: top; }
thead th { border-bottom: 1px solid var(--line); }
tbody tr + tr td { border-top: 1px solid var(--rule); }
table.weapons tbody tr.more td { border-top: 1px dotted var(--rule); }
table.stats { width: auto; }
table.stats th, table.stats td { min-width: 12mm; padding: .4mm 2mm; }
table.weapons .name { width: 28%; }
table.weapons .range { width: 30%; }
table.weapons .num { width: 1%; white-space: nowrap; padding: .5mm 2.2mm; }
table.weapons td.range { white-space: normal; }
th.left, td.left { text-align: left; }
td.name { font-weight: 700; }
td.rules { text-align: left; color: var(--ink); }
.mode { font-style: italic; color: var(--muted); }
.note { color: var(--muted); }

.line { padding-left: 0; }
.line .k { font-weight: 700; color: var(--muted); font-size: 7.5pt; text-transform: uppercase; letter-spacing: .03em; margin-right: 1.5mm; }
.attached-list { margin-top: 1.8mm; }
.unit.attached { margin: 1.5mm 0 0; border-left: 3px solid var(--accent); }
.unit.attached .unit-head { background: #fff; }
.attached-tag { font-size: 7pt; text-transform: uppercase; letter-spacing: .05em; color: var(--accent); font-weight: 700; }

.breakdown { margin: 0 0 5mm; break-inside: avoid; page-break-inside: avoid; }
.breakdown > h2 { font-size: 10pt; margin-bottom: 1.5mm; color: var(--accent); }
.breakdown .charts { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 2mm 8mm; }
.bars { border-collapse: collapse; font-size: 8.3pt; flex: 1 1 70mm; }
.bars caption { text-align: left; font-size: 7.5pt; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); font-weight: 700; padding-bottom: .8mm; }
.bars th { text-align: left; font-weight: 400; padding: .4mm 2mm .4mm 0; text-transform: none; letter-spacing: 0; color: var(--ink); font-size: 8.3pt; max-width: 50mm; }
.bars td { padding: .4mm 0 .4mm 2mm; }
.bars th, .bars td { vertical-align: middle; }
.bars td.bar { width: 45%; min-width: 25mm; }
.bars svg { display: block; width: 100%; height: 2.6mm; }
.bars rect { fill: var(--accent); }
.bars td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.glossary { margin-top: 6mm; break-before: auto; }
.glossary > h2 {
  font-size: 12.5pt; color: var(--accent); border-bottom: 1.5px solid var(--accent);
  padding-bottom: 1mm; margin-bottom: 2mm; break-after: avoid; page-break-after: avoid;
}
.glossary dl { columns: 2; column-gap: 7mm; column-rule: 1px solid var(--rule); }
.rule { break-inside: avoid; page-break-inside: avoid; margin-bottom: 2mm; font-size: 8.3pt; line-height: 1.35; }
.rule dt { font-weight: 700; font-size: 8.8pt; }
.rule dt .note { font-weight: 400; font-style: italic; }
.glossary-note { margin: -1mm 0 2mm; color: var(--muted); font-size: 7.5pt; font-style: italic; }
.rule dd p + p { margin-top: .8mm; }
.fingerprint { margin-top: 1mm; font-size: 7.5pt; color: var(--muted); }
.title-row > div:first-child { flex: 1 1 auto; }
.share-qr { margin: 0; width: 26mm; flex: none; }
.share-qr svg { display: block; width: 26mm; height: 26mm; }
.share-qr figcaption { font-size: 6.5pt; color: var(--muted); text-align: center; line-height: 1.2; }
.fingerprint .code { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; letter-spacing: .04em; color: var(--ink); }
.doc-footer { break-before: avoid; page-break-before: avoid; margin-top: 5mm; padding-top: 1.5mm; border-top: 1px solid var(--rule); color: var(--muted); font-size: 7.5pt; text-align: right; }
`;
}

function pointsText(model: PrintableRoster, points: number): string {
  return `${points} ${model.pointsUnit}`;
}

function statsTable(unit: PrintableUnit): Markup | null {
  if (unit.statLines.length === 0) return null;
  const columns: { id: string; label: string }[] = [];
  for (const line of unit.statLines)
    for (const s of line.stats) if (!columns.some((c) => c.id === s.id)) columns.push(s);
  const named = unit.statLines.some((l) => l.name);
  const head = columns.map((c) => markup`<th>${c.label}</th>`);
  const rows = unit.statLines.map((line) => {
    const name = named ? markup`<td class="left name">${line.name ?? ''}</td>` : null;
    const cells = columns.map((c) => markup`<td>${line.stats.find((s) => s.id === c.id)?.value ?? '—'}</td>`);
    return markup`<tr>${name}${cells}</tr>`;
  });
  return markup`<table class="stats">
<thead><tr>${named ? markup`<th class="left"></th>` : null}${head}</tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

function weaponsTable(model: PrintableRoster, unit: PrintableUnit): Markup | null {
  if (unit.weapons.length === 0) return null;
  const L = model.labels;
  // The columns are the model's (printable-roster.ts): one range column, whether a band or a stat.
  const { range, mode, stats: columns } = unit.weaponColumns;
  const lead = (p?: PrintableWeaponProfile): Markup | null => {
    if (range) {
      const m = p?.mode ? markup`<span class="mode">${p.mode}</span> ` : null;
      return markup`<td class="left range">${m}${p?.range || '—'}</td>`;
    }
    return mode ? markup`<td class="left range">${p?.mode || '—'}</td>` : null;
  };
  const withRules = unit.weapons.some((w) => w.profiles.some((p) => p.rules.length > 0 || p.note));
  const rules = (p: PrintableWeaponProfile) => {
    const note = p.note
      ? markup`${p.rules.length > 0 ? ' · ' : ''}<span class="note">${p.note}</span>`
      : null;
    return markup`<td class="rules">${p.rules.join(', ')}${note}</td>`;
  };
  const rows = unit.weapons.flatMap((w) => {
    const name = `${w.count > 1 ? `${w.count}× ` : ''}${w.name}`;
    if (w.profiles.length === 0) {
      const dashes = columns.map(() => markup`<td class="num">—</td>`);
      return [markup`<tr><td class="left name">${name}</td>${lead()}${dashes}<td class="rules"></td></tr>`];
    }
    return w.profiles.map((p, i) => {
      const span = w.profiles.length > 1 ? markup` rowspan="${w.profiles.length}"` : null;
      const nameCell = i === 0 ? markup`<td class="left name"${span}>${name}</td>` : null;
      const cells = columns.map(
        (c) => markup`<td class="num">${p.stats.find((s) => s.id === c.id)?.value ?? '—'}</td>`,
      );
      return markup`<tr${i > 0 ? markup` class="more"` : null}>${nameCell}${lead(p)}${cells}${rules(p)}</tr>`;
    });
  });
  const head = columns.map((c) => markup`<th class="num">${c.label}</th>`);
  return markup`<table class="weapons">
<thead><tr><th class="left">${L.weapon}</th>${range ? markup`<th class="left">${L.range}</th>` : mode ? markup`<th class="left">${L.mode}</th>` : null}${head}<th class="left">${withRules ? L.rules : ''}</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

function line(label: string, text: string): Markup {
  return markup`<p class="line"><span class="k">${label}</span>${text}</p>`;
}

function unitLines(model: PrintableRoster, unit: PrintableUnit): Markup[] {
  const L = model.labels;
  const out: Markup[] = [];
  if (unit.abilities.length > 0) out.push(line(L.abilities, unit.abilities.join(', ')));
  if (unit.options.length > 0) out.push(line(L.options, unit.options.join(', ')));
  if (unit.items.length > 0) out.push(line(L.items, unit.items.join(', ')));
  if (unit.bonuses.length > 0) out.push(line(L.bonuses, unit.bonuses.join(', ')));
  if (unit.transport) {
    const t = unit.transport;
    const extra = [t.harnessed ? L.harnessed : '', t.passengers.join(', ')].filter(Boolean).join(' — ');
    out.push(line(L.transport, `${t.text}${extra ? ` (${extra})` : ''}`));
  }
  if (unit.embarkedIn) out.push(line(L.embarkedIn, unit.embarkedIn));
  return out;
}

/**
 * A unit's height in printed lines, roughly (no script runs in the page to measure it): its head, its
 * tables' rows, its lines as they wrap, and its characters. Only compared with TALL_LINES.
 */
export function estimatedLines(unit: PrintableUnit, charsPerLine = 110): number {
  const rows = (n: number) => (n > 0 ? n + 1 : 0);
  const text = [unit.abilities, unit.options, unit.items, unit.bonuses].filter((l) => l.length > 0);
  const wrapped = (chars: number) => Math.max(1, Math.ceil(chars / charsPerLine));
  return (
    1.5 +
    rows(unit.statLines.length) +
    rows(unit.weapons.reduce((n, w) => n + Math.max(1, w.profiles.length), 0)) +
    text.reduce((n, list) => n + wrapped(list.join(', ').length + 14), 0) +
    (unit.transport ? wrapped(unit.transport.passengers.join(', ').length + 24) : 0) +
    (unit.embarkedIn ? 1 : 0) +
    unit.attached.reduce((n, a) => n + 0.5 + estimatedLines(a, charsPerLine), 0)
  );
}

/** Units longer than this (in estimatedLines) may break across pages: about a third of a page. */
export const TALL_LINES: Record<PrintLayout, number> = { standard: 18, compact: 26, cards: Infinity };

interface Render {
  model: PrintableRoster;
  layout: PrintLayout;
  words: LayoutLabels;
}

function unitCard(r: Render, unit: PrintableUnit, host?: PrintableUnit): Markup {
  const model = r.model;
  const L = model.labels;
  const attached = host !== undefined;
  const body = [
    unit.unknownEntry ? markup`<p class="unknown-note">${L.unknownEntry}</p>` : null,
    statsTable(unit),
    weaponsTable(model, unit),
    ...unitLines(model, unit),
    unit.attached.length > 0
      ? markup`<div class="attached-list">${unit.attached.map((a) => unitCard(r, a, unit))}</div>`
      : null,
  ].filter((part): part is Markup => part !== null);
  const charsPerLine = r.layout === 'compact' ? 70 : 110;
  const tall = estimatedLines(unit, charsPerLine) > TALL_LINES[r.layout];
  const classes = ['unit', attached ? 'attached' : '', unit.unknownEntry ? 'unknown' : '', tall ? 'tall' : '']
    .filter(Boolean)
    .join(' ');
  // Under a group of identical units, a character says which of them it joined.
  const tagText = host ? attachmentTag(r.words, L.attached, unit, host) : L.attached;
  const tag = attached ? markup`<span class="attached-tag">${tagText}</span>` : null;
  const mult = unit.multiplier > 1 ? markup`<span class="mult">${unit.multiplier} ×</span> ` : null;
  const entry = unit.entryName ? markup` <span class="entry">(${unit.entryName})</span>` : null;
  const costs = unit.otherCosts.map((c) => ` · ${model.labels.number(c.value)} ${c.label}`).join('');
  const each =
    unit.multiplier > 1 ? markup` <span class="each">(${unit.multiplier} × ${unit.pointsEach})</span>` : null;
  const apart = unit.countedApart ? markup` <span class="apart">(${r.words.countedApart})</span>` : null;
  return markup`<article class="${classes}">
<header class="unit-head">${tag}<h3>${mult}${unit.name}${entry}</h3><span class="count">${unit.countText}</span><span class="pts">${pointsText(model, unit.points)}${costs}${each}${apart}</span></header>
${body.length > 0 ? markup`<div class="unit-body">${body}</div>` : null}
</article>
`;
}

function section(r: Render, s: PrintableSection): Markup {
  const model = r.model;
  const formation = s.formation;
  const details = formation
    ? [statsTable(formation), weaponsTable(model, formation), ...unitLines(model, formation)].filter(
        (part): part is Markup => part !== null,
      )
    : [];
  const kind = s.subtitle ? markup`<span class="kind">${s.subtitle}</span>` : null;
  const times = sectionMultiplier(s);
  const mult = times > 1 ? markup`<span class="mult">${times} ×</span> ` : null;
  return markup`<section class="group">
<h2 class="group-title"><span class="name">${mult}${s.title}</span>${kind}<span class="pts">${pointsText(model, s.points)}</span></h2>
${details.length > 0 ? markup`<div class="formation-details">${details}</div>\n` : null}${formation?.attached.map((a) => unitCard(r, a, formation)) ?? null}${s.units.map((u) => unitCard(r, u))}</section>
`;
}

function glossary(model: PrintableRoster): Markup | null {
  if (model.glossary.length === 0) return null;
  const entries = model.glossary.map((entry: PrintableGlossaryEntry) => {
    const note = entry.note ? markup` <span class="note">— ${entry.note}</span>` : null;
    return markup`<div class="rule"><dt>${entry.name}${note}</dt><dd>${paragraphs(entry.text)}</dd></div>\n`;
  });
  const summaries = model.glossary.some((g) => !g.fullText)
    ? markup`<p class="glossary-note">${model.labels.glossarySummary}</p>\n`
    : null;
  return markup`<section class="glossary">
<h2>${model.labels.glossary}</h2>
${summaries}<dl>
${entries}</dl>
</section>
`;
}

/** The share code's QR code: an SVG path of numbers only (share/qr.ts), escaped all the same. */
function shareQr(model: PrintableRoster): Markup | null {
  const qr = model.shareQr;
  if (!qr) return null;
  const size = String(qr.size);
  return markup`<figure class="share-qr"><svg viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="${model.labels.shareQr}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${qr.path}" fill="#000"/></svg><figcaption>${model.labels.shareQr}</figcaption></figure>`;
}

function header(model: PrintableRoster): Markup {
  const L = model.labels;
  const over = model.points > model.pointsLimit ? ' over' : '';
  const figures = model.figures.map((f) => {
    const details =
      f.details.length > 0 ? markup` <span class="details">(${f.details.join(', ')})</span>` : null;
    return markup`<div class="figure"><dt>${f.label}</dt><dd>${f.value}${details}</dd></div>`;
  });
  const issues = model.issues.map(
    (i) => markup`<li class="${i.severity}"><span class="sev">${i.severityLabel}</span>${i.message}</li>\n`,
  );
  const hasErrors = model.issues.some((i) => i.severity === 'error') ? ' has-errors' : '';
  return markup`<header class="roster-header">
<div class="title-row">
<div><h1>${model.title}</h1><p class="subtitle">${model.game}<span class="sep">|</span>${model.faction}</p></div>
<div class="totals"><div class="points-total${over}"><span class="used">${model.labels.number(model.points)}</span> <span class="limit">/ ${model.labels.number(model.pointsLimit)} ${model.pointsUnit}</span></div><div class="verdict ${model.valid ? 'ok' : 'bad'}">${model.verdict}</div>${model.fingerprint ? markup`<div class="fingerprint">${L.fingerprint} <span class="code">${model.fingerprint}</span></div>` : null}</div>${shareQr(model)}
</div>
${figures.length > 0 ? markup`<dl class="figures">${figures}</dl>\n` : null}${issues.length > 0 ? markup`<section class="issues${hasErrors}"><h2>${L.issues}</h2><ul>\n${issues}</ul></section>\n` : null}${model.notes ? markup`<section class="notes"><h2>${L.notes}</h2>${paragraphs(model.notes)}</section>\n` : null}</header>
`;
}

/** "82 %" in French, "82%" in English. */
function percentText(model: PrintableRoster, percent: number): string {
  return model.lang === 'fr' ? `${model.labels.number(percent)}\u202f%` : `${model.labels.number(percent)}%`;
}

/**
 * The points breakdown (points-breakdown.ts) as horizontal bars: each bar an SVG rectangle drawn by us
 * (no style from data, no script), its category, points and share written beside it as text.
 */
function breakdown(model: PrintableRoster): Markup | null {
  const { charts } = pointsBreakdown(model);
  if (charts.length === 0) return null;
  const words = BREAKDOWN_LABELS[model.lang] ?? BREAKDOWN_LABELS.fr;
  const chart = (title: string, shares: ReturnType<typeof pointsBreakdown>['charts'][number]['shares']) => {
    const rows = shares.map(
      (share) =>
        markup`<tr><th scope="row">${share.label}</th><td class="bar"><svg viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true"><rect width="${String(Math.max(0.5, share.percent))}" height="4"/></svg></td><td class="num">${pointsText(model, share.points)}</td><td class="num">${percentText(model, share.percent)}</td></tr>\n`,
    );
    return markup`<table class="bars"><caption>${title}</caption><tbody>\n${rows}</tbody></table>\n`;
  };
  return markup`<section class="breakdown"><h2>${words.title}</h2><div class="charts">
${charts.map((c) => chart(c.title, c.shares))}</div></section>
`;
}

/** The layouts' own rules, after the standard stylesheet. */
const LAYOUT_STYLES: Record<PrintLayout, (pageSize: PageSize) => string> = {
  standard: () => '',
  compact: () => `
body.compact { font-size: 7.6pt; line-height: 1.28; }
.compact .sheet { padding: 8mm; }
.compact .roster-header { padding-bottom: 2mm; margin-bottom: 2.5mm; }
.compact h1 { font-size: 15pt; }
.compact .points-total { font-size: 14pt; }
.compact .figures { margin-top: 1.5mm; gap: 1mm 5mm; }
.compact .figure dd { font-size: 8.5pt; }
.compact .flow { columns: 2; column-gap: 5mm; column-rule: 1px solid var(--rule); }
.compact .group { margin-top: 0; margin-bottom: 3mm; }
.compact .group-title { font-size: 10pt; margin-bottom: 1.2mm; gap: 1.5mm; }
.compact .group-title .pts { font-size: 8.5pt; }
.compact .group-title .kind { font-size: 7pt; }
.compact .unit { margin-bottom: 1.5mm; }
.compact .unit-head { padding: .6mm 1.6mm; gap: 2mm; }
.compact .unit-head { flex-wrap: wrap; }
.compact .unit-head h3 { font-size: 8.6pt; min-width: 30mm; }
.compact .attached-tag { flex-basis: 100%; }
.compact .unit-head .entry, .compact .unit-head .each { font-size: 7pt; }
.compact .unit-head .pts { min-width: 0; }
.compact .unit-body { padding: .8mm 1.6mm 1mm; }
.compact .unit-body > * + * { margin-top: .7mm; }
.compact table { font-size: 7.2pt; }
.compact th { font-size: 6.4pt; }
.compact th, .compact td { padding: .2mm .9mm; }
.compact table.stats th, .compact table.stats td { min-width: 8mm; padding: .2mm 1.2mm; }
.compact table.weapons .num { padding: .2mm 1.2mm; }
.compact .line .k { font-size: 6.4pt; }
.compact .attached-list { margin-top: 1mm; }
.compact .unit.attached { margin-top: 1mm; }
.compact .glossary { margin-top: 3mm; }
.compact .glossary > h2 { font-size: 10pt; }
.compact .glossary dl { columns: 3; column-gap: 5mm; }
/* A long imported rule may continue in the next column rather than leave this one half empty; its
   name stays with its text. */
.compact .rule { font-size: 7pt; line-height: 1.25; margin-bottom: 1.2mm; break-inside: auto; page-break-inside: auto; }
.compact .rule dt { break-after: avoid; page-break-after: avoid; }
.compact .rule dt { font-size: 7.4pt; }
.compact .doc-footer { margin-top: 2mm; }
`,
  cards: (pageSize) => {
    // Four cards to a page: the page's printable area (stylesheet margins) halved, less the gaps.
    const [w, h] = pageSize === 'letter' ? ['95mm', '124mm'] : ['92mm', '130mm'];
    return `
.cards .roster-header { margin-bottom: 3mm; }
.deck { display: flex; flex-wrap: wrap; gap: 3mm 4mm; }
.card {
  width: ${w}; min-height: ${h}; padding: 2.5mm 3mm; border: 1px dashed var(--muted); border-radius: 3mm;
  display: flex; flex-direction: column; gap: 1.4mm; background: #fff;
  break-inside: avoid; page-break-inside: avoid; font-size: 8pt;
}
.card-head { border-bottom: 1.5px solid var(--accent); padding-bottom: 1mm; }
.card-head .kicker { color: var(--muted); font-size: 6.8pt; text-transform: uppercase; letter-spacing: .05em; }
.card-head h3 { font-size: 11pt; line-height: 1.2; color: var(--accent); overflow-wrap: anywhere; }
.card-head .mult { margin-right: 1.2mm; }
.card-head .entry { font-weight: 400; color: var(--muted); font-size: 8pt; }
.card-head .meta { display: flex; justify-content: space-between; gap: 2mm; font-size: 8pt; }
.card-head .pts { font-weight: 700; white-space: nowrap; }
.card table { font-size: 7.4pt; }
.card th { font-size: 6.5pt; }
.card th, .card td { padding: .3mm 1mm; }
.card .line .k { font-size: 6.5pt; }
.card .track { margin-top: auto; padding-top: 1.2mm; border-top: 1px solid var(--rule); }
.card .track .k { display: block; font-weight: 700; color: var(--muted); font-size: 6.5pt; text-transform: uppercase; letter-spacing: .03em; }
.card .boxes { display: flex; flex-wrap: wrap; gap: 1.2mm; margin-top: 1mm; }
.card .box { width: 4.2mm; height: 4.2mm; border: 1px solid var(--ink); border-radius: .8mm; }
.card .boxes + .boxes { margin-top: 1.4mm; }
.cards .glossary { break-before: page; page-break-before: always; margin-top: 0; }
`;
  },
};

/** Most boxes a damage track draws for one unit (a horde is tracked by number beyond that). */
const MAX_BOXES = 40;

function damageTrack(r: Render, unit: PrintableUnit): Markup | null {
  const boxes = Math.min(unit.count, MAX_BOXES);
  if (boxes <= 0) return null;
  const row = markup`<div class="boxes">${Array.from({ length: boxes }, () => markup`<span class="box"></span>`)}</div>`;
  const rows = Array.from({ length: Math.max(1, unit.multiplier) }, () => row);
  return markup`<div class="track"><span class="k">${r.words.damage}</span>${rows}</div>`;
}

/** One reference card: the unit's head, its profile, its lines and a damage track. */
function referenceCard(r: Render, unit: PrintableUnit, kicker: string, host?: PrintableUnit): Markup {
  const model = r.model;
  const L = model.labels;
  const mult = unit.multiplier > 1 ? markup`<span class="mult">${unit.multiplier} ×</span>` : null;
  const entry = unit.entryName ? markup` <span class="entry">(${unit.entryName})</span>` : null;
  const costs = unit.otherCosts.map((c) => ` · ${model.labels.number(c.value)} ${c.label}`).join('');
  const each =
    unit.multiplier > 1 ? markup` <span class="each">(${unit.multiplier} × ${unit.pointsEach})</span>` : null;
  const joined = host
    ? host.multiplier > 1
      ? markup`<p class="line">${attachmentTag(r.words, r.words.attachedTo, unit, host)}</p>`
      : line(r.words.attachedTo, host.name)
    : null;
  const apart = unit.countedApart ? markup` <span class="apart">(${r.words.countedApart})</span>` : null;
  return markup`<article class="card${unit.unknownEntry ? ' unknown' : ''}">
<header class="card-head"><p class="kicker">${kicker}</p><h3>${mult}${unit.name}${entry}</h3><p class="meta"><span class="count">${unit.countText}</span><span class="pts">${pointsText(model, unit.points)}${costs}${each}${apart}</span></p></header>
${unit.unknownEntry ? markup`<p class="unknown-note">${L.unknownEntry}</p>` : null}${statsTable(unit)}${weaponsTable(model, unit)}${unitLines(model, unit)}${joined}${damageTrack(r, unit)}</article>
`;
}

/** Every unit line of a section as a card, each character on a card of its own after its host. */
function sectionCards(r: Render, s: PrintableSection): Markup[] {
  const times = sectionMultiplier(s);
  const kicker = `${times > 1 ? `${times} × ` : ''}${s.title}${s.subtitle ? ` · ${s.subtitle}` : ''}`;
  const out: Markup[] = [];
  const visit = (unit: PrintableUnit, host?: PrintableUnit) => {
    out.push(referenceCard(r, unit, kicker, host));
    for (const a of unit.attached) visit(a, unit);
  };
  const formation = s.formation;
  if (formation) {
    const hasProfile =
      formation.statLines.length > 0 ||
      formation.weapons.length > 0 ||
      unitLines(r.model, formation).length > 0;
    if (hasProfile) out.push(referenceCard(r, formation, kicker));
    for (const a of formation.attached) visit(a, formation);
  }
  for (const unit of s.units) visit(unit);
  return out;
}

/** What the print was made from (data revision, Muster's version, day); "Muster" alone without it. */
function footer(model: PrintableRoster): Markup {
  const made = model.madeFrom;
  if (!made) return markup`<footer class="doc-footer">Muster</footer>`;
  return markup`<footer class="doc-footer"><span class="made-data">${made.data}</span> · <span class="made-muster">${made.muster}</span> · <span class="made-date">${made.date}</span></footer>`;
}

/** The complete HTML document of a printable roster. */
export function renderHtml(model: PrintableRoster, options: HtmlOptions = {}): string {
  const pageSize: PageSize = options.pageSize === 'letter' ? 'letter' : 'a4';
  const layout: PrintLayout =
    options.layout === 'compact' || options.layout === 'cards' ? options.layout : 'standard';
  const r: Render = { model, layout, words: LAYOUT_LABELS[model.lang] ?? LAYOUT_LABELS.fr };
  // The stylesheet is our own constant text (CSS is not escaped inside <style>); nothing else is raw.
  const style = new Markup(stylesheet(pageSize, layout));
  const content =
    layout === 'cards'
      ? markup`<div class="deck">
${model.sections.flatMap((s) => sectionCards(r, s))}</div>
`
      : layout === 'compact'
        ? markup`<div class="flow">
${model.sections.map((s) => section(r, s))}</div>
`
        : [breakdown(model), ...model.sections.map((s) => section(r, s))].filter(
            (part): part is Markup => part !== null,
          );
  return markup`<!doctype html>
<html lang="${model.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Muster">
<title>${model.title} — ${model.faction}</title>
<style>${style}</style>
</head>
<body class="${pageSize}${layout === 'standard' ? '' : ` ${layout}`}">
<main class="sheet">
${header(model)}${content}${glossary(model)}${footer(model)}
</main>
</body>
</html>
`.value;
}
