import { createEffect, For, onCleanup, Show } from 'solid-js';
import type { LastKnownUnit, RosterDataMissing } from '../../../shared/roster-types';
import { useI18n } from '../../i18n/i18n';
import { navigate } from '../../state/route';
import { formatCost } from '../../state/use-primary-cost';
import { Icon } from '../common/Icon';
import { BackToLibrary } from '../common/BackToLibrary';
import { PointsGauge } from '../common/PointsGauge';

/** How deep a unit sits under the formations holding it (NetEpic), for its indent. */
function depthOf(unit: LastKnownUnit, byId: ReadonlyMap<string, LastKnownUnit>): number {
  let depth = 0;
  const seen = new Set<string>();
  for (let parent = unit.parent; parent && byId.has(parent) && !seen.has(parent); depth++) {
    seen.add(parent);
    parent = byId.get(parent)!.parent;
  }
  return depth;
}

/**
 * A list whose faction's data was removed, as it last showed: read-only (nothing to edit, nothing
 * saved), with the data it needs and the way to import it. The list itself is untouched in the
 * library: once the data is back, it opens in the editor, whole.
 */
export function MissingDataView(props: { missing: RosterDataMissing }) {
  const i18n = useI18n();
  const { t, text, number } = i18n;
  const known = () => props.missing.lastKnown;
  /** Imported without its data: never checked here, so no figures and no units to show. */
  const unchecked = () => known()?.unchecked;
  const figures = () => known()?.figures ?? props.missing.figures;
  const faction = () => {
    const name = known()?.factionName;
    return name ? text(name) : props.missing.faction;
  };
  const cost = (amount: number) => formatCost(i18n, known()?.cost ?? undefined, amount);
  const absent = () => {
    const missing = props.missing.needs.filter((file) => !file.stored);
    return missing.length > 0 ? missing : props.missing.needs;
  };
  const byId = () => new Map((known()?.units ?? []).map((unit) => [unit.id, unit]));

  createEffect(() => (document.title = `${props.missing.name} · Muster`));
  onCleanup(() => (document.title = 'Muster'));

  return (
    <div class="editor missing-data" data-testid="missing-data">
      <div class="editor-head">
        <BackToLibrary />
        <div class="editor-title">
          <h2 class="missing-data-name">{props.missing.name}</h2>
          <span class="muted">
            {faction()}
            <Show when={known()?.gameSystemName}>{(system) => ` (${system()})`}</Show>
          </span>
        </div>
        <span class="badge badge-warning" data-testid="read-only">
          {t('missingData.readOnly')}
        </span>
      </div>
      <div class="missing-data-body">
        <section
          class="recovery-banner missing-data-banner"
          role="alert"
          aria-labelledby="missing-data-title"
          data-testid="missing-data-banner"
        >
          <Icon name="warning" />
          <div class="recovery-text">
            <h3 id="missing-data-title">
              {t(unchecked() ? 'missingData.uncheckedTitle' : 'missingData.title')}
            </h3>
            <p>
              {t(unchecked() ? 'missingData.uncheckedDescription' : 'missingData.description', {
                faction: faction(),
              })}
            </p>
            <h4 class="missing-data-needs-title">{t('missingData.needs')}</h4>
            <ul class="missing-data-needs" data-testid="missing-data-needs">
              <For each={absent()}>
                {(file) => (
                  <li data-data-id={file.id}>
                    {t('missingData.file', { name: file.name, kind: file.kind, revision: file.revision })}
                  </li>
                )}
              </For>
            </ul>
            <div class="recovery-actions">
              <button
                type="button"
                class="button primary"
                data-testid="missing-data-import"
                onClick={() => navigate({ page: 'gameData' })}
              >
                <Icon name="upload" />
                {t('missingData.importAction')}
              </button>
            </div>
          </div>
        </section>

        <section class="missing-data-summary" aria-labelledby="missing-data-last">
          <h3 id="missing-data-last">
            {t(unchecked() ? 'missingData.uncheckedHeading' : 'missingData.lastKnown')}
          </h3>
          <Show when={unchecked()}>
            {(never) => (
              <>
                <p class="muted" data-testid="missing-data-figures">
                  {t('missingData.uncheckedFigures')}
                </p>
                <p data-testid="missing-data-unchecked">
                  {t('missingData.uncheckedUnits', { n: never().units })}
                </p>
              </>
            )}
          </Show>
          <Show when={!unchecked()}>
            <PointsGauge
              used={figures().points}
              limit={props.missing.pointsLimit}
              limitText={cost(props.missing.pointsLimit)}
              label={t('missingData.total')}
              large
            />
            <p class="muted" data-testid="missing-data-figures">
              {t('missingData.figures', { errors: figures().errors, warnings: figures().warnings })}
            </p>
            <Show
              when={known()}
              fallback={<p data-testid="missing-data-not-kept">{t('missingData.notKept')}</p>}
            >
              {(summary) => (
                <Show
                  when={summary().units.length > 0}
                  fallback={<p class="muted">{t('missingData.noUnits')}</p>}
                >
                  <table class="missing-data-units" data-testid="missing-data-units">
                    <caption class="visually-hidden">{t('missingData.units')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('missingData.unit')}</th>
                        <th scope="col" class="numeric">
                          {t('missingData.count')}
                        </th>
                        <th scope="col" class="numeric">
                          {t('missingData.cost')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      <For each={summary().units}>
                        {(unit) => (
                          <tr data-selection-id={unit.id}>
                            <th
                              scope="row"
                              style={{ 'padding-left': `${0.5 + depthOf(unit, byId()) * 1.25}rem` }}
                            >
                              {unit.label ?? text(unit.name)}
                              <Show when={unit.label}>
                                <span class="muted"> · {text(unit.name)}</span>
                              </Show>
                            </th>
                            <td class="numeric">{number(unit.count)}</td>
                            <td class="numeric">{cost(unit.points)}</td>
                          </tr>
                        )}
                      </For>
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row" colSpan={2}>
                          {t('missingData.total')}
                        </th>
                        <td class="numeric">{cost(figures().points)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </Show>
              )}
            </Show>
          </Show>
          <Show when={props.missing.notes.trim() !== ''}>
            <h4>{t('missingData.notes')}</h4>
            <p class="missing-data-notes">{props.missing.notes}</p>
          </Show>
        </section>
      </div>
    </div>
  );
}
