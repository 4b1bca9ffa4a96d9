import { createEffect, createResource, createSignal, createUniqueId, For, on, Show } from 'solid-js';
import type { ListCards } from '../../../core';
import type { GameId } from '../../../core';
import type { GameInfo } from '../../../shared/catalogue-types';
import { unwrap } from '../../api/client';
import { readFactionCatalogue } from '../../state/faction-catalogues';
import { defaultForceOption, forceOptions } from '../../state/forces';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { DialogFooter } from '../common/DialogFooter';
import { Modal } from '../common/Modal';
import { factionLabel } from '../../state/faction-label';

/**
 * Game first, then faction, name and points limit. The limit starts at the game's usual format and
 * the name at the faction's, until the player types their own.
 */
export function NewRosterDialog(props: {
  open: boolean;
  games: GameInfo[];
  onClose: () => void;
  onCreated: (roster: ListCards) => void;
}) {
  const api = useApi();
  const i18n = useI18n();
  const { t, text, locale } = i18n;
  const ids = {
    game: createUniqueId(),
    faction: createUniqueId(),
    force: createUniqueId(),
    name: createUniqueId(),
    limit: createUniqueId(),
  };
  const [game, setGame] = createSignal<GameId | ''>('');
  const [faction, setFaction] = createSignal('');
  const [force, setForce] = createSignal('');
  const [name, setName] = createSignal('');
  const [nameTouched, setNameTouched] = createSignal(false);
  const [limit, setLimit] = createSignal('');
  const [problem, setProblem] = createSignal<string | null>(null);
  const [busy, setBusy] = createSignal(false);

  const [factions] = createResource(
    () => game() || undefined,
    (id) => unwrap(api.listFactions({ game: id })),
  );
  // The forces the chosen faction's data offers (force organisation, detachment, game mode…).
  const [factionCatalogue] = createResource(
    () => faction() || undefined,
    (id) => unwrap(readFactionCatalogue(api, id)),
  );
  // Read only once loaded: a faction whose catalogue cannot be built offers no choice (the list then
  // takes the faction's default force, and opening it says what is wrong).
  const loadedCatalogue = () => (factionCatalogue.state === 'ready' ? factionCatalogue() : undefined);
  const unnamedForce = (id: string) => t('editor.unnamedForce', { id });
  const forces = () => forceOptions(loadedCatalogue(), locale(), unnamedForce);
  createEffect(on(faction, () => setForce('')));
  createEffect(
    on(loadedCatalogue, (catalogue) =>
      setForce(defaultForceOption(catalogue, locale(), unnamedForce)?.id ?? ''),
    ),
  );
  const gameInfo = () => props.games.find((g) => g.id === game());
  const primaryCost = () => {
    const info = gameInfo();
    const cost = info?.costTypes.find((c) => c.primary) ?? info?.costTypes[0];
    return cost ? text(cost.name) : t('summary.points');
  };

  // Opening the dialog starts afresh.
  createEffect(
    on(
      () => props.open,
      (open) => {
        if (!open) return;
        setGame('');
        setFaction('');
        setName('');
        setNameTouched(false);
        setLimit('');
        setProblem(null);
      },
    ),
  );
  createEffect(
    on(game, () => {
      const info = gameInfo();
      setLimit(info ? String(info.defaultPointsLimit) : '');
      setFaction('');
    }),
  );
  // A game with one faction needs no second choice.
  createEffect(() => {
    const list = factions();
    if (list?.length === 1 && faction() === '') setFaction(list[0]!.id);
  });
  createEffect(() => {
    const chosen = factions()?.find((f) => f.id === faction());
    if (chosen && !nameTouched()) setName(text(chosen.name));
  });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const points = Number(limit());
    if (!game() || !faction()) return;
    if (name().trim() === '') return setProblem(t('create.nameRequired'));
    if (!Number.isInteger(points) || points <= 0) return setProblem(t('create.limitInvalid'));
    setBusy(true);
    const result = await api.createRoster({
      game: game() as GameId,
      faction: faction(),
      ...(force() !== '' ? { force: force() } : {}),
      name: name().trim(),
      pointsLimit: points,
    });
    setBusy(false);
    if (!result.ok) return setProblem(result.error.message);
    props.onCreated(result.value);
  };

  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('create.title')}
      description={t('create.description')}
      testId="new-roster-dialog"
    >
      <form class="form" onSubmit={submit} novalidate>
        <div class="field">
          <label for={ids.game}>{t('create.game')}</label>
          <select
            id={ids.game}
            value={game()}
            required
            onChange={(event) => setGame(event.currentTarget.value as GameId)}
          >
            <option value="" disabled>
              {t('create.chooseGame')}
            </option>
            <For each={props.games}>{(g) => <option value={g.id}>{text(g.name)}</option>}</For>
          </select>
        </div>
        <div class="field">
          <label for={ids.faction}>{t('create.faction')}</label>
          <select
            id={ids.faction}
            value={faction()}
            required
            disabled={!game() || (factions()?.length ?? 0) === 0}
            onChange={(event) => setFaction(event.currentTarget.value)}
          >
            <option value="" disabled>
              {t('create.chooseFaction')}
            </option>
            <Show
              when={(factions() ?? []).some((f) => f.community)}
              fallback={
                <For each={factions() ?? []}>
                  {(f) => <option value={f.id}>{factionLabel(i18n, f)}</option>}
                </For>
              }
            >
              {/* Imported factions are marked as community data, after Muster's own. */}
              <optgroup label={t('create.builtinFactions')}>
                <For each={(factions() ?? []).filter((f) => !f.community)}>
                  {(f) => <option value={f.id}>{factionLabel(i18n, f)}</option>}
                </For>
              </optgroup>
              <optgroup label={t('create.communityFactions')}>
                <For each={(factions() ?? []).filter((f) => f.community)}>
                  {(f) => (
                    <option value={f.id}>
                      {t('create.communityFaction', {
                        name: text(f.name),
                        gameSystem: f.community?.gameSystemName ?? '',
                        revision: f.community?.revision ?? 0,
                      })}
                    </option>
                  )}
                </For>
              </optgroup>
            </Show>
          </select>
          <Show when={game() && factions()?.length === 0}>
            <p class="field-hint">{t('create.noFactions')}</p>
          </Show>
        </div>
        <Show when={forces().length > 1}>
          <div class="field">
            <label for={ids.force}>{t('create.force')}</label>
            <select
              id={ids.force}
              value={force()}
              data-testid="new-roster-force"
              onChange={(event) => setForce(event.currentTarget.value)}
            >
              <For each={forces()}>{(f) => <option value={f.id}>{f.name}</option>}</For>
            </select>
            <p class="field-hint">{t('create.forceHint')}</p>
          </div>
        </Show>
        <div class="field-row">
          <div class="field grow">
            <label for={ids.name}>{t('create.name')}</label>
            <input
              id={ids.name}
              type="text"
              maxlength="200"
              required
              value={name()}
              onInput={(event) => {
                setNameTouched(true);
                setName(event.currentTarget.value);
              }}
            />
          </div>
          <div class="field narrow">
            <label for={ids.limit}>{t('create.pointsLimit', { cost: primaryCost() })}</label>
            <input
              id={ids.limit}
              type="number"
              inputmode="numeric"
              min="1"
              step="1"
              required
              value={limit()}
              onInput={(event) => setLimit(event.currentTarget.value)}
            />
          </div>
        </div>
        <DialogFooter problem={problem()} onCancel={() => props.onClose()}>
          <button
            type="submit"
            class="button primary"
            disabled={busy() || !game() || !faction() || factionCatalogue.loading}
          >
            {t('create.submit')}
          </button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
