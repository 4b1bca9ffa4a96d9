/** Keystrokes in one field are each part of the roster at once, but undo takes them back as one step. */
import { describe, expect, it } from 'vitest';
import { createHistory } from '../../../src/renderer/state/history';

describe('history of typed edits', () => {
  it('merges keystrokes of one field in a row into one undo step', () => {
    const history = createHistory('');
    history.commit('A', 'name');
    history.commit('Al', 'name');
    history.commit('Alpha', 'name');
    expect(history.present()).toBe('Alpha');
    history.undo();
    expect(history.present()).toBe('');
    expect(history.canUndo()).toBe(false);
  });

  it('starts a new step when the field is left, another field is typed in, or after undo', () => {
    const history = createHistory('');
    history.commit('A', 'name');
    history.endMerge();
    history.commit('AB', 'name');
    history.commit('AB+label', 'label:s1');
    history.commit('AB+label+click');
    history.commit('AB+label+click+C', 'name');
    const seen = [history.present()];
    while (history.undo()) seen.push(history.present());
    expect(seen).toEqual(['AB+label+click+C', 'AB+label+click', 'AB+label', 'AB', 'A', '']);
  });
});
