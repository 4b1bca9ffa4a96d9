import { For, Show } from 'solid-js';
import type { StoredDataFile } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import type { GameSystemGroup } from '../../state/game-data';

/** Game systems, each followed by its catalogues: name, revision, source, date added, and "Retirer". */
export function GameDataTable(props: {
  groups: GameSystemGroup[];
  onRemove: (file: StoredDataFile, group: GameSystemGroup) => void;
}) {
  const { t, dateTime, number } = useI18n();

  const Cells = (cell: { file: StoredDataFile; group: GameSystemGroup }) => (
    <>
      <td class="num">{number(cell.file.revision)}</td>
      <td class="source">{cell.file.source}</td>
      <td>
        <time datetime={cell.file.importedAt}>{dateTime(cell.file.importedAt)}</time>
      </td>
      <td class="cell-actions">
        <button
          type="button"
          class="button ghost small"
          aria-label={t('gameData.removeLabel', { name: cell.file.name })}
          onClick={() => props.onRemove(cell.file, cell.group)}
        >
          {t('gameData.remove')}
        </button>
      </td>
    </>
  );

  return (
    <table class="roster-table game-data-table" data-testid="game-data-table">
      <caption class="visually-hidden">{t('gameData.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('gameData.columns.name')}</th>
          <th scope="col">{t('gameData.columns.revision')}</th>
          <th scope="col">{t('gameData.columns.source')}</th>
          <th scope="col">{t('gameData.columns.importedAt')}</th>
          <th scope="col">
            <span class="visually-hidden">{t('gameData.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <For each={props.groups}>
        {(group) => (
          <tbody data-game-system-id={group.id}>
            <tr class="game-system-row" data-data-id={group.id}>
              <Show
                when={group.gameSystem}
                fallback={
                  <th scope="row" colspan="5">
                    {t('gameData.missingGameSystem', { id: group.id })}
                  </th>
                }
              >
                {(system) => (
                  <>
                    <th scope="row">
                      <span class="data-name">{system().name}</span>
                      <span class="muted">
                        {' · '}
                        {t('gameData.gameSystem')},{' '}
                        {t('gameData.catalogueCount', { n: group.catalogues.length })}
                      </span>
                    </th>
                    <Cells file={system()} group={group} />
                  </>
                )}
              </Show>
            </tr>
            <For each={group.catalogues}>
              {(catalogue) => (
                <tr class="catalogue-row" data-data-id={catalogue.id}>
                  <th scope="row">
                    <span class="data-name">{catalogue.name}</span>
                    <span class="visually-hidden"> · {t('gameData.catalogue')}</span>
                  </th>
                  <Cells file={catalogue} group={group} />
                </tr>
              )}
            </For>
          </tbody>
        )}
      </For>
    </table>
  );
}
