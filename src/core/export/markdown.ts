/**
 * The roster as Markdown for forums and Discord: the same content as the printable roster without the
 * glossary. Only headings (#, ##, ###), bold, lists and quotes are used, since Discord has no tables.
 * Every text from the model goes through `escapeMarkdown`, so a name cannot become a link, an image,
 * a heading, HTML or a mention.
 */
import type { PrintableRoster, PrintableUnit, PrintableWeapon } from './printable-roster';
import { sectionMultiplier } from './group-units';
import { LAYOUT_LABELS, attachmentTag } from './print-layout';

/**
 * Characters that open Markdown constructs anywhere in a line: emphasis, code, strike-through, links
 * and images (through "["), HTML and autolinks, entities, tables, closing heading marks, and Discord
 * mentions. Parentheses alone open nothing once "[" is escaped.
 */
const SIGNIFICANT = /[\\`*_~|<>[\]#&@]/g;

/** Escapes one line of text for Markdown. Line starts that open a block are escaped too. */
export function escapeMarkdown(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(SIGNIFICANT, (c) => `\\${c}`)
        .replace(/^(\s*)([-+=])/, (_m, space: string, mark: string) => `${space}\\${mark}`)
        // "1." opens an ordered list: its dot is escaped, since a backslash before a digit would show.
        .replace(/^(\s*\d+)([.)])/, (_m, number: string, mark: string) => `${number}\\${mark}`),
    )
    .join('\n');
}

const md = escapeMarkdown;

/**
 * Escapes text placed after other text on its line (a value after its bold label): only what opens a
 * construct anywhere, since it cannot start a block ("Points de victoire : 31.75", not "\31.75").
 */
function inline(text: string): string {
  return text.replace(/\n/g, ' ').replace(SIGNIFICANT, (c) => `\\${c}`);
}

function weaponText(model: PrintableRoster, w: PrintableWeapon): string {
  const name = `${w.count > 1 ? `${w.count}× ` : ''}${w.name}`;
  if (w.profiles.length === 0) return md(name);
  const profiles = w.profiles.map((p) => {
    const parts = [
      ...(p.range ? [p.range] : []),
      ...p.stats.map((s) => `${s.label} ${s.value}`),
      ...(p.rules.length > 0 ? [p.rules.join(', ')] : []),
      ...(p.note ? [p.note] : []),
    ];
    // A profile with nothing to print but its mode (a melee weapon without stats) shows the mode alone.
    if (parts.length === 0) return p.mode ? `*${md(p.mode)}*` : '';
    return `${p.mode ? `*${md(p.mode)}*${model.labels.colon} ` : ''}${md(parts.join(' · '))}`;
  });
  if (profiles.every((text) => text === '')) return md(name);
  return `${md(name)} (${profiles.filter(Boolean).join(' ; ')})`;
}

function unitLines(model: PrintableRoster, unit: PrintableUnit, indent: string): string[] {
  const L = model.labels;
  const item = (label: string, text: string) => `${indent}- **${md(label)}**${md(L.colon)} ${text}`;
  const out: string[] = [];
  if (unit.unknownEntry) out.push(`${indent}- *${md(L.unknownEntry)}*`);
  for (const line of unit.statLines) {
    const stats = md(line.stats.map((s) => `${s.label} ${s.value}`).join(' · '));
    out.push(line.name ? `${indent}- *${md(line.name)}*${md(L.colon)} ${stats}` : `${indent}- ${stats}`);
  }
  if (unit.weapons.length > 0)
    out.push(item(L.weapons, unit.weapons.map((w) => weaponText(model, w)).join(' ; ')));
  if (unit.abilities.length > 0) out.push(item(L.abilities, inline(unit.abilities.join(', '))));
  if (unit.options.length > 0) out.push(item(L.options, inline(unit.options.join(', '))));
  if (unit.items.length > 0) out.push(item(L.items, inline(unit.items.join(', '))));
  if (unit.bonuses.length > 0) out.push(item(L.bonuses, inline(unit.bonuses.join(', '))));
  if (unit.transport) {
    const t = unit.transport;
    const extra = [t.harnessed ? L.harnessed : '', t.passengers.join(', ')].filter(Boolean).join(' — ');
    out.push(item(L.transport, inline(`${t.text}${extra ? ` (${extra})` : ''}`)));
  }
  if (unit.embarkedIn) out.push(item(L.embarkedIn, inline(unit.embarkedIn)));
  return out;
}

/** " (hors total de la section)" after the price of a character bought elsewhere. */
function apart(model: PrintableRoster, unit: PrintableUnit): string {
  return unit.countedApart ? ` (${LAYOUT_LABELS[model.lang].countedApart})` : '';
}

function unitTitle(model: PrintableRoster, unit: PrintableUnit): string {
  const mult = unit.multiplier > 1 ? `${unit.multiplier} × ` : '';
  const entry = unit.entryName ? ` (${unit.entryName})` : '';
  const costs = unit.otherCosts.map((c) => ` · ${model.labels.number(c.value)} ${c.label}`).join('');
  return md(
    `${mult}${unit.name}${entry} — ${unit.countText} — ${model.labels.number(unit.points)} ${model.pointsUnit}${costs}${apart(model, unit)}`,
  );
}

function unitBlock(model: PrintableRoster, unit: PrintableUnit): string[] {
  const out = [`### ${unitTitle(model, unit)}`, ...unitLines(model, unit, '')];
  for (const a of unit.attached) out.push(...attachedBlock(model, a, '', unit));
  return out;
}

function attachedBlock(
  model: PrintableRoster,
  unit: PrintableUnit,
  indent: string,
  host: PrintableUnit,
): string[] {
  const L = model.labels;
  // Under a group of identical units, a character says which of them it joined.
  const tag = attachmentTag(LAYOUT_LABELS[model.lang], L.attached, unit, host);
  const out = [`${indent}- **${md(tag)}${md(L.colon)} ${unitTitle(model, unit)}**`];
  out.push(...unitLines(model, unit, `${indent}  `));
  for (const a of unit.attached) out.push(...attachedBlock(model, a, `${indent}  `, unit));
  return out;
}

/** The roster as Markdown (no glossary). */
export function renderMarkdown(model: PrintableRoster): string {
  const L = model.labels;
  const blocks: string[] = [];
  blocks.push(`# ${md(model.title)}`);
  blocks.push(
    [
      `**${md(model.game)}** — ${md(model.faction)}  `,
      `**${md(model.pointsLabel)}${md(L.colon)} ${model.labels.number(model.points)} / ${model.labels.number(model.pointsLimit)}** — ${model.valid ? md(model.verdict) : `**${md(model.verdict)}**`}`,
    ].join('\n'),
  );
  if (model.fingerprint) blocks.push(`${md(L.fingerprint)}${md(L.colon)} \`${model.fingerprint}\``);
  if (model.figures.length > 0)
    blocks.push(
      model.figures
        .map(
          (f) =>
            `- **${md(f.label)}${md(L.colon)}** ${inline(f.value)}${f.details.length > 0 ? ` (${inline(f.details.join(', '))})` : ''}`,
        )
        .join('\n'),
    );
  if (model.issues.length > 0)
    blocks.push(
      [
        `> **${md(L.issues)}**`,
        ...model.issues.map((i) => `> - **${md(i.severityLabel)}**${md(L.colon)} ${inline(i.message)}`),
      ].join('\n'),
    );
  if (model.notes)
    blocks.push(
      [`**${md(L.notes)}**`, ...model.notes.split('\n').map((l) => (l.trim() ? `> ${md(l)}` : '>'))].join(
        '\n',
      ),
    );
  for (const s of model.sections) {
    const sub = s.subtitle ? ` (${s.subtitle})` : '';
    const times = sectionMultiplier(s) > 1 ? `${sectionMultiplier(s)} × ` : '';
    blocks.push(
      `## ${md(`${times}${s.title}${sub} — ${model.labels.number(s.points)} ${model.pointsUnit}`)}`,
    );
    if (s.formation) {
      const own = unitLines(model, s.formation, '');
      for (const a of s.formation.attached) own.push(...attachedBlock(model, a, '', s.formation));
      if (own.length > 0) blocks.push(own.join('\n'));
    }
    for (const u of s.units) blocks.push(unitBlock(model, u).join('\n'));
  }
  const made = model.madeFrom;
  if (made) blocks.push(`---\n\n_${md(made.data)} · ${md(made.muster)} · ${md(made.date)}_`);
  return `${blocks.join('\n\n')}\n`;
}
