/**
 * The work that runs off the request path: what a task is, and the pure function that does it (in
 * the worker, or on the calling thread when no worker can be started).
 */
import type { DataFileRead } from '../../core';
import { readStoredFile } from '../game-data/read-stored-file';
import { readUploadedRoster, type UploadedRoster } from '../game-data/read-uploaded-roster';

export type HeavyTask =
  | { kind: 'read-uploaded-roster'; name: string; bytes: Uint8Array }
  /** The stored files of a game system, read for its index (game-data-cache `prepare`). */
  | { kind: 'read-data-files'; contents: string[] };
// Community data being imported is not a task here: each import is a job of its own (import-jobs.ts).

export interface HeavyResults {
  'read-uploaded-roster': UploadedRoster;
  'read-data-files': DataFileRead[];
}

export interface HeavyTaskMessage {
  id: number;
  task: HeavyTask;
}

export type HeavyReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export function runHeavyTask(task: HeavyTask): HeavyResults[HeavyTask['kind']] {
  switch (task.kind) {
    case 'read-uploaded-roster':
      return readUploadedRoster(task.name, task.bytes);
    case 'read-data-files':
      return task.contents.map(readStoredFile);
  }
}
