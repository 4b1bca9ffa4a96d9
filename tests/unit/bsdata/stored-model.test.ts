/**
 * A stored file's model in our serialisation (core/bsdata/stored-model.ts): read back as it was
 * written, and refused (undefined) whenever it is not a whole model of the file asked for in this
 * format, so that the caller reads the XML again instead of trusting it.
 */
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../../src/core/bsdata/read-data-file';
import {
  STORED_MODEL_FORMAT,
  serialiseStoredModel,
  storedModelFrom,
  type StoredModel,
} from '../../../src/core/bsdata/stored-model';

const CATALOGUE =
  '<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat" name="Crew" revision="3" gameSystemId="gs" xmlns="http://www.battlescribe.net/schema/catalogueSchema">' +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit">' +
  '<costs><cost name="pts" typeId="pts" value="10"/></costs>' +
  '<modifiers><modifier type="increment" field="pts" value="1"><repeats><repeat field="selections" scope="parent" value="2" repeats="1" childId="squad"/></repeats></modifier>' +
  '<modifier type="unheard-of" field="pts" value="1"/></modifiers>' +
  '<profiles><profile id="p" name="Squad" typeId="t"><characteristics><characteristic name="M" typeId="m">5&quot;</characteristic></characteristics></profile></profiles>' +
  '</selectionEntry></selectionEntries><unknownThing/>' +
  '</catalogue>';

function model(): StoredModel {
  const read = readDataFile(CATALOGUE);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return { file: read.file, unsupported: read.unsupported };
}

const KEY = { id: 'cat', kind: 'catalogue' } as const;

/** The serialised model with `change` applied to its parsed envelope. */
function altered(change: (envelope: Record<string, unknown>) => void): string {
  const envelope = JSON.parse(serialiseStoredModel(model())) as Record<string, unknown>;
  change(envelope);
  return JSON.stringify(envelope);
}

describe('stored data models', () => {
  it('reads back what was written: the model and what Muster does not read in the file', () => {
    const written = model();
    expect(written.unsupported.map((u) => u.construct)).toEqual([
      'modifier type unheard-of',
      'element unknownThing',
    ]);
    expect(storedModelFrom(serialiseStoredModel(written), KEY)).toEqual(written);
  });

  it('refuses text that is not a whole model of this format', () => {
    const text = serialiseStoredModel(model());
    expect(storedModelFrom(text.slice(0, -10), KEY)).toBeUndefined();
    expect(storedModelFrom('', KEY)).toBeUndefined();
    expect(storedModelFrom('null', KEY)).toBeUndefined();
    expect(storedModelFrom('[]', KEY)).toBeUndefined();
    expect(storedModelFrom(JSON.stringify(model()), KEY)).toBeUndefined();
    expect(
      storedModelFrom(
        altered((e) => (e.format = STORED_MODEL_FORMAT + 1)),
        KEY,
      ),
    ).toBeUndefined();
    expect(
      storedModelFrom(
        altered((e) => (e.envelope = 'something else')),
        KEY,
      ),
    ).toBeUndefined();
  });

  it('refuses the model of another file, or of another kind', () => {
    const text = serialiseStoredModel(model());
    expect(storedModelFrom(text, { id: 'other', kind: 'catalogue' })).toBeUndefined();
    expect(storedModelFrom(text, { id: 'cat', kind: 'gameSystem' })).toBeUndefined();
  });

  it('refuses a model whose lists are not lists of objects, or whose ids are not text', () => {
    const entry = (e: Record<string, unknown>) =>
      ((e.file as Record<string, unknown>).selectionEntries as Record<string, unknown>[])[0]!;
    const broken = [
      altered((e) => ((e.file as Record<string, unknown>).selectionEntries = { squad: {} })),
      altered((e) => (entry(e).costs = [null])),
      altered((e) => (entry(e).profiles = [[]])),
      altered((e) => (entry(e).id = 7)),
      altered((e) => ((entry(e).modifiers as Record<string, unknown>[])[0]!.repeats = 'twice')),
      altered((e) => delete (e.file as Record<string, unknown>).gameSystemId),
      altered((e) => (e.unsupported = [{ construct: 'element x' }])),
      altered((e) => delete e.unsupported),
    ];
    for (const text of broken) expect(storedModelFrom(text, KEY)).toBeUndefined();
    // A repeat's `repeats` is its count, not a list: that model is whole.
    expect(
      storedModelFrom(
        altered(() => undefined),
        KEY,
      ),
    ).toEqual(model());
  });
});
