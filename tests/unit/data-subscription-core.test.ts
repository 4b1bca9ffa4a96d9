// The pure part of data subscriptions: reading catpkg.json and the gallery feed within bounds, which
// files changed, and following a tag-pinned release address to the latest release.
import { describe, expect, it } from 'vitest';
import {
  CATPKG_LIMITS,
  galleryRepository,
  readCatpkg,
  readGallery,
} from '../../src/core/bsdata/subscription/catpkg';
import { packageChanges } from '../../src/core/bsdata/subscription/changes';
import { COMMUNITY_SOURCES, communitySourcesOf } from '../../src/core/bsdata/subscription/community-sources';
import { isCatpkgAddress, latestCatpkgAddress } from '../../src/core/bsdata/subscription/release-address';
import { GAME_IDS } from '../../src/core/catalogue/schema';

const HASH_A = 'A'.repeat(64);
const HASH_B = 'b'.repeat(64);
const file = (id: string, revision: number, sourceSha256 = HASH_A, type = 'catalogue') => ({
  id,
  name: id,
  type,
  revision,
  fileUrl: `https://github.com/BSData/x/releases/download/v1/${id}.catz`,
  sourceSha256,
});
const catpkg = (files: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'x', description: 'X', version: 'v1', repositoryFiles: files, ...extra });

describe('catpkg.json', () => {
  it('reads the fields Muster relies on, hashes in lower case, types in lower case, other fields ignored', () => {
    const read = readCatpkg(
      catpkg([file('gs', 3, HASH_A, 'gameSystem')], { lastUpdated: 'x', authorName: 1 }),
    );
    expect(read).toEqual({
      ok: true,
      value: {
        name: 'x',
        description: 'X',
        version: 'v1',
        repositoryFiles: [{ ...file('gs', 3, 'a'.repeat(64)), type: 'gamesystem' }],
      },
    });
  });

  it('refuses what it cannot rely on, saying where', () => {
    expect(readCatpkg('{')).toMatchObject({ ok: false, error: { code: 'not-json' } });
    expect(readCatpkg(catpkg([file('a', 1, 'xyz')]))).toMatchObject({
      ok: false,
      error: { code: 'invalid', path: 'repositoryFiles.0.sourceSha256' },
    });
    expect(readCatpkg(catpkg([{ ...file('a', 1), fileUrl: 'file:///etc/passwd' }]))).toMatchObject({
      ok: false,
      error: { code: 'invalid', path: 'repositoryFiles.0.fileUrl' },
    });
    expect(readCatpkg(catpkg([file('a', 1.5)]))).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(readCatpkg(catpkg([file('a', 1), file('a', 2)]))).toEqual({
      ok: false,
      error: { code: 'duplicate-id', id: 'a' },
    });
    const many = Array.from({ length: CATPKG_LIMITS.maxFiles + 1 }, (_, i) => file(`f${i}`, 1));
    expect(readCatpkg(catpkg(many))).toMatchObject({
      ok: false,
      error: { code: 'invalid', path: 'repositoryFiles' },
    });
    expect(readCatpkg(' '.repeat(CATPKG_LIMITS.maxTextChars + 1))).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
  });
});

describe('gallery feed', () => {
  it('finds a repository by name, whatever its case', () => {
    const read = readGallery(
      JSON.stringify({
        name: 'BSData Gallery',
        repositories: [
          {
            name: 'deadzone',
            repositoryUrl: 'https://github.com/BSData/deadzone/releases/latest/download/deadzone.catpkg.json',
            archived: false,
          },
        ],
      }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(galleryRepository(read.value, 'DeadZone')?.repositoryUrl).toContain('deadzone.catpkg.json');
    expect(galleryRepository(read.value, 'antares')).toBeUndefined();
    expect(readGallery(JSON.stringify({ repositories: 'x' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
  });
});

describe('changed files', () => {
  it('names new files, new revisions, new contents and files removed since; the rest are up to date', () => {
    const read = readCatpkg(
      catpkg([
        file('same', 1),
        file('rev', 3),
        file('content', 2, HASH_B),
        file('gone-here', 1),
        file('new', 1),
      ]),
    );
    if (!read.ok) throw new Error('unreadable');
    const known = [
      { id: 'same', revision: 1, sourceSha256: 'a'.repeat(64) },
      { id: 'rev', revision: 2, sourceSha256: 'a'.repeat(64) },
      { id: 'content', revision: 2, sourceSha256: 'a'.repeat(64) },
      { id: 'gone-here', revision: 1, sourceSha256: 'a'.repeat(64) },
      { id: 'dropped', revision: 1, sourceSha256: 'a'.repeat(64) },
    ];
    const changes = packageChanges(known, new Set(['same', 'rev', 'content', 'dropped']), read.value);
    expect(changes.changed.map((c) => [c.file.id, c.reason, c.before])).toEqual([
      ['rev', 'revision', 2],
      ['content', 'content', 2],
      ['gone-here', 'missing', 1],
      ['new', 'new', undefined],
    ]);
    expect(changes.upToDate.map((f) => f.id)).toEqual(['same']);
    expect(changes.dropped).toEqual(['dropped']);
  });
});

describe('release addresses', () => {
  it('follows a tag-pinned address to the latest release’s catpkg.json', () => {
    expect(
      latestCatpkgAddress('https://github.com/SamwiseOfCat/NetEpic/releases/download/v3/NetEpic.latest.bsi'),
    ).toBe('https://github.com/SamwiseOfCat/NetEpic/releases/latest/download/NetEpic.catpkg.json');
    expect(
      latestCatpkgAddress('https://github.com/BSData/deadzone/releases/download/v4.0.5/deadzone.catpkg.json'),
    ).toBe('https://github.com/BSData/deadzone/releases/latest/download/deadzone.catpkg.json');
    expect(
      latestCatpkgAddress('https://github.com/BSData/deadzone/releases/latest/download/deadzone.latest.bsi'),
    ).toBe('https://github.com/BSData/deadzone/releases/latest/download/deadzone.catpkg.json');
    expect(latestCatpkgAddress('http://127.0.0.1:8080/o/r/releases/download/v1/r.v1.bsi')).toBe(
      'http://127.0.0.1:8080/o/r/releases/latest/download/r.catpkg.json',
    );
    expect(latestCatpkgAddress('https://example.com/repo/index.bsi')).toBeUndefined();
    expect(latestCatpkgAddress('file:///o/r/releases/download/v1/r.latest.bsi')).toBeUndefined();
    expect(latestCatpkgAddress('https://github.com/o/r/releases/download/v1/r.v1.bsr')).toBeUndefined();
  });

  it('tells a subscription’s source from an index address', () => {
    expect(
      isCatpkgAddress('https://github.com/BSData/deadzone/releases/latest/download/deadzone.catpkg.json'),
    ).toBe(true);
    expect(isCatpkgAddress('https://example.com/repo/index.bsi')).toBe(false);
  });
});

describe('community sources', () => {
  it('offers every game a source, named in French and English', () => {
    for (const game of GAME_IDS) expect(communitySourcesOf(game).length).toBeGreaterThan(0);
    expect(COMMUNITY_SOURCES.map((s) => [s.game, s.kind, s.repository])).toEqual([
      ['netepic', 'repository', 'SamwiseOfCat/NetEpic'],
      ['deadzone', 'gallery', 'BSData/deadzone'],
      ['freebooters-fate', 'gallery', 'BSData/freebooters-fate'],
      ['antares', 'gallery', 'BSData/gates-of-antares'],
    ]);
    for (const source of COMMUNITY_SOURCES) expect(source.name.fr).not.toBe(source.name.en);
  });
});
