/**
 * The refusal of a number out of range names the range as each language writes it: digits grouped by
 * three (written without Intl, whose first use costs a command's start more than its own work).
 */
import { describe, expect, it } from 'vitest';
import { importSentences } from '../../../src/core/bsdata/import-messages';
import type { RefusedFile } from '../../../src/core/bsdata/import-report';

const refused: RefusedFile = {
  name: 'huge.cat',
  reason: 'read',
  error: {
    code: 'number-out-of-range',
    element: 'cost',
    attribute: 'value',
    where: 'Titan',
    value: '1e400',
  },
};

describe('a number refused at import', () => {
  it('is said with the range grouped as French writes it', () => {
    expect(importSentences.fr.refused(refused)).toContain(
      'n’est pas un nombre entre -1 000 000 000 000 et 1 000 000 000 000.',
    );
  });

  it('is said with the range grouped as English writes it', () => {
    expect(importSentences.en.refused(refused)).toContain(
      'is not a number between -1,000,000,000,000 and 1,000,000,000,000.',
    );
  });
});
