/**
 * A `.ros` of a Dark Angels Deathwing Company (community NetEpic data) round-trips through the service
 * (import → edit → export → import) with its three Terminator détachements as three selections, its
 * force, its verdicts and its Elite pool intact (issue 21): the library keeps the file's list as it is,
 * copies that differ included, and an edit of the builder's cards that leaves the company's contents
 * alone keeps them too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { RosterFileImport } from '../../src/core/bsdata/import-roster-file';
import { rosterFileProblemText } from '../../src/core/bsdata/roster-file-messages';
import { writeRosterFile } from '../../src/core/bsdata/write-roster-file';
import { textIn } from '../../src/core/catalogue/text';
import { addForce, selectEntry } from '../../src/core/engine/edits';
import type { ValidationResult } from '../../src/core/engine/types';
import type { ListCards } from '../../src/core/roster/cards';
import type { MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import { catalogueAndRoster, communityContext } from '../helpers/community-data';
import { useService } from '../helpers/service';
import { SHARED_DIR, SHARED_MISSING_REASON, sharedAvailable } from '../helpers/shared-material';

const openService = useService();

async function call<T>(service: MusterService, method: string, input: unknown): Promise<T> {
  const result = await dispatch(service.handlers, method as never, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/** The company as the engine's own edits make it, written as BattleScribe writes a roster. */
function deathwingFile(): string {
  const { index, context } = communityContext('netepic');
  const { catalogue, roster } = catalogueAndRoster(index, 'Space Marines');
  const force = index.topForceEntries(catalogue.id)[0]!;
  const added = addForce(context, { ...roster, name: 'Deathwing' }, force.id, catalogue.id);
  const company = [...index.selectableRoots(catalogue.id).values()].find(
    (node) => textIn(node.name, 'en') === 'Dark Angels - Deathwing Company',
  )!;
  return writeRosterFile(selectEntry(context, added.roster, added.createdId!, company.id).roster, index);
}

async function importRos(service: MusterService, name: string, bytes: Uint8Array): Promise<ListCards> {
  const imported = await call<RosterFileImport>(service, 'importRosterFile', {
    name,
    base64: Buffer.from(bytes).toString('base64'),
  });
  if (!imported.ok) throw new Error(rosterFileProblemText(imported.problem, 'en'));
  return imported.roster;
}

const detachments = (xml: string) => xml.match(/name="Deathwing Terminator Detachment"/g)?.length ?? 0;

describe.skipIf(!sharedAvailable)('a Deathwing Company round-trips as a .ros', () => {
  if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);

  it('keeps its three détachements, its force, its verdicts and its Elite pool', async () => {
    const service = openService();
    const folder = join(SHARED_DIR, 'bsdata', 'netepic');
    await call(service, 'importGameData', {
      files: readdirSync(folder)
        .filter((name) => /\.(gst|cat)$/.test(name))
        .map((name) => ({ name, base64: readFileSync(join(folder, name)).toString('base64') })),
    });
    // One of the three détachements named by the player: a copy unlike the others.
    let seen = 0;
    const original = deathwingFile().replace(/name="Deathwing Terminator Detachment"/g, (found) =>
      (seen += 1) === 2 ? `${found} customName="Gamma"` : found,
    );
    expect(detachments(original)).toBe(3);
    expect(original).toContain('customName="Gamma"');

    const first = await importRos(service, 'deathwing.ros', Buffer.from(original));
    const judged = async (roster: ListCards) =>
      (await call<{ result: ValidationResult }>(service, 'validateRoster', { roster })).result;
    const before = await judged(first);
    expect(before.stats.elitePool?.total).toBeGreaterThan(0);
    // No limit of the company's contents is broken by reading the copies together.
    expect(before.issues.filter((issue) => issue.code.startsWith('data.'))).toEqual([]);

    // An edit (the list's name and limit), saved, then exported as BattleScribe reads it.
    const edited = { ...first, name: 'Deathwing II', pointsLimit: 4000 };
    await call(service, 'saveRoster', { roster: edited });
    const file = await call<{ fileName: string; content: string }>(service, 'exportRoster', {
      id: edited.id,
      format: 'rosz',
      lang: 'en',
    });
    const bytes = Buffer.from(file.content, 'base64');
    const xml = Buffer.from(Object.values(unzipSync(bytes))[0]!).toString('utf8');
    expect(detachments(xml)).toBe(3);
    expect(xml.match(/customName="Gamma"/g)).toHaveLength(1);

    const again = await importRos(service, file.fileName, bytes);
    expect(again.force).toBe(first.force);
    expect(again.selections.map((selection) => selection.options)).toEqual(
      first.selections.map((selection) => selection.options),
    );
    const after = await judged(again);
    expect(after.stats.elitePool).toEqual(before.stats.elitePool);
    expect(after.issues.map((issue) => issue.code)).toEqual(before.issues.map((issue) => issue.code));
  });
});
