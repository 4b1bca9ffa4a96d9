import { createResource, createSignal, For, Show } from 'solid-js';
import { importSentences } from '../../../core';
import { changeSentence, updateSummary } from '../../../core';
import type { GameDataSources, SubscriptionUpdate } from '../../../core';
import type { GameId } from '../../../core';
import { unwrap } from '../../api/client';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import type { ApiError } from '../../../shared/api-result';
import { RunningJobProgress } from './RunningJobProgress';

/** A call the player cancelled: said as such, not as a failure. */
class Cancelled extends Error {}

/**
 * The community sources of each game (the BSData Gallery's entries, NetEpic's repository), offered
 * beside adding files, a folder or an address: subscribing reads a source whole; "Rechercher des mises
 * à jour" asks every subscribed source again and says, game by game, what changed (release, files with
 * their revisions) or why nothing was stored. The sentences are the CLI's (core/bsdata/subscription).
 */
export function DataSources(props: {
  /** Updates that came from elsewhere on the page ("Mettre à jour" updates subscriptions too). */
  updates: SubscriptionUpdate[] | null;
  onUpdates: (updates: SubscriptionUpdate[] | null) => void;
  /** Data was stored: the page lists the files again. */
  onStored: () => void;
  disabled: boolean;
}) {
  const api = useApi();
  const { t, text, locale, dateTime, errorText } = useI18n();
  const [sources, { refetch }] = createResource(() => unwrap(api.listDataSources({})));
  const [games] = createResource(() => unwrap(api.listGames({})));
  const [choice, setChoice] = createSignal<Partial<Record<GameId, string>>>({});
  const [busy, setBusy] = createSignal<'subscribing' | 'checking' | null>(null);
  const [failure, setFailure] = createSignal<string | null>(null);

  const gameName = (id: GameId) => {
    const game = games.latest?.find((g) => g.id === id);
    return game ? text(game.name) : id;
  };
  const chosen = (row: GameDataSources) =>
    choice()[row.game] ?? row.subscription?.sourceId ?? row.sources[0]?.id ?? '';
  const subscribedAny = () => sources.latest?.some((row) => row.subscription !== null) ?? false;

  const perform = async (phase: 'subscribing' | 'checking', call: () => Promise<SubscriptionUpdate[]>) => {
    setBusy(phase);
    setFailure(null);
    props.onUpdates(null);
    try {
      const updates = await call();
      props.onUpdates(updates);
      await refetch();
      if (updates.some((update) => update.status === 'updated')) props.onStored();
    } catch (error) {
      const message = (error as Error).message;
      setFailure(error instanceof Cancelled ? message : t('gameData.sources.failed', { message }));
    } finally {
      setBusy(null);
    }
  };

  const refused = (error: ApiError) =>
    error.code === 'cancelled' ? new Cancelled(errorText(error)) : new Error(errorText(error));

  const subscribe = (row: GameDataSources) => {
    // The choice as clicked, read before the call.
    const input = { game: row.game, source: chosen(row) };
    void perform('subscribing', async () => {
      const result = await api.subscribeGameData(input);
      if (!result.ok) throw refused(result.error);
      return [result.value];
    });
  };

  const check = () =>
    void perform('checking', async () => {
      const result = await api.checkDataUpdates({});
      if (!result.ok) throw refused(result.error);
      return result.value;
    });

  const lang = () => (locale() === 'fr' ? 'fr' : 'en');
  const off = () => props.disabled || busy() !== null;

  return (
    <section class="data-sources" data-testid="data-sources" aria-labelledby="data-sources-heading">
      <h3 id="data-sources-heading">{t('gameData.sources.heading')}</h3>
      <p class="muted">{t('gameData.sources.intro')}</p>
      <Show when={sources.latest}>
        {(rows) => (
          <table class="roster-table data-sources-table">
            <caption class="visually-hidden">{t('gameData.sources.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('gameData.sources.columns.game')}</th>
                <th scope="col">{t('gameData.sources.columns.source')}</th>
                <th scope="col">{t('gameData.sources.columns.state')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('gameData.sources.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <For each={rows()}>
                {(row) => (
                  <tr data-game={row.game}>
                    <th scope="row">{gameName(row.game)}</th>
                    <td>
                      <select
                        aria-label={t('gameData.sources.sourceLabel', { game: gameName(row.game) })}
                        value={chosen(row)}
                        disabled={off()}
                        onChange={(event) =>
                          setChoice({ ...choice(), [row.game]: event.currentTarget.value })
                        }
                      >
                        <For each={row.sources}>
                          {(source) => (
                            <option value={source.id}>
                              {`${source.name[lang()]} — ${source.repository}`}
                            </option>
                          )}
                        </For>
                      </select>
                    </td>
                    <td class="subscription-state">
                      <Show when={row.subscription} fallback={t('gameData.sources.none')}>
                        {(subscription) => (
                          <>
                            {t('gameData.sources.subscribed', {
                              name: subscription().name ?? subscription().address,
                              version: subscription().version ?? '?',
                            })}
                            <Show when={subscription().checkedAt}>
                              {(checked) => (
                                <>
                                  <time class="checked-at" datetime={checked()}>
                                    {t('gameData.sources.checkedAt', { date: dateTime(checked()) })}
                                  </time>
                                </>
                              )}
                            </Show>
                          </>
                        )}
                      </Show>
                    </td>
                    <td class="cell-actions">
                      <button
                        type="button"
                        class="button small"
                        disabled={off() || chosen(row) === ''}
                        aria-label={
                          row.subscription?.sourceId === chosen(row)
                            ? t('gameData.sources.rereadLabel', { game: gameName(row.game) })
                            : t('gameData.sources.subscribeLabel', { game: gameName(row.game) })
                        }
                        data-testid={`subscribe-${row.game}`}
                        onClick={() => subscribe(row)}
                      >
                        {row.subscription?.sourceId === chosen(row)
                          ? t('gameData.sources.reread')
                          : t('gameData.sources.subscribe')}
                      </button>
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        )}
      </Show>
      <Show when={subscribedAny()}>
        <button
          type="button"
          class="button"
          disabled={off()}
          title={t('gameData.sources.checkHint')}
          data-testid="data-sources-check"
          onClick={check}
        >
          {t('gameData.sources.check')}
        </button>
      </Show>
      <div role="status" class="game-data-status">
        <Show when={busy()}>
          {(phase) => (
            <div class="import-progress" data-testid="data-sources-progress">
              <RunningJobProgress text={t(`gameData.sources.${phase()}`)} />
            </div>
          )}
        </Show>
      </div>
      <Show when={failure()}>
        {(message) => (
          <p role="alert" class="form-error">
            {message()}
          </p>
        )}
      </Show>
      <Show when={props.updates && props.updates.length > 0 ? props.updates : null}>
        {(updates) => (
          <section
            class="import-report data-source-updates"
            data-testid="data-source-updates"
            aria-label={t('gameData.sources.results')}
          >
            <For each={updates()}>
              {(update) => (
                <article class="data-source-update" data-game={update.game} data-status={update.status}>
                  <h4>
                    {gameName(update.game)}
                    <Show when={update.name}>{(name) => ` — ${name()}`}</Show>
                  </h4>
                  <p>{updateSummary(lang(), update)}</p>
                  <Show when={update.changes.length > 0 && update.status !== 'refused'}>
                    <ul aria-label={t('gameData.sources.files')}>
                      <For each={update.changes}>{(change) => <li>{changeSentence(lang(), change)}</li>}</For>
                    </ul>
                  </Show>
                  <Show when={update.report.warnings.length > 0}>
                    <ul class="muted">
                      <For each={update.report.warnings}>
                        {(warning) => <li>{importSentences[lang()].warning(warning)}</li>}
                      </For>
                    </ul>
                  </Show>
                  <Show when={update.report.refused.length > 0}>
                    <ul class="form-error">
                      <For each={update.report.refused}>
                        {(file) => <li>{importSentences[lang()].refused(file)}</li>}
                      </For>
                    </ul>
                  </Show>
                </article>
              )}
            </For>
          </section>
        )}
      </Show>
    </section>
  );
}
