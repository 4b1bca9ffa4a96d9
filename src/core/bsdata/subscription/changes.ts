/**
 * Which files of a subscription an update fetches: those the new catpkg.json lists with another
 * revision or another `sourceSha256` than the one stored when the subscription last read it, those it
 * lists for the first time, and those no longer in the store (removed by the player since). The rest
 * are up to date and not fetched. Files the catpkg.json no longer lists are named, not removed: a
 * list may still be built on them. Pure.
 */
import type { Catpkg, CatpkgFile } from './catpkg';

/** What the subscription stored of a file when it last read the catpkg.json. */
export interface KnownFile {
  id: string;
  revision: number;
  sourceSha256: string;
}

export type ChangeReason = 'new' | 'revision' | 'content' | 'missing';

export interface FileChange {
  file: CatpkgFile;
  reason: ChangeReason;
  /** The revision stored before, when there was one. */
  before?: number;
}

export interface PackageChanges {
  changed: FileChange[];
  upToDate: CatpkgFile[];
  /** Ids stored by an earlier release that this one no longer lists. */
  dropped: string[];
}

export function packageChanges(
  known: readonly KnownFile[],
  stored: ReadonlySet<string>,
  catpkg: Catpkg,
): PackageChanges {
  const byId = new Map(known.map((file) => [file.id, file]));
  const changed: FileChange[] = [];
  const upToDate: CatpkgFile[] = [];
  for (const file of catpkg.repositoryFiles) {
    const before = byId.get(file.id);
    if (!before) changed.push({ file, reason: 'new' });
    else if (before.revision !== file.revision)
      changed.push({ file, reason: 'revision', before: before.revision });
    else if (before.sourceSha256 !== file.sourceSha256)
      changed.push({ file, reason: 'content', before: before.revision });
    else if (!stored.has(file.id)) changed.push({ file, reason: 'missing', before: before.revision });
    else upToDate.push(file);
  }
  const listed = new Set(catpkg.repositoryFiles.map((file) => file.id));
  const dropped = known.filter((file) => !listed.has(file.id)).map((file) => file.id);
  return { changed, upToDate, dropped };
}
