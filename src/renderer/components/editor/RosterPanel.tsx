import { For, Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { dragging, dropTarget, setDragging, setDropTarget } from '../../state/drag';
import { useRosterActions } from '../../state/use-roster-actions';
import { ListNotes } from './ListNotes';
import { SelectionCard } from './SelectionCard';

const END = '__end__';

/**
 * The list as the game structures it: NetEpic compagnies and cards holding their détachements, a
 * Deadzone strike team, a Freebooter's Fate crew, an Antares force, in the player's order.
 */
export function RosterPanel() {
  const editor = useEditor();
  const actions = useRosterActions();
  const { t } = useI18n();
  const roots = () => editor.structure().roots.map((s) => s.id);
  const atEnd = () => dropTarget()?.id === END;
  return (
    <section class="panel roster-panel" aria-labelledby="roster-heading">
      <div class="panel-head">
        <h2 id="roster-heading" class="panel-title">
          {t(`roster.headings.${editor.catalogue.game.id}`)}
        </h2>
        <span class="muted small">{t('roster.units', { n: editor.roster().selections.length })}</span>
      </div>
      <div class="roster-scroll">
        <Show
          when={roots().length > 0}
          fallback={
            <div class="empty-state compact">
              <p class="empty-title">{t('roster.empty')}</p>
              <p class="muted">{t('roster.emptyHint')}</p>
            </div>
          }
        >
          <p class="muted small hint">{t('roster.keyboardHint')}</p>
          <ul class="roster-tree" data-testid="roster-tree">
            <For each={roots()}>{(id) => <SelectionCard id={id} actions={actions} />}</For>
          </ul>
          <div
            class="drop-end"
            classList={{ visible: dragging() !== null, active: atEnd() }}
            aria-hidden="true"
            onDragOver={(event) => {
              if (dragging() === null) return;
              event.preventDefault();
              if (!atEnd()) setDropTarget({ id: END, zone: 'after' });
            }}
            onDragLeave={() => atEnd() && setDropTarget(null)}
            onDrop={(event) => {
              const dragged = dragging();
              setDragging(null);
              setDropTarget(null);
              if (dragged === null) return;
              event.preventDefault();
              actions.place(dragged, { into: undefined });
            }}
          >
            {t('roster.dropEnd')}
          </div>
        </Show>
        <ListNotes />
      </div>
    </section>
  );
}
