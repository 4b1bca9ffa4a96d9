/**
 * Share codes across libraries: a code made in one data folder opens the same list in another (two
 * services, two SQLite files, nothing else in common), through the API and through the CLI; a broken or
 * hostile code is refused with its reason and changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import { appFingerprint } from '../helpers/app-fingerprint';
import { qrCodeOf } from '../../src/core/share/qr';
import { readRoster } from '../../src/core/roster/migrate/read-v2';
import { parseListJson } from '../../src/core/roster/list-document';
import type { MusterList } from '../../src/core/roster/list';
import type { RosterForce, RosterSelection } from '../../src/core/roster/tree';
import { toBase64Url } from '../../src/core/share/share-code';
import { deflateSync, strToU8 } from 'fflate';
import { dispatch } from '../../src/main/service/dispatch';
import type { ListCards } from '../../src/core/roster/cards';
import type { RosterShare } from '../../src/shared/api-contract';
import { muster } from '../helpers/cli';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');
const openService = useService();
const tempDir = useTempDirs();

async function ok<T>(service: ReturnType<typeof openService>, method: string, input: unknown): Promise<T> {
  const result = await dispatch(service.handlers, method, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

/** A saved list as stored (its json export). */
async function listIn(service: ReturnType<typeof openService>, id: string): Promise<MusterList> {
  const { content } = await ok<{ content: string }>(service, 'exportRoster', {
    id,
    format: 'json',
    lang: 'fr',
  });
  return parseListJson(JSON.parse(content));
}

/** A list's forces and tree without ids: what a code must carry whole. */
function treeOf(list: MusterList): unknown {
  const selections = (all: readonly RosterSelection[]): unknown =>
    all.map(({ id: _id, attachedTo, embarkedIn, selections: held, ...rest }) => ({
      ...rest,
      attached: attachedTo !== undefined,
      embarked: embarkedIn !== undefined,
      selections: selections(held),
    }));
  const forces = (all: readonly RosterForce[]): unknown =>
    all.map(({ id: _id, selections: held, forces: inner, ...rest }) => ({
      ...rest,
      selections: selections(held),
      forces: forces(inner),
    }));
  return { costLimits: list.costLimits, forces: forces(list.forces) };
}

describe('share codes between two data folders', () => {
  it('a code of version 1, made before lists, still opens the list it holds', async () => {
    const home = openService();
    const away = openService();
    const text = readFileSync(resolve(FIXTURES, 'netepic/overloaded-transports.json'), 'utf8');
    const { id: _id, createdAt: _c, updatedAt: _u, ...flat } = readRoster(text);
    const code = `muster:1:${toBase64Url(deflateSync(strToU8(JSON.stringify(flat)), { level: 9 }))}`;
    const opened = await ok<ListCards>(away, 'importShareCode', { code });
    const saved = await ok<ListCards>(home, 'importRoster', { text });
    expect(treeOf(await listIn(away, opened.id))).toEqual(treeOf(await listIn(home, saved.id)));
    expect(rosterFingerprint(await ok<ListCards>(away, 'getRoster', { id: opened.id }))).toBe(
      rosterFingerprint(await ok<ListCards>(home, 'getRoster', { id: saved.id })),
    );
  });

  for (const path of [
    'netepic/legal-tactical-company.json',
    'deadzone/two-tacticians.json',
    'antares/legal-algoryn.json',
    'freebooters-fate/legal-armada.json',
  ])
    it(`${path}: the code made in one library opens the same list in another`, async () => {
      const home = openService();
      const away = openService();
      const text = readFileSync(resolve(FIXTURES, path), 'utf8');
      const saved = await ok<ListCards>(home, 'importRoster', { text });
      const withNotes = { ...saved, notes: 'Tenir le centre.' };
      await ok(home, 'saveRoster', { roster: withNotes });
      const share = await ok<RosterShare>(home, 'shareRoster', { id: saved.id });
      expect(share.code).toMatch(/^muster:2:[A-Za-z0-9_-]+$/);
      expect(share.fingerprint).toBe(rosterFingerprint(withNotes));
      expect(share.name).toBe(saved.name);

      expect(await ok<unknown[]>(away, 'listRosters', {})).toHaveLength(0);
      const opened = await ok<ListCards>(away, 'importShareCode', { code: share.code });
      const [listed] = await ok<{ id: string; name: string; points: number; errors: number }[]>(
        away,
        'listRosters',
        {},
      );
      expect(listed?.id).toBe(opened.id);
      expect(opened.id).not.toBe(saved.id);
      const reread = await ok<ListCards>(away, 'getRoster', { id: opened.id });
      expect(reread.name).toBe(saved.name);
      expect(reread.notes).toBe('Tenir le centre.');
      expect(rosterFingerprint(reread)).toBe(share.fingerprint);
      // The same verdict and the same printout, in the other library.
      const verdict = async (service: typeof home, roster: ListCards) =>
        (
          await ok<{ result: { stats: { points: number }; issues: { code: string }[] } }>(
            service,
            'validateRoster',
            { roster },
          )
        ).result;
      const there = await verdict(away, reread);
      const here = await verdict(home, withNotes);
      expect(there.stats.points).toBe(here.stats.points);
      expect(there.issues.map((i) => i.code)).toEqual(here.issues.map((i) => i.code));
      const md = async (service: typeof home, id: string) =>
        (await ok<{ content: string }>(service, 'exportRoster', { id, format: 'md', lang: 'fr' })).content;
      expect(await md(away, opened.id)).toBe(await md(home, saved.id));
      // The list itself travels: its forces and tree, as stored in the first library.
      expect(treeOf(await listIn(away, opened.id))).toEqual(treeOf(await listIn(home, saved.id)));
      // Opened twice: two lists, never one overwritten.
      await ok<ListCards>(away, 'importShareCode', { code: `  ${share.code}\n` });
      expect(await ok<unknown[]>(away, 'listRosters', {})).toHaveLength(2);
    });

  it('the printout carries the QR code of the list’s share code, under the fingerprint', async () => {
    const service = openService();
    const text = readFileSync(resolve(FIXTURES, 'netepic/legal-tactical-company.json'), 'utf8');
    const saved = await ok<ListCards>(service, 'importRoster', { text });
    const { code, fingerprint } = await ok<RosterShare>(service, 'shareRoster', { id: saved.id });
    const qr = qrCodeOf(code)!;
    for (const lang of ['fr', 'en'] as const) {
      const html = (
        await ok<{ content: string }>(service, 'exportRoster', { id: saved.id, format: 'html', lang })
      ).content;
      const figure =
        /<figure class="share-qr"><svg viewBox="0 0 (\d+) \1"[^>]*><rect[^>]*\/><path d="([^"]+)" fill="#000"\/><\/svg><figcaption>([^<]+)<\/figcaption><\/figure>/.exec(
          html,
        );
      expect(figure?.[1]).toBe(String(qr.size));
      expect(figure?.[2]).toBe(qr.path);
      expect(figure?.[3]).toBe(
        lang === 'fr' ? 'Code de partage : à ouvrir dans Muster' : 'Share code: open it in Muster',
      );
      expect(html.indexOf(fingerprint)).toBeLessThan(html.indexOf('<figure class="share-qr">'));
    }
    const md = (
      await ok<{ content: string }>(service, 'exportRoster', { id: saved.id, format: 'md', lang: 'fr' })
    ).content;
    expect(md).not.toContain('share-qr');
  });

  it('refuses a broken or hostile code with its reason and adds nothing', async () => {
    const service = openService();
    const text = readFileSync(resolve(FIXTURES, 'deadzone/legal-enforcers.json'), 'utf8');
    const saved = await ok<ListCards>(service, 'importRoster', { text });
    const { code } = await ok<RosterShare>(service, 'shareRoster', { id: saved.id });
    const cases: [string, string][] = [
      [code.slice(0, -10), 'share-code-broken'],
      ['muster:9:abc', 'share-code-newer'],
      ['<script>alert(1)</script>', 'share-code-broken'],
    ];
    for (const [bad, reason] of cases) {
      const result = await dispatch(service.handlers, 'importShareCode', { code: bad });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('invalid-input');
        expect(result.error.reason?.code).toBe(reason);
      }
    }
    const tooLong = await dispatch(service.handlers, 'importShareCode', { code: 'A'.repeat(300_000) });
    expect(tooLong.ok).toBe(false);
    expect(await ok<unknown[]>(service, 'listRosters', {})).toHaveLength(1);
  });

  it('muster share in one data folder, muster import-code in another (and -o writes the file)', async () => {
    const home = tempDir();
    const away = tempDir();
    const file = resolve(FIXTURES, 'netepic/legal-tactical-company.json');
    const shared = await muster(['--data-dir', home, 'share', file, '--json']);
    expect(shared.status, shared.stderr).toBe(0);
    const { code, fingerprint } = JSON.parse(shared.stdout) as RosterShare;
    expect(fingerprint).toBe(appFingerprint(readFileSync(file, 'utf8')));

    const plain = await muster(['--data-dir', home, 'share', file, '--lang', 'fr']);
    expect(plain.stdout.trim()).toBe(code);
    expect(plain.stderr).toContain(`empreinte ${fingerprint}`);

    const opened = await muster(['--data-dir', away, 'import-code', code, '--lang', 'fr']);
    expect(opened.status, opened.stderr).toBe(0);
    expect(opened.stdout).toContain(`empreinte ${fingerprint}`);
    expect(opened.stdout).toMatch(/Liste « 3e Compagnie » ajoutée/);
    const listed = await muster(['--data-dir', away, 'validate', file, '--json']);
    expect(listed.status).toBe(0);

    // The saved list shares by its id too, to the same code.
    const id = /id ([A-Za-z0-9-]+)/.exec(opened.stdout)![1]!;
    const again = await muster(['--data-dir', away, 'share', id, '--json']);
    expect(JSON.parse(again.stdout) as RosterShare).toEqual({ code, fingerprint, name: '3e Compagnie' });

    const out = join(tempDir(), 'submitted.json');
    const written = await muster(['import-code', code, '-o', out, '--lang', 'en']);
    expect(written.status, written.stderr).toBe(0);
    expect(appFingerprint(readFileSync(out, 'utf8'))).toBe(fingerprint);

    const broken = await muster(['--data-dir', away, 'import-code', code.slice(0, 30), '--lang', 'fr']);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain('code de partage');
    const brokenEn = await muster(['--data-dir', away, 'import-code', 'muster:4:xyz', '--lang', 'en']);
    expect(brokenEn.status).toBe(2);
    expect(brokenEn.stderr).toContain('newer Muster');
  });

  it('muster share --qr fits an 80-column terminal, or says how wide the terminal must be', async () => {
    const file = resolve(FIXTURES, 'netepic/overloaded-transports.json');
    const usual = await muster(['--data-dir', tempDir(), 'share', file, '--qr', '--lang', 'fr']);
    expect(usual.status, usual.stderr).toBe(0);
    const lines = usual.stdout.trimEnd().split('\n');
    const qrLines = lines.filter((line) => /^[█▀▄ ]+$/.test(line));
    expect(qrLines.length).toBeGreaterThan(10);
    for (const line of qrLines) expect(line.length).toBeLessThanOrEqual(80);
    expect(usual.stderr).not.toContain('colonnes');

    // A name that does not compress makes the code too long for 80 columns: the terminal is asked wider.
    const roster = readRoster(readFileSync(file, 'utf8'));
    let seed = 7;
    const noise = Array.from({ length: 200 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return String.fromCharCode(65 + (seed % 57));
    }).join('');
    const long = join(tempDir(), 'long.json');
    writeFileSync(long, JSON.stringify({ ...roster, name: noise }));
    for (const [lang, sentence] of [
      ['fr', /Ce QR code fait (\d+) colonnes de large : élargissez le terminal à \1 colonnes/],
      ['en', /This QR code is (\d+) columns wide: widen the terminal to at least \1 columns/],
    ] as const) {
      const wide = await muster(['--data-dir', tempDir(), 'share', long, '--qr', '--lang', lang]);
      expect(wide.status, wide.stderr).toBe(0);
      const width = Number(sentence.exec(wide.stderr)?.[1]);
      expect(width).toBeGreaterThan(80);
      expect(wide.stdout.split('\n')[0]).toHaveLength(width);
    }
  });
});
