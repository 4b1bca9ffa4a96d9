/**
 * BattleScribe's vocabulary as the engine reads it: the one list of each kind, used by the schema,
 * the XML reader and the conformance runner (New Recruit's additions are outside it, and named when met).
 */
export const MODIFIER_TYPES = [
  'set',
  'increment',
  'decrement',
  'append',
  'add',
  'remove',
  'set-primary',
  'unset-primary',
] as const;

export const CONDITION_TYPES = [
  'equalTo',
  'notEqualTo',
  'atLeast',
  'atMost',
  'greaterThan',
  'lessThan',
  'instanceOf',
  'notInstanceOf',
] as const;

export const CONSTRAINT_TYPES = ['min', 'max'] as const;
export const CONDITION_GROUP_TYPES = ['and', 'or'] as const;
