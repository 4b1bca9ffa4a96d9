import { For, Show } from 'solid-js';
import type { GameInfo } from '../../../shared/catalogue-types';
import type { RosterSummary } from '../../../shared/roster-types';
import { useI18n } from '../../i18n/i18n';
import { formatCost } from '../../state/use-primary-cost';
import { PointsGauge } from '../common/PointsGauge';
import { RosterRowMenu, type RosterRowActions } from './RosterRowMenu';
import { ValidityBadge } from './ValidityBadge';
import { factionLabel } from '../../state/faction-label';
import { CodexChangedBadge, DataChangedBadge, DataMissingBadge } from './DataChangedBadge';

/** The saved lists: each name opens the list; the menu holds the other actions. */
export function RosterTable(props: {
  rosters: RosterSummary[];
  games: GameInfo[];
  actions: RosterRowActions;
}) {
  const i18n = useI18n();
  const { t, text, dateTime } = i18n;
  const gameName = (id: string) => {
    const game = props.games.find((g) => g.id === id);
    return game ? text(game.name) : id;
  };
  /** The limit in the list's own currency: "500 doublons", not a bare figure read as points. */
  const costOf = (id: string) => {
    const game = props.games.find((g) => g.id === id);
    return game?.costTypes.find((c) => c.primary) ?? game?.costTypes[0];
  };
  return (
    <table class="roster-table" data-testid="roster-table">
      <thead>
        <tr>
          <th scope="col">{t('library.columns.name')}</th>
          <th scope="col">{t('library.columns.game')}</th>
          <th scope="col">{t('library.columns.points')}</th>
          <th scope="col">{t('library.columns.status')}</th>
          <th scope="col">{t('library.columns.updated')}</th>
          <th scope="col">
            <span class="visually-hidden">{t('library.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        <For each={props.rosters}>
          {(summary) => (
            <tr data-roster-id={summary.id}>
              <th scope="row">
                <a class="roster-link" href={`#/roster/${summary.id}`}>
                  {summary.name}
                </a>
              </th>
              <td>
                <span class="game-name">{gameName(summary.game)}</span>
                <span class="muted">
                  {' · '}
                  {factionLabel(i18n, { name: summary.factionName, edition: summary.factionEdition })}
                </span>
                {/* Two editions of a game offer factions of the same name: the game system tells them apart. */}
                <Show when={summary.gameSystemName}>
                  {(system) => <span class="muted game-system-name"> ({system()})</span>}
                </Show>
                <Show when={summary.community}>
                  {(community) => (
                    <span class="badge badge-info community-badge" data-testid="community-badge">
                      {t('library.community', { revision: community().revision })}
                    </span>
                  )}
                </Show>
              </td>
              <td>
                {/* Never checked, its points are not known: its limit only, rather than a made-up 0. */}
                <Show
                  when={summary.dataUnchecked !== true}
                  fallback={
                    <span class="muted" data-testid="points-unknown">
                      {t('missingData.pointsUnknown', {
                        limit: formatCost(i18n, costOf(summary.game), summary.pointsLimit),
                      })}
                    </span>
                  }
                >
                  <PointsGauge
                    used={summary.points}
                    limit={summary.pointsLimit}
                    limitText={formatCost(i18n, costOf(summary.game), summary.pointsLimit)}
                    label={`${t('library.columns.points')} ${summary.name}`}
                  />
                </Show>
              </td>
              <td>
                {/* A list imported without its data was never checked: no verdict to show. */}
                <Show when={summary.dataUnchecked !== true}>
                  <ValidityBadge errors={summary.errors} warnings={summary.warnings} />
                </Show>
                {/* Data removed is more than data changed: the list opens read-only, said once. */}
                <DataChangedBadge changed={summary.dataChanged === true && summary.dataMissing !== true} />
                <DataMissingBadge
                  missing={summary.dataMissing === true}
                  unchecked={summary.dataUnchecked === true}
                />
                <CodexChangedBadge changed={summary.codexChanged === true} />
              </td>
              <td>
                <time datetime={summary.updatedAt}>{dateTime(summary.updatedAt)}</time>
              </td>
              <td class="cell-actions">
                <RosterRowMenu summary={summary} actions={props.actions} />
              </td>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
