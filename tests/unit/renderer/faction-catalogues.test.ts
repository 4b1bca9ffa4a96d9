/**
 * Issue 24: the page keeps the faction catalogues it read, read again only when the service's tag for
 * the faction changed; a list of the same faction opened again is judged with the same catalogue object.
 */
import { describe, expect, it, vi } from 'vitest';
import { readFactionCatalogue } from '../../../src/renderer/state/faction-catalogues';
import type { MusterClient } from '../../../src/shared/api-contract';
import type { ApiResult } from '../../../src/shared/api-result';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';

type Reader = Pick<MusterClient, 'factionCatalogueTag' | 'getFactionCatalogue'>;

/** A service whose catalogues are named by `tags` (changed by the test), each read counted. */
function service(tags: Record<string, string>) {
  const reads: string[] = [];
  const api: Reader = {
    factionCatalogueTag: vi.fn(async ({ faction }) =>
      faction in tags
        ? { ok: true as const, value: tags[faction]! }
        : { ok: false as const, error: { code: 'not-found', message: `No faction ${faction}` } },
    ) as Reader['factionCatalogueTag'],
    getFactionCatalogue: vi.fn(async ({ faction }) => {
      reads.push(faction);
      const catalogue = { faction: { id: faction }, tag: tags[faction] } as unknown as FactionCatalogue;
      return { ok: true as const, value: catalogue };
    }) as Reader['getFactionCatalogue'],
  };
  return { api, reads };
}

const valueOf = (result: ApiResult<FactionCatalogue>) => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe("the page's faction catalogues", () => {
  it('are read once while their tag stays the same, and again when it changes', async () => {
    const tags = { a: 'a1' };
    const { api, reads } = service(tags);
    const first = valueOf(await readFactionCatalogue(api, 'a'));
    expect(valueOf(await readFactionCatalogue(api, 'a'))).toBe(first);
    expect(reads).toEqual(['a']);
    tags.a = 'a2';
    const second = valueOf(await readFactionCatalogue(api, 'a'));
    expect(second).not.toBe(first);
    expect(reads).toEqual(['a', 'a']);
  });

  it('share one read between reads made while it is on its way', async () => {
    const { api, reads } = service({ a: 'a1' });
    const [one, two] = await Promise.all([readFactionCatalogue(api, 'a'), readFactionCatalogue(api, 'a')]);
    expect(valueOf(one)).toBe(valueOf(two));
    expect(reads).toEqual(['a']);
  });

  it('keep the three factions read last, the one read longest ago let go first', async () => {
    const { api, reads } = service({ a: '1', b: '1', c: '1', d: '1' });
    for (const faction of ['a', 'b', 'c', 'a', 'd']) await readFactionCatalogue(api, faction);
    expect(reads).toEqual(['a', 'b', 'c', 'd']);
    // b was the one read longest ago when d came: a and c are still kept.
    await readFactionCatalogue(api, 'a');
    await readFactionCatalogue(api, 'c');
    expect(reads).toEqual(['a', 'b', 'c', 'd']);
    await readFactionCatalogue(api, 'b');
    expect(reads).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it("answer the service's refusal as data and keep no failed read", async () => {
    const { api } = service({});
    const refused = await readFactionCatalogue(api, 'gone');
    expect(refused.ok).toBe(false);
    const failing: Reader = {
      factionCatalogueTag: async () => ({ ok: true, value: 't' }),
      getFactionCatalogue: vi
        .fn<Reader['getFactionCatalogue']>()
        .mockResolvedValueOnce({ ok: false, error: { code: 'internal', message: 'busy' } })
        .mockResolvedValueOnce({ ok: true, value: { faction: { id: 'x' } } as unknown as FactionCatalogue }),
    };
    expect((await readFactionCatalogue(failing, 'x')).ok).toBe(false);
    expect((await readFactionCatalogue(failing, 'x')).ok).toBe(true);
    expect(failing.getFactionCatalogue).toHaveBeenCalledTimes(2);
  });
});
