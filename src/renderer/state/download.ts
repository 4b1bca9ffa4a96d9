import type { Roster } from '../../core/roster/schema';

/** A file name from the roster's name: letters and digits kept, accents dropped, the rest as dashes. */
export function rosterFileName(roster: Pick<Roster, 'name'>): string {
  const base = roster.name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'liste'}.muster.json`;
}

/**
 * Saves the roster file through the browser's download (the desktop shell handles it the same way):
 * the file is the roster format itself, so importing it gives the same list back.
 */
export function downloadRoster(roster: Roster): string {
  const name = rosterFileName(roster);
  const blob = new Blob([`${JSON.stringify(roster, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
