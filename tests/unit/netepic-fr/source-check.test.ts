/**
 * Issue #27: every formation and unit of the 13 NetEpic FR codices, read from their LaTeX in
 * ../shared/netepic-fr-v3, is in Muster's data with the same points, contents and statistics
 * (tests/helpers/netepic-fr-source/check.ts says exactly what is compared). Skipped when
 * ../shared/netepic-fr-v3 is absent; a codex without its data file yet is a todo, unless
 * REQUIRED_CODICES names it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataIndex } from '../../../src/core/engine/data-index';
import { readBuiltinGame } from '../../../src/main/catalogue/read-builtin-data';
import { CATALOGUE_ROOT } from '../../helpers/builtin-data';
import { checkCodexData, formatMismatches } from '../../helpers/netepic-fr-source/check';
import {
  CODICES,
  NETEPIC_FR_SOURCE_MISSING,
  netepicFrSourceAvailable,
  readCodexSource,
  type Codex,
} from '../../helpers/netepic-fr-source/codices';

/**
 * The catalogue ids (`netepic-fr-<army>-<300|310>`) that must exist: a missing one fails instead
 * of waiting as a todo. All 13 codices are written.
 */
const REQUIRED_CODICES: readonly string[] = [
  'netepic-fr-adeptus-mechanicus-310',
  'netepic-fr-biel-tan-300',
  'netepic-fr-biel-tan-310',
  'netepic-fr-exodites-300',
  'netepic-fr-exodites-310',
  'netepic-fr-genestealer-cult-300',
  'netepic-fr-necrons-300',
  'netepic-fr-necrons-310',
  'netepic-fr-tau-300',
  'netepic-fr-tau-310',
  'netepic-fr-tyranids-300',
  'netepic-fr-tyranids-310',
  'netepic-fr-world-eaters-310',
];

const DATA_FOLDER = join(CATALOGUE_ROOT, 'netepic');

function dataFile(codex: Codex): string {
  return join(DATA_FOLDER, `${codex.catalogueId}.json`);
}

if (!netepicFrSourceAvailable) console.warn(NETEPIC_FR_SOURCE_MISSING);

// The data files are ours: a required one that is missing fails even where the source is absent.
describe('the NetEpic FR codices required', () => {
  it.each(REQUIRED_CODICES.map((id) => [id]))('%s has its data file', (id) => {
    expect(existsSync(join(DATA_FOLDER, `${id}.json`)), `${id}.json in db/catalogue/netepic`).toBe(true);
  });
});

describe.skipIf(!netepicFrSourceAvailable)('the NetEpic FR codices against their source', () => {
  const present = CODICES.filter((codex) => existsSync(dataFile(codex)));
  const missing = CODICES.filter((codex) => !existsSync(dataFile(codex)));

  it('REQUIRED_CODICES names codices of the source', () => {
    const known = CODICES.map((codex) => codex.catalogueId);
    expect(REQUIRED_CODICES.filter((id) => !known.includes(id))).toEqual([]);
  });

  for (const codex of missing) {
    const name = `${codex.folder}: no data file ${codex.catalogueId}.json in db/catalogue/netepic yet`;
    if (REQUIRED_CODICES.includes(codex.catalogueId))
      it(name, () => {
        expect.fail(`${codex.catalogueId} is required (REQUIRED_CODICES) but ${dataFile(codex)} is missing`);
      });
    else it.todo(name);
  }

  if (present.length === 0) return;
  // Read (and schema-checked) once for every codex present; a bad file fails here, by its path.
  const data = readBuiltinGame(CATALOGUE_ROOT, 'netepic');
  const index = data ? new DataIndex(data) : undefined;

  it.each(present.map((codex) => [codex.folder, codex] as const))(
    '%s: every formation and unit as the source has it',
    (_folder, codex) => {
      const catalogue = index?.catalogues.get(codex.catalogueId);
      expect(catalogue, `${dataFile(codex)} does not hold catalogue ${codex.catalogueId}`).toBeDefined();
      if (!index || !catalogue) return;
      const mismatches = checkCodexData(index, catalogue, readCodexSource(codex));
      // One message with every difference: codex, source row, what the source says, what the data has.
      expect(mismatches.length, `\n${formatMismatches(codex.folder, mismatches)}\n`).toBe(0);
      // The option tree was walked whole: a link of this catalogue that leads nowhere shows here.
      const unresolved = index.problems.filter((problem) => problem.where.startsWith(`${catalogue.id}:`));
      expect(unresolved, 'links of the catalogue that do not resolve').toEqual([]);
    },
  );
});
