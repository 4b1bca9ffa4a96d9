import { describe, expect, it } from 'vitest';
import { previewLibraryText } from '../../../src/renderer/state/library-transfer';

describe('a first look at a picked library file', () => {
  it('counts the lists of a library file', () => {
    const text = JSON.stringify({ format: 'muster-library', version: 1, settings: {}, rosters: [{}, {}] });
    expect(previewLibraryText(text)).toEqual({ ok: true, lists: 2 });
  });
  it('says why another file is no library', () => {
    expect(previewLibraryText('%PDF-1.7')).toEqual({ ok: false, reason: 'not-json' });
    expect(previewLibraryText('null')).toEqual({ ok: false, reason: 'not-library' });
    expect(previewLibraryText('{"format":"muster-roster","name":"Une liste"}')).toEqual({
      ok: false,
      reason: 'not-library',
    });
    expect(previewLibraryText('{"format":"muster-library","version":2,"rosters":[]}')).toEqual({
      ok: false,
      reason: 'newer',
    });
  });
  it('refuses a file whose settings are longer than a setting may be, before sending it', () => {
    const text = JSON.stringify({
      format: 'muster-library',
      version: 1,
      settings: { language: 'x'.repeat(201) },
      rosters: [],
    });
    expect(previewLibraryText(text)).toEqual({ ok: false, reason: 'setting-too-long' });
  });
});
