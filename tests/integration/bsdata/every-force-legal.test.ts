/**
 * Every force entry of every faction of the community data (issue 21): a new list of that force, filled
 * by the builder's edit functions as the engine answers (legal-filler.ts, no knowledge of a faction),
 * written as a list file, is judged valid by `muster validate`; the same list with a category beyond
 * its maximum, or under its minimum, is judged invalid by a verdict of that force entry's own
 * constraints, with the figures the force gives. Antares forces are judged by their own organisation.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultForce, forceChoices } from '../../../src/core/catalogue/forces';
import { cardViewContextOf } from '../../../src/core/engine/list-cards';
import { validateList } from '../../../src/core/engine/validate';
import { mainForce, writeList, type MusterList } from '../../../src/core/roster/list';
import { setListFields } from '../../../src/core/roster/unit-edits';
import { startService, type MusterService } from '../../../src/main/service/create-service';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';
import { muster } from '../../helpers/cli';
import { SHARED_DIR, sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';
import { belowMinimum, beyondMaximum, fillLegal, forceEntryOf, ownConstraintIds } from './legal-filler';
import { communityUploads } from '../../helpers/community-data';

const BSDATA = join(SHARED_DIR, 'bsdata');
const GAMES = sharedAvailable
  ? readdirSync(BSDATA).filter((name) => statSync(join(BSDATA, name)).isDirectory())
  : [];

/**
 * Forces the generic filler cannot make legal, by "game / faction / force", with the reason. Few and
 * each justified: anything else that cannot be made legal fails the test.
 */
const CANNOT_FILL: Record<string, { wants: string; why: string }> = {
  'antares / Ghar / Algoryn Spearhead': {
    // The new list holds the Ghar Battle Squad its catalogue requires, which the force refuses.
    wants: 'errors left: No more than 0 selections of “Tactical” allowed (1 now: “Ghar Battle Squad”).',
    why:
      'the Ghar catalogue requires a Ghar Battle Squad (a Tactical unit) in every force, and the game ' +
      'system’s Algoryn Spearhead, offered to every faction, allows no Tactical unit (maximum 0): the ' +
      'data makes no Ghar list of that force legal',
  },
};

/** A file's judgement as `muster validate --json` prints it. */
interface Judged {
  valid: boolean;
  issues: { code: string; severity: string; message: string }[];
}

/** What a force covered: its legal list, and the limits broken on purpose. */
interface Covered {
  key: string;
  maximum?: string;
  minimum?: string;
}

describe.skipIf(!sharedAvailable)('every force of the community data, made legal then broken', () => {
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => undefined);

  describe.each(GAMES)('%s', (game) => {
    let service: MusterService;
    let dataDir: string;
    let filesDir: string;
    let serial = 0;
    /**
     * Each faction's legal list of its default force (the one a new list takes), made by the first test
     * of the game and judged again by the Antares one (run alone, it finds none and says so).
     */
    const ownForceLists = new Map<string, { list: MusterList; catalogue: FactionCatalogue }>();

    // One service per game, its data imported once.
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'muster-forces-'));
      filesDir = mkdtempSync(join(tmpdir(), 'muster-forces-files-'));
      service = startService({ dataDir, host: 'cli' });
      await service.handlers.importGameData({ files: communityUploads(game) });
    }, 120_000);
    afterAll(() => {
      service?.close();
      for (const dir of [dataDir, filesDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** `muster validate` of the list written as a file. */
    async function judged(list: MusterList): Promise<Judged & { status: number }> {
      const file = join(filesDir, `list-${(serial += 1)}.muster`);
      writeFileSync(file, writeList(list));
      const run = await muster(['--data-dir', dataDir, 'validate', file, '--json', '--lang', 'en']);
      expect(run.status, run.stderr).toBeLessThan(2);
      const [judgement] = (JSON.parse(run.stdout) as { files: Judged[] }).files;
      return { status: run.status, ...judgement! };
    }

    /**
     * The CLI's verdict of a broken limit, at the force's figure, and the same verdict in the
     * validation: made by one of the force entry's own constraints (the CLI's JSON names no constraint).
     */
    async function expectBroken(
      list: MusterList,
      catalogue: FactionCatalogue,
      own: Set<string>,
      category: string,
      kind: 'min' | 'max',
    ): Promise<void> {
      const result = validateList(list, catalogue);
      const line = result.stats.composition!.find((each) => each.category === category)!;
      const figure = kind === 'min' ? line.min! : line.max!;
      const code = kind === 'min' ? 'data.min-selections' : 'data.max-selections';
      const phrase = kind === 'min' ? 'At least' : 'No more than';
      const about = (issue: { code: string; message: string }) =>
        issue.code === code &&
        issue.message.startsWith(`${phrase} ${figure} selection`) &&
        issue.message.includes(`of “${line.name.en}”`);
      const inProcess = result.issues.filter((issue) =>
        about({ code: issue.code, message: issue.message.en }),
      );
      expect(
        inProcess.some((issue) => own.has(issue.source.constraint ?? '')),
        `${code} of the force's own on ${line.name.en}: ${result.issues.map((i) => i.message.en).join(' | ')}`,
      ).toBe(true);
      const said = await judged(list);
      expect(said.status).toBe(1);
      expect(said.valid).toBe(false);
      const messages = said.issues.filter(about).map((issue) => issue.message);
      expect(messages).toEqual(inProcess.map((issue) => issue.message.en));
    }

    it('makes a legal list of every force of every faction, and breaks its limits', async () => {
      const factions = (await service.handlers.listFactions({ game: game as 'netepic' })).filter(
        (faction) => faction.community,
      );
      expect(factions.length).toBeGreaterThan(0);
      const covered: Covered[] = [];
      const stuck: string[] = [];
      const unbroken: string[] = [];
      for (const faction of factions) {
        const catalogue: FactionCatalogue = await service.handlers.getFactionCatalogue({
          faction: faction.id,
        });
        const data = catalogue.gameData!;
        for (const choice of forceChoices(data, faction.id)) {
          const key = `${game} / ${faction.name.en} / ${choice.name}`;
          const created = await service.handlers.createRoster({
            game: faction.game,
            faction: faction.id,
            force: choice.id,
            name: key,
            pointsLimit: catalogue.game.defaultPointsLimit,
          });
          const { list } = await service.handlers.openRoster({ id: created.id });
          if (!list) throw new Error(`${key}: the new list opens without its list model`);
          const filled = fillLegal(list, catalogue);
          if (filled.stuck) {
            // An exception stuck for another reason than the one it is listed for fails too.
            if (CANNOT_FILL[key]?.wants !== filled.stuck) stuck.push(`${key}: ${filled.stuck}`);
            continue;
          }
          expect(CANNOT_FILL[key], `${key} is legal now: drop it from CANNOT_FILL`).toBeUndefined();
          if (choice.id === defaultForce(data, faction.id)?.id)
            ownForceLists.set(faction.name.en, { list: filled.list, catalogue });
          // Saved as the builder saves it: the library judges it valid too.
          const saved = await service.handlers.saveRoster({ roster: filled.list });
          expect(saved, key).toMatchObject({ valid: true, points: filled.result.stats.points });
          const legal = await judged(filled.list);
          expect(legal.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
          expect(legal.status).toBe(0);

          const own = ownConstraintIds(data, forceEntryOf(data, choice.id)!);
          const lines = filled.result.stats.composition ?? [];
          const done: Covered = { key };
          // The tightest maximum first: the fewest additions.
          const maxima = lines
            .filter((line) => line.max !== undefined)
            .sort((a, b) => a.max! - a.count - (b.max! - b.count));
          for (const line of maxima) {
            const broken = beyondMaximum(filled.list, catalogue, line.category);
            if (!broken) continue;
            await expectBroken(broken, catalogue, own, line.category, 'max');
            done.maximum = line.name.en;
            break;
          }
          for (const line of lines.filter((each) => (each.min ?? 0) > 0)) {
            const broken = belowMinimum(filled.list, catalogue, line.category);
            if (!broken) continue;
            await expectBroken(broken, catalogue, own, line.category, 'min');
            done.minimum = line.name.en;
            break;
          }
          // A force whose data sets a maximum or a minimum has it broken: none is passed over unsaid.
          if (maxima.length > 0 && done.maximum === undefined) unbroken.push(`${key}: no maximum broken`);
          const minima = lines.filter((each) => (each.min ?? 0) > 0);
          if (minima.length > 0 && done.minimum === undefined) unbroken.push(`${key}: no minimum broken`);
          covered.push(done);
          await service.handlers.deleteRoster({ id: created.id });
        }
      }
      console.info(
        `${game}: ${covered.length} forces made legal over ${factions.length} factions\n` +
          covered
            .map((each) => `  ${each.key}: max ${each.maximum ?? '-'}, min ${each.minimum ?? '-'}`)
            .join('\n'),
      );
      expect(stuck).toEqual([]);
      expect(unbroken).toEqual([]);
    }, 300_000);

    /**
     * Each Antares faction's legal list of its own force, judged as each force of the data in turn
     * (the same units, the same points limit): every force organisation verdict is made by that
     * force's own constraints, at that force's figures; a force wanting more tactical units than the
     * list holds (five where the faction's own asks four) finds it short, with its own minimum. Only
     * Antares has the forces to try (its other games' factions have one force organisation each).
     */
    if (game === 'antares')
      it('judges an Antares list by the force it takes, with that force’s figures', () => {
        expect([...ownForceLists.keys()].sort()).toEqual(['Algoryn', 'Ghar', 'Isorian']);
        const named = [
          'Algoryn Spearhead',
          'Concord Drone Force',
          'Concord Rapid Reaction Force',
          'Boromites',
          'Freeborn',
          'Ghar Rebel',
        ];
        const tacticalMinima = new Set<number>();
        let shortOfTactical = 0;
        for (const [faction, { list, catalogue }] of ownForceLists) {
          const data = catalogue.gameData!;
          const context = cardViewContextOf(catalogue)!;
          const choices = forceChoices(data, mainForce(list)!.catalogueId);
          expect(choices.map((choice) => choice.name)).toEqual(expect.arrayContaining(named));
          for (const choice of choices) {
            const own = ownConstraintIds(data, forceEntryOf(data, choice.id)!);
            const others = new Set(
              choices
                .filter((other) => other.id !== choice.id)
                .flatMap((other) => [...ownConstraintIds(data, forceEntryOf(data, other.id)!)])
                .filter((id) => !own.has(id)),
            );
            const result = validateList(setListFields(list, context, { force: choice.id }), catalogue);
            const organisation = result.issues.filter((issue) => issue.code.startsWith('data.m'));
            for (const issue of organisation)
              expect(
                others.has(issue.source.constraint ?? ''),
                `${faction} as ${choice.name}: ${issue.message.en}`,
              ).toBe(false);
            const tactical = result.stats.composition?.find((line) => line.name.en === 'Tactical');
            if (tactical?.min === undefined) continue;
            tacticalMinima.add(tactical.min);
            if (tactical.count >= tactical.min) continue;
            shortOfTactical += 1;
            const verdict = organisation.find((issue) =>
              issue.message.en.startsWith(`At least ${tactical.min} selections of “Tactical”`),
            );
            expect(verdict, `${faction} as ${choice.name}`).toBeDefined();
            expect(own.has(verdict!.source.constraint ?? '')).toBe(true);
          }
        }
        // The forces' figures differ, and some list is judged short by a force other than its own.
        expect(tacticalMinima.size).toBeGreaterThan(1);
        expect(shortOfTactical).toBeGreaterThan(0);
      });
  });
});
