import { describe, expect, it } from 'vitest';
import { rowsKeeping } from '../../../src/renderer/state/kept-rows';

const range = { startIndex: 10, endIndex: 12, overscan: 1, count: 40 };

describe('rows kept drawn in a virtualised list', () => {
  it('draws the rows in view and those kept, in order, once each', () => {
    expect(rowsKeeping([39, 11, 2])(range)).toEqual([2, 9, 10, 11, 12, 13, 39]);
  });

  it('draws only the rows in view when none is kept', () => {
    expect(rowsKeeping([])(range)).toEqual([9, 10, 11, 12, 13]);
    expect(rowsKeeping([-1])(range)).toEqual([9, 10, 11, 12, 13]);
  });

  it('never draws a kept row the list no longer has', () => {
    expect(rowsKeeping([40, 55])(range)).toEqual([9, 10, 11, 12, 13]);
  });
});
