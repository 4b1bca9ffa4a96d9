/**
 * The tournament report: one HTML page for an organiser who checks a folder of submitted lists
 * (`muster validate FOLDER --report report.html`). One row per file: the list's name, faction, points,
 * verdict with its errors and warnings, and the fingerprint printed on the list the player brings, so
 * that a printout can be matched to its file at the table. Files that cannot be read have a row too,
 * with the reason.
 *
 * Every text comes from the submissions (names, file names, messages) and is escaped: nothing from the
 * data is ever markup, and the page runs no script (its Content-Security-Policy allows inline styles
 * only). Pure: the caller validates and writes.
 */
import { escapeHtml } from './html';
import { cleanLine } from '../text/clean';

export type ReportLang = 'fr' | 'en';

export type TournamentReportRow =
  | {
      file: string;
      readable: true;
      name: string;
      game: string;
      faction: string;
      points: number;
      pointsLimit: number;
      /** "points" or "doublons": how the game counts. */
      pointsUnit: string;
      valid: boolean;
      errors: string[];
      warnings: string[];
      fingerprint: string;
    }
  | { file: string; readable: false; reason: string };

export interface TournamentReport {
  lang: ReportLang;
  /** The folders or files checked, as given. */
  sources: string[];
  /** When the report was made, already formatted by the caller (the core reads no clock). */
  generatedAt: string;
  rows: TournamentReportRow[];
}

const WORDS = {
  fr: {
    title: 'Rapport de vérification des listes',
    sources: 'Vérifié :',
    generated: 'Établi le',
    summary: (n: number, valid: number, invalid: number, unreadable: number) =>
      `${n} ${n > 1 ? 'fichiers' : 'fichier'} : ${valid} ${valid > 1 ? 'valides' : 'valide'}, ${invalid} non ${invalid > 1 ? 'valides' : 'valide'}, ${unreadable} ${unreadable > 1 ? 'illisibles' : 'illisible'}.`,
    file: 'Fichier',
    list: 'Liste',
    faction: 'Faction',
    points: 'Points',
    verdict: 'Verdict',
    problems: 'Erreurs et avertissements',
    fingerprint: 'Empreinte',
    valid: 'Valide',
    invalid: 'Non valide',
    unreadable: 'Illisible',
    error: 'Erreur',
    warning: 'Avertissement',
    none: 'Aucun',
    howTo:
      'L’empreinte est imprimée sur chaque liste exportée par Muster : la même empreinte sur la feuille du joueur et ici dit que c’est la liste envoyée.',
  },
  en: {
    title: 'List check report',
    sources: 'Checked:',
    generated: 'Made on',
    summary: (n: number, valid: number, invalid: number, unreadable: number) =>
      `${n} ${n === 1 ? 'file' : 'files'}: ${valid} valid, ${invalid} invalid, ${unreadable} unreadable.`,
    file: 'File',
    list: 'List',
    faction: 'Faction',
    points: 'Points',
    verdict: 'Verdict',
    problems: 'Errors and warnings',
    fingerprint: 'Fingerprint',
    valid: 'Valid',
    invalid: 'Invalid',
    unreadable: 'Unreadable',
    error: 'Error',
    warning: 'Warning',
    none: 'None',
    howTo:
      'The fingerprint is printed on every list Muster exports: the same fingerprint on the player’s sheet and here says it is the list that was sent.',
  },
} as const;

const STYLE = `
:root { color-scheme: light; --ink: #1d1f23; --muted: #565c66; --line: #d6d2ca; --ok: #1f6b3a; --ok-soft: #e3f2e8; --bad: #a4161a; --bad-soft: #fbeaea; --warn: #7d5200; }
* { box-sizing: border-box; }
body { margin: 0; font: 10.5pt/1.4 system-ui, 'DejaVu Sans', sans-serif; color: var(--ink); background: #fff; }
main { max-width: 1200px; margin: 0 auto; padding: 12mm 10mm; }
h1 { font-size: 17pt; margin: 0 0 2mm; }
.meta { color: var(--muted); margin: 0 0 1mm; overflow-wrap: anywhere; }
.summary { font-weight: 600; margin: 3mm 0; }
.how { color: var(--muted); font-size: 9pt; margin: 0 0 4mm; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; vertical-align: top; padding: 1.5mm 2mm; border-bottom: 1px solid var(--line); overflow-wrap: break-word; }
th { white-space: nowrap; }
td:first-child { min-width: 45mm; }
th { font-size: 8.5pt; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); border-bottom: 2px solid var(--ink); }
td.points, td.fingerprint { white-space: nowrap; }
td.fingerprint { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; letter-spacing: .04em; font-weight: 600; }
.verdict { display: inline-block; padding: .3mm 1.5mm; border-radius: 3px; font-weight: 600; white-space: nowrap; }
.verdict.ok { color: var(--ok); background: var(--ok-soft); }
.verdict.bad, .verdict.unreadable { color: var(--bad); background: var(--bad-soft); }
.file, .sub { color: var(--muted); font-size: 9pt; }
.file { word-break: break-all; }
ul { margin: 0; padding-left: 4mm; }
li.error .sev { color: var(--bad); font-weight: 600; }
li.warning .sev { color: var(--warn); font-weight: 600; }
.none { color: var(--muted); }
tr { break-inside: avoid; }
@page { size: A4 landscape; margin: 10mm; }
@media print { main { padding: 0; max-width: none; } }
`;

/** Escaped text on one line: control and bidirectional characters out (cleanLine), then &<>"' escaped. */
const h = (text: string) => escapeHtml(cleanLine(text));

export function renderTournamentReport(report: TournamentReport): string {
  const W = WORDS[report.lang];
  const readable = report.rows.filter((r) => r.readable);
  const valid = readable.filter((r) => r.valid).length;
  const rows = report.rows.map((row) => {
    if (!row.readable)
      return `<tr class="unreadable"><td><span class="file">${h(row.file)}</span></td><td>—</td><td class="points">—</td><td><span class="verdict unreadable">${h(W.unreadable)}</span></td><td>${h(row.reason)}</td><td class="fingerprint">—</td></tr>`;
    const problems = [
      ...row.errors.map((m) => `<li class="error"><span class="sev">${h(W.error)}</span> ${h(m)}</li>`),
      ...row.warnings.map((m) => `<li class="warning"><span class="sev">${h(W.warning)}</span> ${h(m)}</li>`),
    ];
    const verdict = row.valid
      ? `<span class="verdict ok">${h(W.valid)}</span>`
      : `<span class="verdict bad">${h(W.invalid)}</span>`;
    return `<tr class="${row.valid ? 'valid' : 'invalid'}"><td><strong>${h(row.name)}</strong><br><span class="file">${h(row.file)}</span></td><td>${h(row.faction)}<br><span class="sub">${h(row.game)}</span></td><td class="points">${h(`${row.points} / ${row.pointsLimit} ${row.pointsUnit}`)}</td><td>${verdict}</td><td>${problems.length > 0 ? `<ul>${problems.join('')}</ul>` : `<span class="none">${h(W.none)}</span>`}</td><td class="fingerprint">${h(row.fingerprint)}</td></tr>`;
  });
  return `<!doctype html>
<html lang="${report.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Muster">
<title>${h(W.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${h(W.title)}</h1>
<p class="meta">${h(W.sources)} ${report.sources.map(h).join(', ')}</p>
<p class="meta">${h(W.generated)} ${h(report.generatedAt)}</p>
<p class="summary">${h(W.summary(report.rows.length, valid, readable.length - valid, report.rows.length - readable.length))}</p>
<p class="how">${h(W.howTo)}</p>
<table>
<thead><tr><th scope="col">${h(W.list)}</th><th scope="col">${h(W.faction)}</th><th scope="col">${h(W.points)}</th><th scope="col">${h(W.verdict)}</th><th scope="col">${h(W.problems)}</th><th scope="col">${h(W.fingerprint)}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}
