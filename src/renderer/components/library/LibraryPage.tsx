import { createEffect, createResource, createSignal, createUniqueId, For, onCleanup, Show } from 'solid-js';
import type { MusterList } from '../../../core';
import type { FactionCatalogue } from '../../../shared/catalogue-types';
import type { RosterSummary } from '../../../shared/roster-types';
import { unwrap } from '../../api/client';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { newRosterRequested, setNewRosterRequested } from '../../state/desktop';
import { importRosterText } from '../../state/desktop-menu';
import { downloadRoster } from '../../state/download';
import { LIBRARY_SORTS, serverSort, sortRosters, type LibrarySort } from '../../state/library-sort';
import { prepareLastEdited } from '../../state/prepare-open';
import { hrefOf, navigate } from '../../state/route';
import { announce } from '../../state/toasts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { Icon } from '../common/Icon';
import { EditorRehearsal } from '../editor/EditorRehearsal';
import { DamagedDatabaseBanner } from './DamagedDatabaseBanner';
import { ImportButton } from './ImportButton';
import { OpenCodeDialog } from './OpenCodeDialog';
import { LibraryFileActions } from './LibraryFileActions';
import { NewRosterDialog } from './NewRosterDialog';
import { RenameRosterDialog } from './RenameRosterDialog';
import type { RosterRowActions } from './RosterRowMenu';
import { RosterTable } from './RosterTable';

/**
 * The saved lists: search, sort, create, import, and per list rename, duplicate, export, delete; the
 * whole library as one file; and, after a start on a damaged database, its restore.
 */
export function LibraryPage() {
  const api = useApi();
  const i18n = useI18n();
  const { t, locale, errorText } = i18n;
  const ids = { search: createUniqueId(), sort: createUniqueId() };
  const [query, setQuery] = createSignal('');
  const [search, setSearch] = createSignal('');
  const [sort, setSort] = createSignal<LibrarySort>('updated');
  const [creating, setCreating] = createSignal(false);
  const [openingCode, setOpeningCode] = createSignal(false);
  const [renaming, setRenaming] = createSignal<RosterSummary | null>(null);
  const [deleting, setDeleting] = createSignal<RosterSummary | null>(null);

  // The desktop menu's "Nouvelle liste", from here or from the editor.
  createEffect(() => {
    if (!newRosterRequested()) return;
    setNewRosterRequested(false);
    setCreating(true);
  });

  const [games] = createResource(() => unwrap(api.listGames({})));
  const [info] = createResource(() => unwrap(api.appInfo({})));
  const [rosters, { refetch }] = createResource(
    () => ({ query: search(), sort: serverSort(sort()) }),
    (key) => unwrap(api.listRosters({ sort: key.sort, ...(key.query ? { query: key.query } : {}) })),
  );

  // While the library is idle, the list edited last is made ready to open (prepare-open.ts), its
  // editor drawn once out of sight (EditorRehearsal.tsx).
  const [rehearsal, setRehearsal] = createSignal<{ list: MusterList; catalogue: FactionCatalogue }>();
  let stopPreparing: (() => void) | undefined;
  createEffect(() => {
    const listed = rosters.latest;
    if (listed && !stopPreparing)
      stopPreparing = prepareLastEdited(api, listed, (list, catalogue) => setRehearsal({ list, catalogue }));
  });
  onCleanup(() => stopPreparing?.());

  /** The currency a list is counted in: its game's primary cost. */
  const costOf = (summary: RosterSummary) => {
    const game = games()?.find((g) => g.id === summary.game);
    return (game?.costTypes.find((c) => c.primary) ?? game?.costTypes[0])?.id ?? 'points';
  };
  const shown = () => {
    const list = rosters.latest;
    return list && sortRosters(list, sort(), { locale: locale(), costOf });
  };

  // Searching as one types, without a request per key.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onSearch = (value: string) => {
    setQuery(value);
    clearTimeout(timer);
    timer = setTimeout(() => setSearch(value.trim()), 150);
  };
  onCleanup(() => clearTimeout(timer));

  const failed = (message: string) => announce(t('library.failed', { message }), { tone: 'error' });

  const actions: RosterRowActions = {
    rename: (summary) => setRenaming(summary),
    async duplicate(summary) {
      const result = await api.duplicateRoster({ id: summary.id });
      if (!result.ok) return failed(errorText(result.error));
      announce(t('library.duplicated', { name: result.value.name }));
      void refetch();
    },
    async exportFile(summary) {
      // The list file as stored (its copies that differ kept), whether or not its data is here.
      const result = await api.exportRoster({ id: summary.id, format: 'json', lang: locale() });
      if (!result.ok) return failed(errorText(result.error));
      announce(t('library.exported', { file: downloadRoster(summary, result.value.content) }));
    },
    remove: (summary) => setDeleting(summary),
  };

  const confirmDelete = async () => {
    const summary = deleting();
    setDeleting(null);
    if (!summary) return;
    const index = shown()?.findIndex((r) => r.id === summary.id) ?? -1;
    const result = await api.deleteRoster({ id: summary.id });
    if (!result.ok) return failed(errorText(result.error));
    await refetch();
    // The menu that had the focus is gone with its row: the keyboard goes to the next list.
    requestAnimationFrame(() => {
      const links = document.querySelectorAll<HTMLElement>('.roster-table .roster-link');
      (
        links[Math.min(index, links.length - 1)] ??
        document.querySelector<HTMLElement>('.library-actions .primary')
      )?.focus();
    });
    announce(t('library.deleted', { name: summary.name }), {
      tone: 'info',
      action: {
        label: t('common.undo'),
        run: async () => {
          const restored = await api.restoreRoster({ id: summary.id });
          if (!restored.ok) return failed(errorText(restored.error));
          announce(t('library.restored', { name: summary.name }));
          void refetch();
        },
      },
    });
  };

  const rename = async (summary: RosterSummary, name: string): Promise<string | null> => {
    const result = await api.renameRoster({ id: summary.id, name });
    if (!result.ok) return errorText(result.error);
    setRenaming(null);
    announce(t('library.renamed', { name }));
    void refetch();
    return null;
  };

  // The imported list opens, as a BattleScribe roster does: the player imported it to look at it.
  const importFile = async (text: string) => {
    const roster = await importRosterText(api, i18n, text);
    if (roster) navigate({ page: 'editor', rosterId: roster.id });
  };

  return (
    <>
      <div class="library" data-testid="library">
        <DamagedDatabaseBanner
          file={info.state === 'ready' ? info().damagedDatabase : undefined}
          onRestored={() => void refetch()}
        />
        <div class="library-head">
          <div>
            <h2 class="page-title">{t('library.heading')}</h2>
            <p class="muted">{t('library.intro')}</p>
          </div>
          <div class="library-actions">
            <a class="button secondary" href={hrefOf({ page: 'gameData' })} data-testid="open-game-data">
              <Icon name="book" />
              {t('gameData.open')}
            </a>
            <ImportButton onFile={importFile} />
            <button
              type="button"
              class="button secondary"
              aria-label={t('share.openLabel')}
              aria-haspopup="dialog"
              data-testid="open-code"
              onClick={() => setOpeningCode(true)}
            >
              <Icon name="link" />
              {t('share.open')}
            </button>
            <button type="button" class="button primary" onClick={() => setCreating(true)}>
              <Icon name="plus" />
              {t('library.new')}
            </button>
          </div>
        </div>

        <div class="library-tools" role="search">
          <div class="field grow">
            <label for={ids.search}>{t('library.search')}</label>
            <input
              id={ids.search}
              type="search"
              placeholder={t('library.searchPlaceholder')}
              value={query()}
              onInput={(event) => onSearch(event.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for={ids.sort}>{t('library.sort')}</label>
            <select
              id={ids.sort}
              value={sort()}
              onChange={(event) => setSort(event.currentTarget.value as LibrarySort)}
            >
              <For each={LIBRARY_SORTS}>{(s) => <option value={s}>{t(`library.sorts.${s}`)}</option>}</For>
            </select>
          </div>
          <p class="muted count" aria-live="polite">
            {t('library.count', { n: rosters.latest?.length ?? 0 })}
          </p>
        </div>

        <Show when={rosters.error as Error | undefined}>
          {(error) => <p class="form-error">{error().message}</p>}
        </Show>
        <Show when={shown()}>
          {(list) => (
            <Show
              when={list().length > 0}
              fallback={
                <div class="empty-state">
                  <Show when={search() === ''} fallback={<p>{t('library.noMatch', { query: search() })}</p>}>
                    <p class="empty-title">{t('library.empty')}</p>
                    <p class="muted">{t('library.emptyHint')}</p>
                    <button type="button" class="button primary" onClick={() => setCreating(true)}>
                      <Icon name="plus" />
                      {t('library.new')}
                    </button>
                  </Show>
                </div>
              }
            >
              <RosterTable rosters={list()} games={games() ?? []} actions={actions} />
            </Show>
          )}
        </Show>

        <LibraryFileActions onImported={() => void refetch()} />

        <NewRosterDialog
          open={creating()}
          games={games() ?? []}
          onClose={() => setCreating(false)}
          onCreated={(roster) => {
            setCreating(false);
            navigate({ page: 'editor', rosterId: roster.id });
          }}
        />
        <RenameRosterDialog roster={renaming()} onClose={() => setRenaming(null)} onRename={rename} />
        <OpenCodeDialog
          open={openingCode()}
          onClose={() => setOpeningCode(false)}
          onOpened={(roster) => {
            setOpeningCode(false);
            navigate({ page: 'editor', rosterId: roster.id });
          }}
        />
        <ConfirmDialog
          open={deleting() !== null}
          title={t('remove.title')}
          body={t('remove.body', { name: deleting()?.name ?? '' })}
          confirm={t('remove.submit')}
          cancel={t('common.cancel')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      </div>
      <Show when={rehearsal()}>
        {(shown) => (
          <EditorRehearsal
            list={shown().list}
            catalogue={shown().catalogue}
            onDone={() => setRehearsal(undefined)}
          />
        )}
      </Show>
    </>
  );
}
