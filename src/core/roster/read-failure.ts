/**
 * A list file's text read as JSON, and the error saying why a text is no list Muster can read (for
 * files of every version, share codes and API input alike).
 */
import {
  describeRosterReason,
  rosterProblemLines,
  rosterReadSentences,
  type RosterFieldProblem,
  type RosterReadReason,
} from './read-problems';

/**
 * How many wrong fields a refusal lists; past them, how many more. A damaged file may have thousands
 * (one per selection): the reason, and every message made of it, stay small.
 */
export const MAX_LISTED_PROBLEMS = 20;

function boundedReason(reason: RosterReadReason): RosterReadReason {
  if (reason.code !== 'invalid-content' || reason.problems.length <= MAX_LISTED_PROBLEMS) return reason;
  const more: RosterFieldProblem = {
    kind: 'more-problems',
    count: reason.problems.length - MAX_LISTED_PROBLEMS,
  };
  return { ...reason, problems: [...reason.problems.slice(0, MAX_LISTED_PROBLEMS), more] };
}

/** A roster file that cannot be read: `reason` says why as data; the message is its English sentence. */
export class RosterFormatError extends Error {
  /** One line per wrong field, in English: "selections.3.count: invalid value". */
  readonly problems: string[];
  readonly reason: RosterReadReason;

  constructor(reason: RosterReadReason) {
    const bounded = boundedReason(reason);
    const english = rosterReadSentences.en;
    const problems = rosterProblemLines(bounded, english);
    const sentence = describeRosterReason(bounded, english);
    const message = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
    this.name = 'RosterFormatError';
    this.problems = problems;
    this.reason = bounded;
  }
}

/** The JSON value of a roster file's text, or a RosterFormatError saying what kind of file it is instead. */
export function parseRosterJson(text: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw new RosterFormatError({ code: 'empty-file' });
  try {
    return JSON.parse(trimmed);
  } catch {
    const looksLikeJson = trimmed.startsWith('{') || trimmed.startsWith('[');
    throw new RosterFormatError({ code: looksLikeJson ? 'broken-json' : 'not-json' });
  }
}
