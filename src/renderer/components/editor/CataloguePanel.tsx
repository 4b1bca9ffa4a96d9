import { afterPaint } from '../../state/after-paint';
import { rootOffers } from '../../state/engine-options';
import { createVirtualizer } from '@tanstack/solid-virtual';
import {
  createEffect,
  createMemo,
  createSignal,
  createUniqueId,
  For,
  on,
  onCleanup,
  onMount,
  Show,
} from 'solid-js';
import type { CatalogueEntry } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import {
  catalogueRows,
  keepSameRows,
  kindsOf,
  searchTexts,
  type CatalogueRow,
} from '../../state/catalogue-rows';
import { sameItems } from '../../state/equal';
import { rowsKeeping } from '../../state/kept-rows';
import { observedHeight } from '../../state/observed-height';
import { useEditor } from '../../state/editor-context';
import { useRosterActions } from '../../state/use-roster-actions';
import { CatalogueEntryRow } from './CatalogueEntryRow';

const HEADER_HEIGHT = 34;
const ENTRY_HEIGHT = 58;

/**
 * The faction's entries, grouped by kind, filtered as one types (accents ignored). The search box
 * drives the list as a combobox: ↑ ↓ move the highlight, Enter adds the highlighted entry, so a
 * list can be built without leaving the keyboard. Only the visible rows are in the page.
 */
export function CataloguePanel() {
  const editor = useEditor();
  const actions = useRosterActions();
  const { t, text, kindLabel: gameKindLabel, kindUntranslated, locale } = useI18n();
  /** A kind the game does not name is shown in the interface's language where the data has both. */
  const kindLabel = (kind: string) => {
    const names = editor.catalogue.kindNames?.[kind];
    return names ? text(names) : gameKindLabel(kind);
  };
  const ids = {
    search: createUniqueId(),
    list: createUniqueId(),
    hint: createUniqueId(),
    kind: createUniqueId(),
    scroll: createUniqueId(),
  };
  const [query, setQuery] = createSignal('');
  /** The kind the panel is limited to ('' for all), as the data names it (Chef, Carte de soutien…). */
  const [kind, setKind] = createSignal('');
  const kinds = createMemo(() => kindsOf(editor.catalogue.game.id, editor.catalogue.entries));
  const [active, setActive] = createSignal(-1);
  /**
   * Narrow windows (the columns stacked): the entries are folded under the search box, so that the list
   * starts on the first screen instead of below a full catalogue. A list opened empty has nothing to
   * hide and shows them; looking for something (a query, a category) unfolds them until "Replier".
   * Wide windows always show them (the button is hidden).
   */
  const [unfolded, setUnfolded] = createSignal(editor.cards().selections.length === 0);
  createEffect(() => {
    if (query() !== '' || kind() !== '') setUnfolded(true);
  });
  /**
   * The language of a kind the data names in its own language, not the interface's (an imported
   * faction's "Boote"): marked, so that screen readers say it right and the reader knows why.
   */
  const dataLang = (each: string): string | undefined => {
    const language = editor.catalogue.faction.community?.language;
    return language && language !== locale() && kindUntranslated(each) ? language : undefined;
  };
  let scroller!: HTMLDivElement;
  let searchInput!: HTMLInputElement;
  // A list opens ready to type in: the first thing a player does is look for a unit. Focused once the
  // list is drawn: focusing a field lays the page out, which while the editor is being built would be
  // done once more for the cards drawn after it.
  onMount(() => onCleanup(afterPaint(() => searchInput.focus())));

  const abilityNames = (entry: CatalogueEntry) =>
    entry.abilities.flatMap((a) => {
      const ability = editor.catalogue.abilities[a.id];
      return ability ? [ability.name.fr, ability.name.en] : [];
    });
  const haystacks = createMemo(() => {
    locale();
    return new Map(
      editor.catalogue.entries.map((e) => [e.id, searchTexts(e, kindLabel(e.kind), abilityNames(e))]),
    );
  });
  /**
   * What the data hides at the root as the list stands is not offered, and what has reached its limit
   * says so (asked of the engine again once each edit is judged).
   */
  const offers = createMemo(() => rootOffers(editor.catalogue, editor.judgedList()));
  /** Whether an entry's limit is reached, or nothing allows it yet: said on its row. */
  const limitOf = (entry: CatalogueEntry): 'full' | 'shut' | undefined =>
    offers().shut.has(entry.id) ? 'shut' : offers().full.has(entry.id) ? 'full' : undefined;
  // A full entry can still be added (to swap a leader, say): the verdict then says what is over.
  const add = (entry: CatalogueEntry) => actions.addEntry(entry);
  // Rows kept as they were when unchanged (each visible row is keyed by its object), and no new list
  // at all when none changed: an edit leaves the panel alone unless what it offers changed.
  const rows = createMemo<CatalogueRow[]>(
    (previous) => {
      const texts = haystacks();
      const concealed = offers().hidden;
      return keepSameRows(
        previous,
        catalogueRows(
          editor.catalogue.game.id,
          concealed.size === 0
            ? editor.catalogue.entries
            : editor.catalogue.entries.filter((e) => !concealed.has(e.id)),
          query(),
          (e) => texts.get(e.id) ?? { names: [], other: '' },
          kind() || undefined,
        ),
      );
    },
    [],
    { equals: sameItems },
  );
  const entryCount = () => rows().filter((r) => r.type === 'entry').length;

  const virtualizer = createVirtualizer({
    get count() {
      return rows().length;
    },
    getScrollElement: () => scroller,
    estimateSize: (index) => (rows()[index]?.type === 'header' ? HEADER_HEIGHT : ENTRY_HEIGHT),
    overscan: 10,
    // Heights as the resize observer reports them, after the browser's own layout.
    measureElement: observedHeight(ENTRY_HEIGHT),
    // Rows are keyed by entry so that a measured height follows its entry through a search.
    getItemKey: (index) => {
      const row = rows()[index];
      return row?.type === 'entry' ? row.entry.id : `kind:${row?.kind ?? index}`;
    },
    // The highlighted entry stays drawn however the list is scrolled (by the wheel, say): the search
    // box names it as its active option, which must be in the page.
    get rangeExtractor() {
      return rowsKeeping([active()]);
    },
  });

  const firstEntry = () => rows().findIndex((r) => r.type === 'entry');
  // A new search highlights its first result, ready for Enter.
  createEffect(on(rows, () => setActive(query() ? firstEntry() : -1)));

  const activeEntry = (): CatalogueEntry | undefined => {
    const row = rows()[active()];
    return row?.type === 'entry' ? row.entry : undefined;
  };
  /**
   * The highlighted entry once its row is in the page: a highlight moved out of view is drawn after the
   * list scrolls to it, and the combobox names it only then (never an element that is not there).
   */
  const activeDrawn = () =>
    activeEntry() !== undefined && virtualizer.getVirtualItems().some((item) => item.index === active());
  const entryIndices = createMemo(() => rows().flatMap((r, i) => (r.type === 'entry' ? [i] : [])));
  /**
   * Each entry row's place among the entries: only the rows in view are in the page, so a screen
   * reader is told the position and the total ("12 of 40") rather than counting what is drawn.
   */
  const positions = createMemo(() => new Map(entryIndices().map((index, at) => [index, at + 1])));
  const moveActive = (step: number) => {
    const indices = entryIndices();
    if (indices.length === 0) return;
    const at = indices.indexOf(active());
    const next =
      at < 0 ? (step > 0 ? 0 : indices.length - 1) : Math.min(indices.length - 1, Math.max(0, at + step));
    const index = indices[next]!;
    setActive(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const row = rows()[index];
    if (row?.type === 'entry') editor.showEntry(row.entry.id);
  };

  const onKeyDown = (event: KeyboardEvent & { currentTarget: HTMLInputElement }) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'PageDown':
        event.preventDefault();
        moveActive(8);
        break;
      case 'PageUp':
        event.preventDefault();
        moveActive(-8);
        break;
      case 'Enter': {
        const entry = activeEntry();
        if (!entry) return;
        event.preventDefault();
        add(entry);
        break;
      }
      case 'Escape':
        if (query()) {
          event.preventDefault();
          setQuery('');
        }
        break;
    }
  };

  const optionId = (entry: CatalogueEntry) => `${ids.list}-${entry.id}`;

  return (
    <section
      class="panel catalogue-panel"
      classList={{ unfolded: unfolded() }}
      aria-labelledby={`${ids.list}-heading`}
    >
      <div class="panel-head">
        <h2 id={`${ids.list}-heading`} class="panel-title">
          {t('catalogue.heading')}
        </h2>
        <span class="muted small" aria-live="polite">
          {t('catalogue.results', { n: entryCount() })}
        </span>
        <button
          type="button"
          class="button ghost small catalogue-browse"
          data-testid="catalogue-browse"
          aria-expanded={unfolded()}
          aria-controls={ids.scroll}
          onClick={() => {
            // Folding forgets the search, which would unfold it again.
            if (unfolded()) {
              setQuery('');
              setKind('');
            }
            setUnfolded(!unfolded());
          }}
        >
          {unfolded() ? t('catalogue.fold') : t('catalogue.browse')}
        </button>
      </div>
      <div class="catalogue-search">
        <label for={ids.search} class="visually-hidden">
          {t('catalogue.search')}
        </label>
        <input
          id={ids.search}
          ref={searchInput}
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-describedby={ids.hint}
          aria-activedescendant={activeDrawn() ? optionId(activeEntry()!) : undefined}
          placeholder={t('catalogue.placeholder')}
          value={query()}
          data-testid="catalogue-search"
          onInput={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Show when={kinds().length > 1}>
          <div class="catalogue-kind">
            <label for={ids.kind} class="small">
              {t('catalogue.kind')}
            </label>
            <select
              id={ids.kind}
              data-testid="catalogue-kind"
              value={kind()}
              onChange={(event) => setKind(event.currentTarget.value)}
            >
              <option value="">{t('catalogue.allKinds')}</option>
              <For each={kinds()}>
                {(each) => (
                  <option value={each} lang={dataLang(each)}>
                    {kindLabel(each)}
                  </option>
                )}
              </For>
            </select>
          </div>
        </Show>
        <p id={ids.hint} class="muted small hint">
          {t('catalogue.hint')}
        </p>
      </div>
      {/* Focusable, so that the list scrolls from the keyboard too (the listbox itself is driven from the search box). */}
      <div
        id={ids.scroll}
        class="catalogue-scroll"
        ref={scroller}
        role="region"
        aria-label={t('catalogue.heading')}
        tabindex="0"
      >
        <Show when={entryCount() === 0}>
          <p class="muted empty-inline">{t('catalogue.none', { query: query() })}</p>
        </Show>
        <div
          id={ids.list}
          role="listbox"
          aria-label={t('catalogue.heading')}
          class="catalogue-list"
          style={{ height: `${virtualizer.getTotalSize()}px` }}
        >
          <For each={virtualizer.getVirtualItems()}>
            {(item) => {
              const row = () => rows()[item.index];
              return (
                <div
                  class="virtual-row"
                  role="presentation"
                  data-index={item.index}
                  // Long names wrap: each row is measured once drawn, so the list stays exact.
                  ref={(element) => queueMicrotask(() => virtualizer.measureElement(element))}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {/* Keyed: the row at this position changes with the search. */}
                  <Show when={row()} keyed>
                    {(value) =>
                      value.type === 'header' ? (
                        <div class="catalogue-group" role="presentation" aria-hidden="true">
                          <Show when={dataLang(value.kind)} fallback={kindLabel(value.kind)}>
                            {(language) => (
                              <span
                                class="data-term"
                                lang={language()}
                                title={t('catalogue.dataTerm', { lang: language() })}
                                data-testid="data-term"
                              >
                                {kindLabel(value.kind)}
                              </span>
                            )}
                          </Show>{' '}
                          <span class="muted">{value.count}</span>
                        </div>
                      ) : (
                        <CatalogueEntryRow
                          entry={value.entry}
                          id={optionId(value.entry)}
                          kind={kindLabel(value.entry.kind)}
                          active={active() === item.index}
                          position={positions().get(item.index) ?? 0}
                          setSize={entryIndices().length}
                          limit={limitOf(value.entry)}
                          onAdd={() => {
                            setActive(item.index);
                            add(value.entry);
                          }}
                          onDetails={() => {
                            setActive(item.index);
                            editor.showEntry(value.entry.id);
                          }}
                          name={text(value.entry.name)}
                        />
                      )
                    }
                  </Show>
                </div>
              );
            }}
          </For>
        </div>
      </div>
    </section>
  );
}
