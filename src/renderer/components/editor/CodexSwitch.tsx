import { createResource, createSignal, For } from 'solid-js';
import { otherCodexVersions } from '../../../core';
import type { MusterList } from '../../../core';
import type { FactionCatalogue, FactionInfo } from '../../../shared/catalogue-types';
import type { RosterDataReview } from '../../../shared/roster-types';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { readFactionCatalogue } from '../../state/faction-catalogues';
import { announce } from '../../state/toasts';
import { Icon } from '../common/Icon';

/** A list as the editor opens it again after a move: the list, its new faction's catalogue, the review. */
export interface ReopenedList {
  list: MusterList;
  catalogue: FactionCatalogue;
  review: RosterDataReview;
}

/**
 * "Passer au codex 3.1" beside the faction's name, for an army written in several codex versions (the
 * factions of the game whose ids differ only by the version). The list is saved, moved by the service
 * (`switchRosterCodex`), and opened again with the review of what changed; moving it back is the same
 * button, so no undo is needed.
 */
export function CodexSwitchButtons(props: { onSwitched: (opened: ReopenedList) => void }) {
  const api = useApi();
  const editor = useEditor();
  const { t, text } = useI18n();
  const faction = editor.catalogue.faction;
  const [versions] = createResource(
    () => (faction.edition ? faction.game : undefined),
    async (game): Promise<FactionInfo[]> => {
      const listed = await api.listFactions({ game });
      return listed.ok ? otherCodexVersions(listed.value, faction.id) : [];
    },
  );
  const [busy, setBusy] = createSignal(false);
  const failed = (message: string) => {
    setBusy(false);
    announce(t('codexSwitch.failed', { message }), { tone: 'error' });
  };

  const switchTo = async (target: FactionInfo) => {
    setBusy(true);
    // What the player just did is stored first: the service moves the stored list.
    await editor.autosave.flush();
    const revision = editor.revision();
    const moved = await api.switchRosterCodex({
      id: editor.cards().id,
      faction: target.id,
      ...(revision === undefined ? {} : { baseRevision: revision }),
    });
    if (!moved.ok) return failed(moved.error.message);
    const catalogue = await readFactionCatalogue(api, target.id);
    const list = moved.value.list;
    // The list is moved already: opened again from what is stored, it shows its review.
    if (!catalogue.ok || !list) return window.location.reload();
    props.onSwitched({ list, catalogue: catalogue.value, review: moved.value.review });
  };

  return (
    <For each={versions() ?? []}>
      {(target) => (
        <button
          type="button"
          class="button ghost codex-switch"
          disabled={busy()}
          aria-haspopup="dialog"
          aria-label={t('codexSwitch.label', { faction: text(target.name), edition: target.edition ?? '' })}
          data-testid="codex-switch"
          onClick={() => void switchTo(target)}
        >
          <Icon name="book" />
          {t('codexSwitch.button', { edition: target.edition ?? '' })}
        </button>
      )}
    </For>
  );
}
