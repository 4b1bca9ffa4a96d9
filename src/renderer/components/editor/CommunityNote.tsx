import { For, Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import type { FactionInfo } from '../../../shared/catalogue-types';
import { useEditor } from '../../state/editor-context';

type Recognised = NonNullable<NonNullable<FactionInfo['community']>['recognised']>[number];

/** Muster's own rules a game's binding can enable, in the order the note lists them. */
const MUSTER_RULES = [
  'attachedCharacter',
  'transport',
  'elitePool',
  'tactician',
  'leaderOnly',
  'unitEquipment',
] as const;

/**
 * For a faction read from imported community data: where it comes from, which of Muster's own rules
 * its game's binding evaluates on it, which it does not, and what of the data the engine cannot read.
 */
export function CommunityNote() {
  const editor = useEditor();
  const { t } = useI18n();
  const community = () => editor.catalogue.faction.community;
  const enabled = () => MUSTER_RULES.filter((rule) => editor.catalogue.binding?.rules[rule] !== undefined);
  const disabled = () => MUSTER_RULES.filter((rule) => !enabled().includes(rule));
  // What the binding found in the data, as the main process read it (recognised.ts): said, not decided.
  const recognisedItems = (found: Recognised[]) => {
    const items = found
      .filter((each) => each.entries > 0 || (each.byHeadquarters ?? 0) > 0)
      .map((each) => {
        const rule = t(`community.rules.${each.rule as (typeof MUSTER_RULES)[number]}`);
        return each.byHeadquarters
          ? t('community.recognisedHeadquarters', { rule, n: each.entries, hq: each.byHeadquarters })
          : t('community.recognisedRule', { rule, n: each.entries });
      });
    return items.length > 0 ? items.join(t('community.recognisedSeparator')) : t('community.recognisedNone');
  };
  return (
    <Show when={community()}>
      {(info) => (
        <details class="community-note" data-testid="community-note">
          <summary>{t('community.badge', { revision: info().revision })}</summary>
          <p>{t('community.intro')}</p>
          <p>
            <Show when={enabled().length > 0} fallback={t('community.noMusterRules')}>
              {t('community.evaluated', {
                rules: enabled()
                  .map((rule) => t(`community.rules.${rule}`))
                  .join(', '),
              })}
            </Show>
          </p>
          <Show when={(info().recognised ?? []).length > 0 && info().recognised}>
            {(recognised) => (
              <p data-testid="community-recognised">
                {t('community.recognised', { items: recognisedItems(recognised()) })}
              </p>
            )}
          </Show>
          <Show when={enabled().length > 0 && disabled().length > 0}>
            <p>
              {t('community.notEvaluated', {
                rules: disabled()
                  .map((rule) => t(`community.rules.${rule}`))
                  .join(', '),
              })}
            </p>
          </Show>
          <Show when={(info().notEvaluated ?? []).length > 0}>
            <p>{t('community.unsupported')}</p>
            <ul>
              <For each={info().notEvaluated}>{(construct) => <li>{construct}</li>}</For>
            </ul>
          </Show>
        </details>
      )}
    </Show>
  );
}
