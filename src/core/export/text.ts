/**
 * The roster as plain text: the full listing (the printable roster without its glossary), or the
 * compact one with one line per unit ("2× Escouade tactique (6 socles) — 300 pts").
 */
import type { PrintableRoster, PrintableSection, PrintableUnit, PrintableWeapon } from './printable-roster';
import { sectionMultiplier } from './group-units';
import { LAYOUT_LABELS, attachmentTag } from './print-layout';

/** "2 × Détachement Tactique (carte de soutien)" when identical formations were grouped. */
function sectionTitle(s: PrintableSection): string {
  const times = sectionMultiplier(s);
  return `${times > 1 ? `${times} × ` : ''}${s.title}`;
}

const INDENT = '    ';

function weaponText(model: PrintableRoster, w: PrintableWeapon): string {
  const name = `${w.count > 1 ? `${w.count}× ` : ''}${w.name}`;
  if (w.profiles.length === 0) return name;
  const profiles = w.profiles.map((p) => {
    const parts = [
      ...(p.range ? [p.range] : []),
      ...p.stats.map((s) => `${s.label} ${s.value}`),
      ...(p.rules.length > 0 ? [p.rules.join(', ')] : []),
      ...(p.note ? [p.note] : []),
    ];
    // A profile with nothing to print but its mode (a melee weapon without stats) shows the mode alone.
    if (parts.length === 0) return p.mode ? p.mode : '';
    return `${p.mode ? `${p.mode}${model.labels.colon} ` : ''}${parts.join(' · ')}`;
  });
  if (profiles.every((text) => text === '')) return name;
  return `${name} (${profiles.filter(Boolean).join(' ; ')})`;
}

function costsText(model: PrintableRoster, unit: PrintableUnit): string {
  // A character bought elsewhere says that its price is not in the section's total.
  const apart = unit.countedApart ? ` (${LAYOUT_LABELS[model.lang].countedApart})` : '';
  return `${model.labels.number(unit.points)} ${model.pointsUnit}${unit.otherCosts.map((c) => ` · ${model.labels.number(c.value)} ${c.label}`).join('')}${apart}`;
}

function unitTitle(model: PrintableRoster, unit: PrintableUnit): string {
  const mult = unit.multiplier > 1 ? `${unit.multiplier} × ` : '';
  const entry = unit.entryName ? ` (${unit.entryName})` : '';
  return `${mult}${unit.name}${entry} — ${unit.countText} — ${costsText(model, unit)}`;
}

function unitDetails(model: PrintableRoster, unit: PrintableUnit, indent: string): string[] {
  const L = model.labels;
  const item = (label: string, text: string) => `${indent}${label}${L.colon} ${text}`;
  const out: string[] = [];
  if (unit.unknownEntry) out.push(`${indent}(${L.unknownEntry})`);
  for (const line of unit.statLines) {
    const stats = line.stats.map((s) => `${s.label} ${s.value}`).join(' | ');
    out.push(line.name ? `${indent}${line.name}${L.colon} ${stats}` : `${indent}${stats}`);
  }
  if (unit.weapons.length > 0)
    out.push(item(L.weapons, unit.weapons.map((w) => weaponText(model, w)).join(' ; ')));
  if (unit.abilities.length > 0) out.push(item(L.abilities, unit.abilities.join(', ')));
  if (unit.options.length > 0) out.push(item(L.options, unit.options.join(', ')));
  if (unit.items.length > 0) out.push(item(L.items, unit.items.join(', ')));
  if (unit.bonuses.length > 0) out.push(item(L.bonuses, unit.bonuses.join(', ')));
  if (unit.transport) {
    const t = unit.transport;
    const extra = [t.harnessed ? L.harnessed : '', t.passengers.join(', ')].filter(Boolean).join(' — ');
    out.push(item(L.transport, `${t.text}${extra ? ` (${extra})` : ''}`));
  }
  if (unit.embarkedIn) out.push(item(L.embarkedIn, unit.embarkedIn));
  // Under a group of identical units, a character says which of them it joined.
  for (const a of unit.attached) {
    const tag = attachmentTag(LAYOUT_LABELS[model.lang], L.attached, a, unit);
    out.push(`${indent}+ ${tag}${L.colon} ${unitTitle(model, a)}`);
    out.push(...unitDetails(model, a, `${indent}${INDENT}`));
  }
  return out;
}

function headerLines(model: PrintableRoster): string[] {
  const L = model.labels;
  const out = [
    model.title,
    `${model.game} | ${model.faction}`,
    `${model.pointsLabel}${L.colon} ${model.labels.number(model.points)} / ${model.labels.number(model.pointsLimit)} — ${model.verdict}`,
  ];
  if (model.fingerprint) out.push(`${L.fingerprint}${L.colon} ${model.fingerprint}`);
  for (const f of model.figures)
    out.push(`${f.label}${L.colon} ${f.value}${f.details.length > 0 ? ` (${f.details.join(', ')})` : ''}`);
  return out;
}

const indentLines = (text: string, indent: string) =>
  text
    .split('\n')
    .map((l) => (l.trim() ? `${indent}${l}` : ''))
    .join('\n');

/** The full plain-text listing (no glossary). */
export function renderText(model: PrintableRoster): string {
  const L = model.labels;
  const blocks: string[] = [headerLines(model).join('\n')];
  if (model.issues.length > 0)
    blocks.push(
      [
        `${L.issues}${L.colon}`,
        ...model.issues.map(
          (i) => `  - ${i.severityLabel}${L.colon} ${indentLines(i.message, '    ').trimStart()}`,
        ),
      ].join('\n'),
    );
  if (model.notes) blocks.push(`${L.notes}${L.colon}\n${indentLines(model.notes, '  ')}`);
  for (const s of model.sections) {
    const sub = s.subtitle ? ` (${s.subtitle})` : '';
    const lines = [`== ${sectionTitle(s)}${sub} — ${model.labels.number(s.points)} ${model.pointsUnit} ==`];
    if (s.formation) lines.push(...unitDetails(model, s.formation, INDENT));
    blocks.push(lines.join('\n'));
    for (const u of s.units) blocks.push([unitTitle(model, u), ...unitDetails(model, u, INDENT)].join('\n'));
  }
  const made = madeFromLine(model);
  if (made) blocks.push(`--\n${made}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The footer's line: data revision, Muster's version, day (print/provenance.ts). */
function madeFromLine(model: PrintableRoster): string | undefined {
  const made = model.madeFrom;
  return made ? `${made.data} · ${made.muster} · ${made.date}` : undefined;
}

function compactLine(model: PrintableRoster, unit: PrintableUnit): string {
  const mult = unit.multiplier > 1 ? `${unit.multiplier}× ` : '';
  const inside = [unit.entryName, unit.countText].filter(Boolean).join(', ');
  return `${mult}${unit.name} (${inside}) — ${costsText(model, unit)}`;
}

/** One line per unit, under one line per formation or kind. */
export function renderCompactText(model: PrintableRoster): string {
  const lines = [
    `${model.title} — ${model.faction} (${model.game}) — ${model.labels.number(model.points)}/${model.labels.number(model.pointsLimit)} ${model.pointsUnit} — ${model.verdict}${model.fingerprint ? ` — ${model.labels.fingerprint} ${model.fingerprint}` : ''}`,
  ];
  const attached = (u: PrintableUnit, indent: string) => {
    for (const a of u.attached) {
      lines.push(`${indent}+ ${compactLine(model, a)}`);
      attached(a, `${indent}  `);
    }
  };
  for (const s of model.sections) {
    lines.push(`${sectionTitle(s)} — ${model.labels.number(s.points)} ${model.pointsUnit}`);
    if (s.formation) attached(s.formation, '  ');
    for (const u of s.units) {
      lines.push(`  ${compactLine(model, u)}`);
      attached(u, '    ');
    }
  }
  const made = madeFromLine(model);
  if (made) lines.push(made);
  return `${lines.join('\n')}\n`;
}
