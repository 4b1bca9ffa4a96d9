import { fileNameBase, writeList } from '../../core';
import type { MusterList, ListCards } from '../../core';

/** The roster file's name: the roster's name, accents dropped, the rest as dashes. */
export function rosterFileName(roster: Pick<ListCards, 'name'>): string {
  return `${fileNameBase(roster.name)}.muster.json`;
}

/**
 * The name the desktop app saves a roster file under: Muster's own extension, which its packages
 * register with the system (a double-click opens it in Muster). Downloads from browser mode keep
 * `.muster.json`, which any computer opens, Muster or not; both are read alike.
 */
export function desktopRosterFileName(roster: Pick<ListCards, 'name'>): string {
  return `${fileNameBase(roster.name)}.muster`;
}

/** The roster file's text: the list in the roster format, as importing expects it. */
export function rosterFileText(list: MusterList): string {
  return writeList(list);
}

/**
 * Saves a roster file's text through the browser's download (the desktop shell handles it the same
 * way): the file is the list in the roster format, so importing it gives the same list back.
 */
export function downloadRoster(roster: Pick<ListCards, 'name'>, text: string): string {
  const name = rosterFileName(roster);
  downloadBlob(name, new Blob([text], { type: 'application/json' }));
  return name;
}

/** Hands a file to the browser's download. */
export function downloadBlob(name: string, blob: Blob): void {
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
}
