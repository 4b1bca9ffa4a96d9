/** How an import's progress is said: the CLI's line and the page's bar (by bytes, else by files). */
import { describe, expect, it } from 'vitest';
import { START_PROGRESS } from '../../src/core/bsdata/import-progress';
import { progressLine } from '../../src/cli/import-progress';
import { progressFraction } from '../../src/renderer/state/import-job';

const reading = {
  phase: 'reading' as const,
  filesDone: 5,
  filesTotal: 21,
  bytesDone: 1_250_000,
  bytesTotal: 7_500_000,
};

describe('import progress', () => {
  it('is one line in the chosen language: phase, files, megabytes', () => {
    expect(progressLine(reading, 'fr')).toBe('Lecture 5/21 fichiers, 1,3/7,5 Mo');
    expect(progressLine(reading, 'en')).toBe('Reading 5/21 files, 1.3/7.5 MB');
    expect(progressLine(START_PROGRESS, 'en')).toBe('Starting');
    // Downloading from an index: the files are known before their size.
    expect(progressLine({ ...START_PROGRESS, phase: 'downloading', filesTotal: 4 }, 'fr')).toBe(
      'Téléchargement 0/4 fichiers',
    );
  });

  it('fills the bar by bytes when their total is known, else by files, else not at all', () => {
    expect(progressFraction(reading)).toBeCloseTo(1 / 6);
    expect(progressFraction({ ...reading, bytesDone: 0, bytesTotal: 0 })).toBeCloseTo(5 / 21);
    expect(progressFraction(START_PROGRESS)).toBeUndefined();
  });
});
