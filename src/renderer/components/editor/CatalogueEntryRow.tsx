import { For, Show } from 'solid-js';
import type { CatalogueEntry } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { keyStats } from '../../state/catalogue-figures';
import { usePrimaryCost } from '../../state/use-primary-cost';
import { Icon } from '../common/Icon';

/** One entry of the catalogue: a click adds it; the small sheet button shows it without adding. */
export function CatalogueEntryRow(props: {
  entry: CatalogueEntry;
  id: string;
  name: string;
  kind: string;
  active: boolean;
  /** Its place among the entries listed (1 for the first) and how many there are. */
  position: number;
  setSize: number;
  /**
   * As the list stands, its limit is reached (`full`) or nothing allows it yet (`shut`: a limit of 0):
   * said on the row (adding one is an error).
   */
  limit?: 'full' | 'shut' | undefined;
  onAdd: () => void;
  onDetails: () => void;
}) {
  const editor = useEditor();
  const { t, locale } = useI18n();
  const cost = usePrimaryCost();
  const points = () => cost.entryPrice(props.entry);
  const stats = () =>
    keyStats(props.entry, editor.catalogue.game.unitStats, locale(), 5, editor.catalogue.statValues);
  return (
    <div
      id={props.id}
      role="option"
      aria-selected={props.active}
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      class="catalogue-entry"
      classList={{ active: props.active, full: props.limit !== undefined }}
      data-entry-id={props.entry.id}
      onClick={() => props.onAdd()}
    >
      <div class="entry-line">
        <span class="entry-name">{props.name}</span>
        <span class="visually-hidden">, {props.kind}, </span>
        <span class="entry-points">{points()}</span>
      </div>
      <Show when={props.limit}>
        {(limit) => (
          <div class="entry-full small" data-testid="entry-full">
            {t(limit() === 'shut' ? 'catalogue.shut' : 'catalogue.full')}
          </div>
        )}
      </Show>
      <div class="entry-stats muted small">
        <For each={stats()}>
          {(stat) => (
            <span class="stat-chip">
              <span class="stat-label">{stat.label}</span> {stat.value}
            </span>
          )}
        </For>
      </div>
      {/* A mouse shortcut to the sheet, not a control: inside an option it would be a nested control,
          and the keyboard already shows the sheet of the highlighted entry. */}
      <span
        class="icon-button entry-info"
        aria-hidden="true"
        title={t('catalogue.details', { name: props.name })}
        onClick={(event) => {
          event.stopPropagation();
          props.onDetails();
        }}
      >
        <Icon name="info" />
      </span>
    </div>
  );
}
