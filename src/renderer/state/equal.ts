/** Arrays with the same items in the same order: memos using it do not wake their readers for a copy. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
