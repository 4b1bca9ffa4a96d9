/**
 * A file name base from a roster's name: letters and digits kept, accents dropped, the rest as dashes,
 * so that the name is safe on every system and in a download.
 */
export function fileNameBase(name: string, fallback = 'liste'): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || fallback;
}
