/**
 * The zod schema of catalogue model v2 (see model.ts): what a game-data file must be before the
 * engine reads it. Ids are free strings (community data uses GUID-like ids), game ids are validated
 * strings rather than a closed list, and every text may exist in one language only. Nesting is
 * bounded before parsing (`checkDepth`) so that a hostile file is refused, not a stack overflow.
 */
import { z } from 'zod';
import type {
  Catalogue,
  CategoryEntry,
  Condition,
  ConditionGroup,
  Constraint,
  EntryLink,
  ForceEntry,
  GameSystem,
  InfoGroup,
  Modifier,
  ModifierGroup,
  Profile,
  Repeat,
  Rule,
  SelectionEntry,
  SelectionEntryGroup,
} from './model';
import { CONDITION_GROUP_TYPES, CONDITION_TYPES, CONSTRAINT_TYPES, MODIFIER_TYPES } from './vocabulary';

/** Deeper nesting than this is refused: real data nests entries about ten levels deep. */
export const MAX_DATA_DEPTH = 200;

const id = z.string().min(1).max(200);
const localText = z.union([
  z.string().max(100_000),
  z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/), z.string().max(100_000)),
]);
const flag = z.boolean().optional();

/** A game id: lower-case words joined by dashes. */
export const gameIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'game ids are lower-case words joined by dashes');

/** A query written without field or scope counts selections in its parent (BattleScribe's defaults). */
const query = {
  field: z.string().min(1).default('selections'),
  scope: z.string().min(1).default('parent'),
  shared: flag,
  includeChildSelections: flag,
  includeChildForces: flag,
  percentValue: flag,
};

const constraint: z.ZodType<Constraint> = z.object({
  ...query,
  id,
  type: z.enum(CONSTRAINT_TYPES),
  value: z.number(),
});

const condition: z.ZodType<Condition> = z.object({
  ...query,
  type: z.enum(CONDITION_TYPES),
  value: z.number(),
  childId: id.optional(),
});

const conditionGroup: z.ZodType<ConditionGroup> = z.lazy(() =>
  z.object({
    type: z.enum(CONDITION_GROUP_TYPES),
    conditions: z.array(condition).optional(),
    conditionGroups: z.array(conditionGroup).optional(),
  }),
);

const repeat: z.ZodType<Repeat> = z.object({
  ...query,
  value: z.number(),
  repeats: z.number().int(),
  childId: id.optional(),
  roundUp: flag,
});

const modifier: z.ZodType<Modifier> = z.object({
  type: z.enum(MODIFIER_TYPES),
  field: z.string().min(1),
  value: z.union([z.string(), z.number(), z.boolean()]),
  conditions: z.array(condition).optional(),
  conditionGroups: z.array(conditionGroup).optional(),
  repeats: z.array(repeat).optional(),
});

const modifierGroup: z.ZodType<ModifierGroup> = z.lazy(() =>
  z.object({
    modifiers: z.array(modifier).optional(),
    modifierGroups: z.array(modifierGroup).optional(),
    conditions: z.array(condition).optional(),
    conditionGroups: z.array(conditionGroup).optional(),
    repeats: z.array(repeat).optional(),
  }),
);

const modifiable = {
  modifiers: z.array(modifier).optional(),
  modifierGroups: z.array(modifierGroup).optional(),
};
const placed = { hidden: flag, publicationId: id.optional(), page: z.string().optional() };

const profile: z.ZodType<Profile> = z.object({
  ...modifiable,
  ...placed,
  id,
  name: localText,
  typeId: id,
  typeName: localText.optional(),
  characteristics: z.array(z.object({ typeId: id, name: localText.optional(), value: localText })).optional(),
});

const rule: z.ZodType<Rule> = z.object({
  ...modifiable,
  ...placed,
  id,
  name: localText,
  description: localText.optional(),
});

const infoLink = z.object({
  ...modifiable,
  ...placed,
  id,
  name: localText.optional(),
  targetId: id,
  type: z.enum(['profile', 'rule', 'infoGroup']),
});

const infoGroup: z.ZodType<InfoGroup> = z.lazy(() =>
  z.object({ ...modifiable, ...placed, ...info, id, name: localText.optional() }),
);

const info = {
  profiles: z.array(profile).optional(),
  rules: z.array(rule).optional(),
  get infoGroups() {
    return z.array(infoGroup).optional();
  },
  infoLinks: z.array(infoLink).optional(),
};

const entryBase = {
  ...modifiable,
  ...placed,
  ...info,
  id,
  name: localText.optional(),
  constraints: z.array(constraint).optional(),
  comment: z.string().optional(),
  bsdataId: id.optional(),
};

/** Category links are often written without an id of their own: they are named after their target. */
const categoryLink = z
  .object({ ...entryBase, id: id.optional(), targetId: id, primary: flag })
  .transform((link) => ({ ...link, id: link.id ?? `${link.targetId}.link` }));
const cost = z.object({ typeId: id, name: localText.optional(), value: z.number() });

const container = {
  ...entryBase,
  collective: flag,
  import: flag,
  costs: z.array(cost).optional(),
  categoryLinks: z.array(categoryLink).optional(),
  get selectionEntries() {
    return z.array(selectionEntry).optional();
  },
  get selectionEntryGroups() {
    return z.array(selectionEntryGroup).optional();
  },
  get entryLinks() {
    return z.array(entryLink).optional();
  },
};

const selectionEntry: z.ZodType<SelectionEntry> = z.lazy(() =>
  z.object({
    ...container,
    name: localText,
    type: z.string().min(1).default('upgrade'),
    defaultAmount: z.number().int().nonnegative().max(10_000).optional(),
    replaces: z.array(z.object({ targetId: id, count: z.number().int().positive().optional() })).optional(),
  }),
);
const selectionEntryGroup: z.ZodType<SelectionEntryGroup> = z.lazy(() =>
  z.object({ ...container, name: localText, defaultSelectionEntryId: id.optional() }),
);
const entryLink: z.ZodType<EntryLink> = z.lazy(() =>
  z.object({ ...container, targetId: id, type: z.enum(['selectionEntry', 'selectionEntryGroup']) }),
);

const categoryEntry: z.ZodType<CategoryEntry> = z.object({ ...entryBase, name: localText });
const forceEntry: z.ZodType<ForceEntry> = z.lazy(() =>
  z.object({
    ...entryBase,
    name: localText,
    forceEntries: z.array(forceEntry).optional(),
    categoryLinks: z.array(categoryLink).optional(),
  }),
);

const dataFile = {
  ...info,
  id,
  name: localText,
  comment: z.string().optional(),
  revision: z.number().int().optional(),
  publications: z
    .array(
      z.object({
        id,
        name: localText,
        shortName: z.string().optional(),
        publisher: z.string().optional(),
        publicationDate: z.string().optional(),
        publisherUrl: z.string().optional(),
      }),
    )
    .optional(),
  costTypes: z
    .array(z.object({ id, name: localText, defaultCostLimit: z.number().optional(), hidden: flag }))
    .optional(),
  profileTypes: z
    .array(
      z.object({
        id,
        name: localText,
        characteristicTypes: z
          .array(z.object({ id, name: localText, shortName: localText.optional() }))
          .optional(),
      }),
    )
    .optional(),
  categoryEntries: z.array(categoryEntry).optional(),
  forceEntries: z.array(forceEntry).optional(),
  selectionEntries: z.array(selectionEntry).optional(),
  entryLinks: z.array(entryLink).optional(),
  sharedSelectionEntries: z.array(selectionEntry).optional(),
  sharedSelectionEntryGroups: z.array(selectionEntryGroup).optional(),
  sharedRules: z.array(rule).optional(),
  sharedProfiles: z.array(profile).optional(),
  sharedInfoGroups: z.array(infoGroup).optional(),
};

export const gameSystemSchema: z.ZodType<GameSystem> = z.object({
  ...dataFile,
  kind: z.literal('gameSystem'),
});

export const catalogueSchema: z.ZodType<Catalogue> = z.object({
  ...dataFile,
  kind: z.literal('catalogue'),
  gameSystemId: id,
  gameSystemRevision: z.number().int().optional(),
  library: flag,
  catalogueLinks: z
    .array(
      z.object({
        id,
        name: localText.optional(),
        targetId: id,
        type: z.literal('catalogue').optional(),
        importRootEntries: flag,
      }),
    )
    .optional(),
});

/** How deep a JSON value nests, measured without recursion; stops counting past `limit`. */
export function nestingDepth(value: unknown, limit = MAX_DATA_DEPTH): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    deepest = Math.max(deepest, item.depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item.value)) stack.push({ value: child, depth: item.depth + 1 });
  }
  return deepest;
}

export type DataFileParse<T> =
  { ok: true; value: T } | { ok: false; code: 'too-deep' | 'invalid'; issues: string[] };

function parseWith<T>(schema: z.ZodType<T>, value: unknown): DataFileParse<T> {
  if (nestingDepth(value) > MAX_DATA_DEPTH) return { ok: false, code: 'too-deep', issues: [] };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    code: 'invalid',
    issues: result.error.issues.slice(0, 20).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

export function parseGameSystem(value: unknown): DataFileParse<GameSystem> {
  return parseWith(gameSystemSchema, value);
}

export function parseCatalogue(value: unknown): DataFileParse<Catalogue> {
  return parseWith(catalogueSchema, value);
}
