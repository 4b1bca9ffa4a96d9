/**
 * The two JSON documents a data subscription reads, validated with bounds before anything is used.
 *
 * `<repo>.catpkg.json`, published with every release of a data repository by the BSData
 * `publish-catpkg` action (beside `<repo>.latest.bsi`, `<repo>.<tag>.bsr` and one `.gstz` / `.catz`
 * per file). The fields Muster relies on:
 *   - `name` (the repository's name), `description` (its display name), `version` (the release tag);
 *   - `repositoryUrl`: the stable address of this very file (`…/releases/latest/download/<repo>.catpkg.json`);
 *   - `repositoryFiles[]`, one per data file: `id`, `name`, `type` (`gamesystem` or `catalogue`,
 *     lower case), `revision` (an integer), `fileUrl` (the zipped file, `.gstz` / `.catz`, at the
 *     release's tag) and `sourceSha256`: the SHA-256 of the file's XML as committed, before zipping
 *     (written in upper-case hexadecimal by PowerShell's Get-FileHash).
 * Other fields (`lastUpdated`, `indexUrl`, `githubUrl`, authors…) are kept only as shown text or ignored.
 *
 * `bsdata.catpkg-gallery.json`, the BSData Gallery feed (rebuilt every two hours): `name`,
 * `description` and `repositories[]`, each the catpkg.json of one repository without its
 * `repositoryFiles`, plus `archived`. Muster finds a repository there by `name` and subscribes to its
 * `repositoryUrl`.
 *
 * Pure: texts in, values or a refusal out.
 */
import { z } from 'zod';

export const CATPKG_LIMITS = {
  /** A catpkg.json of a few hundred files is a few hundred kilobytes; the gallery lists a few hundred repositories. */
  maxTextChars: 4 * 1024 * 1024,
  maxFiles: 1000,
  maxRepositories: 2000,
  maxUrlChars: 2000,
  maxTextField: 2000,
};

const text = z.string().max(CATPKG_LIMITS.maxTextField);
const url = z
  .string()
  .max(CATPKG_LIMITS.maxUrlChars)
  .regex(/^https?:\/\//i, 'an http(s) address');

const catpkgFileSchema = z.object({
  id: z.string().min(1).max(200),
  name: text.optional().nullable(),
  type: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['gamesystem', 'catalogue'])),
  revision: z.number().int().min(0).max(1_000_000_000_000),
  fileUrl: url,
  sourceSha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'a SHA-256 in hexadecimal')
    .transform((value) => value.toLowerCase()),
});

const catpkgSchema = z.object({
  name: z.string().min(1).max(200),
  description: text.optional().nullable(),
  version: text.optional().nullable(),
  repositoryUrl: url.optional().nullable(),
  repositoryFiles: z.array(catpkgFileSchema).max(CATPKG_LIMITS.maxFiles),
});

const galleryRepositorySchema = z.object({
  name: z.string().min(1).max(200),
  description: text.optional().nullable(),
  version: text.optional().nullable(),
  repositoryUrl: url.optional().nullable(),
  githubUrl: url.optional().nullable(),
  archived: z.boolean().optional().nullable(),
});

const gallerySchema = z.object({
  name: text.optional().nullable(),
  repositories: z.array(galleryRepositorySchema).max(CATPKG_LIMITS.maxRepositories),
});

export type CatpkgFile = z.infer<typeof catpkgFileSchema>;
export type Catpkg = z.infer<typeof catpkgSchema>;
export type GalleryRepository = z.infer<typeof galleryRepositorySchema>;
export type Gallery = z.infer<typeof gallerySchema>;

/** Why a catpkg.json or a gallery feed was refused. */
export type PackageReadError =
  | { code: 'too-large'; limit: number }
  | { code: 'not-json'; detail: string }
  /** `path`: where the first problem is (`repositoryFiles.3.sourceSha256`). */
  | { code: 'invalid'; path: string; detail: string }
  | { code: 'duplicate-id'; id: string };

export type PackageRead<T> = { ok: true; value: T } | { ok: false; error: PackageReadError };

function readJson<T>(source: string, schema: z.ZodType<T>): PackageRead<T> {
  if (source.length > CATPKG_LIMITS.maxTextChars)
    return { ok: false, error: { code: 'too-large', limit: CATPKG_LIMITS.maxTextChars } };
  let json: unknown;
  try {
    json = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, error: { code: 'not-json', detail: (error as Error).message.slice(0, 200) } };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      error: { code: 'invalid', path: issue.path.join('.') || '(root)', detail: issue.message.slice(0, 200) },
    };
  }
  return { ok: true, value: parsed.data };
}

export function readCatpkg(source: string): PackageRead<Catpkg> {
  const read = readJson(source, catpkgSchema);
  if (!read.ok) return read;
  // Two entries with one id would leave which one is stored to chance.
  const seen = new Set<string>();
  for (const file of read.value.repositoryFiles) {
    if (seen.has(file.id)) return { ok: false, error: { code: 'duplicate-id', id: file.id } };
    seen.add(file.id);
  }
  return read;
}

export function readGallery(source: string): PackageRead<Gallery> {
  return readJson(source, gallerySchema);
}

/** A repository of the gallery by its name (case-insensitive, as GitHub names are). */
export function galleryRepository(gallery: Gallery, name: string): GalleryRepository | undefined {
  const wanted = name.toLowerCase();
  return gallery.repositories.find((repository) => repository.name.toLowerCase() === wanted);
}
