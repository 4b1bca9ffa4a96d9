/**
 * The builder's edits as the interface offers them: each applies one pure edit from roster-ops (one
 * undo step), moves the selection where the player expects it and says what happened in the status
 * region, so that keyboard and screen reader users follow as well as mouse users.
 */
import { batch } from 'solid-js';
import type { CatalogueEntry } from '../../core';
import type { ListCards } from '../../core';
import { useI18n } from '../i18n/i18n';
import { useEditor } from './editor-context';
import {
  addUnit,
  attachUnit,
  duplicateUnitOf,
  embarkUnit,
  moveUnit,
  moveUnitAmongSiblings,
  removeUnit,
} from '../../core';
import { placeForNewEntryOf } from './engine-targets';
import { announce, say } from './toasts';
import { focusSelection, revealSelection } from './roster-reveal';

// Re-exported: the components and history-focus reach it from here.
export { focusSelection };

export function useRosterActions() {
  const editor = useEditor();
  const { t, text } = useI18n();
  const nameOf = (id: string, roster: ListCards = editor.cards()) => {
    const resolved = editor.structure().resolved(id);
    if (resolved) return text(resolved.name);
    return roster.selections.find((s) => s.id === id)?.entry ?? id;
  };

  return {
    nameOf,
    // Both read the labels the store works out once per list state (not a scan of the list per call).
    /** A name that tells this unit from its namesakes: "Détachement Tactique n° 2, Compagnie Tactique". */
    distinctName: (id: string) => editor.labels().get(id)?.distinct ?? nameOf(id),
    /** Whether another unit of the list has the same name. */
    hasNamesake: (id: string) => editor.labels().get(id)?.hasNamesake ?? false,
    /** Adds an entry where it belongs (in the formation being worked on) and selects it. */
    addEntry(entry: CatalogueEntry, parent?: string, options: { focus?: boolean } = {}) {
      const target =
        parent ??
        placeForNewEntryOf(editor.catalogue, editor.list(), editor.cards(), entry.id, editor.selectedId());
      // The engine brings the unit's models, default weapons and a formation's contents.
      const added = addUnit(editor.list(), editor.catalogue, entry.id, target);
      const id = added.unitId;
      if (id === null) return;
      // One batch: the new card is drawn already selected, hence open with its options.
      batch(() => {
        editor.apply(() => added.list);
        editor.select(id);
      });
      say(
        target === undefined
          ? t('catalogue.added', { name: text(entry.name) })
          : t('catalogue.addedInto', { name: text(entry.name), parent: nameOf(target) }),
      );
      if (options.focus) focusSelection(id);
      else revealSelection(id, false);
    },
    remove(id: string) {
      const name = nameOf(id);
      const siblings = editor.cards().selections;
      const index = siblings.findIndex((s) => s.id === id);
      editor.apply((list) => removeUnit(list, editor.unitContext, id));
      const after = editor.cards();
      // Keep the keyboard where it was: on the next unit, or the previous one at the end.
      const next = after.selections[Math.min(index, after.selections.length - 1)];
      editor.select(next?.id ?? null);
      if (next) focusSelection(next.id);
      announce(t('roster.removed', { name }), {
        tone: 'info',
        action: {
          label: t('common.undo'),
          run: () => {
            if (editor.cards() === after) editor.undo();
            editor.select(id);
            focusSelection(id);
          },
        },
      });
    },
    duplicate(id: string) {
      const result = duplicateUnitOf(editor.list(), editor.unitContext, id);
      const copyId = result.copyId;
      if (copyId === null) return;
      batch(() => {
        editor.apply(() => result.list);
        editor.select(copyId);
      });
      focusSelection(copyId);
      say(t('roster.duplicated', { name: nameOf(id) }));
    },
    move(id: string, delta: -1 | 1) {
      if (editor.apply((list) => moveUnitAmongSiblings(list, editor.unitContext, id, delta))) {
        say(t('roster.moved', { name: nameOf(id) }));
        focusSelection(id);
      }
    },
    place(id: string, place: { before: string } | { after: string } | { into: string | undefined }) {
      if (editor.apply((list) => moveUnit(list, editor.unitContext, id, place))) {
        editor.select(id);
        say(t('roster.moved', { name: nameOf(id) }));
      }
    },
    attach(id: string, target: string | undefined) {
      if (!editor.apply((list) => attachUnit(list, editor.unitContext, id, target))) return;
      editor.select(id);
      say(
        target === undefined
          ? t('roster.detached', { name: nameOf(id) })
          : t('roster.attached', { name: nameOf(id), target: nameOf(target) }),
      );
    },
    embark(id: string, target: string | undefined) {
      if (!editor.apply((list) => embarkUnit(list, editor.unitContext, id, target))) return;
      editor.select(id);
      say(
        target === undefined
          ? t('roster.disembarked', { name: nameOf(id) })
          : t('roster.embarked', { name: nameOf(id), target: nameOf(target) }),
      );
    },
  };
}

export type RosterActions = ReturnType<typeof useRosterActions>;
