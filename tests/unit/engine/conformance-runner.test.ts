import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFolder, summarise } from '../../../src/conformance/run-folder';

const SPEC = (expectedCost: number, modifierType = 'increment') => `
id: spec-${modifierType}-${expectedCost}
category: modifier
description: a unit dearer when a model is in the force
setup:
  gameSystem:
    costTypes: [{ id: pts, name: pts }]
    forceEntries: [{ id: fe-1, name: Detachment }]
  catalogues:
    - id: cat-1
      selectionEntries:
        - id: se-model
          name: Model
          type: model
        - id: se-squad
          name: Squad
          type: unit
          costs: [{ name: pts, typeId: pts, value: 50 }]
          modifiers:
            - type: ${modifierType}
              field: pts
              value: "10"
              conditions: [{ type: atLeast, value: 1, field: selections, scope: force, childId: se-model }]
steps:
  - action: addForce
    id: add
    forceEntryId: fe-1
  - action: selectEntry
    forceId: \${{ steps.add.forceId }}
    entryId: se-model
  - action: selectEntry
    forceId: \${{ steps.add.forceId }}
    entryId: se-squad
  - expectedState:
      costs: [{ typeId: pts, value: ${expectedCost} }]
`;

describe('conformance runner', () => {
  it('passes, fails with the step and the difference, and skips naming the construct', () => {
    const folder = mkdtempSync(join(tmpdir(), 'muster-specs-'));
    writeFileSync(join(folder, 'pass.yaml'), SPEC(60));
    writeFileSync(join(folder, 'fail.yaml'), SPEC(70));
    writeFileSync(join(folder, 'skip.yaml'), SPEC(60, 'multiply'));
    writeFileSync(join(folder, 'broken.yaml'), 'id: [unclosed');
    const summary = summarise(runFolder(folder));
    expect({ passed: summary.passed, failed: summary.failed, skipped: summary.skipped }).toEqual({
      passed: 1,
      failed: 2,
      skipped: 1,
    });
    expect(summary.failures).toContainEqual({
      id: 'spec-increment-70',
      step: 4,
      message: 'costs[pts]: expected 70, got 60',
    });
    expect(summary.skips[0]!.message).toContain('modifier type multiply');
    expect(summary.byCategory.modifier).toEqual({ passed: 1, failed: 1, skipped: 1 });
  });
});
