import * as i18n from '@solid-primitives/i18n';
import {
  createContext,
  createMemo,
  createSignal,
  useContext,
  type Accessor,
  type ParentProps,
} from 'solid-js';
import { knownTerm } from '../../core';
import type { I18nText } from '../../core';
import { describeRosterReadFailure } from '../../core';
import type { ApiError } from '../../shared/api-result';
import { en } from './en';
import { fr, type Dictionary } from './fr';

export type Locale = 'fr' | 'en';
const dictionaries: Record<Locale, Dictionary> = { fr, en };

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

function createI18n(initial: Locale) {
  const [locale, setLocale] = createSignal<Locale>(initial);
  const dictionary = createMemo(() => i18n.flatten(dictionaries[locale()]));
  // translator() takes the memo itself and reads it on every call, so it stays reactive.
  // eslint-disable-next-line solid/reactivity
  const t = i18n.translator(dictionary, i18n.resolveTemplate);
  const numbers = createMemo(() => new Intl.NumberFormat(locale()));
  const dates = createMemo(
    () => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const times = createMemo(() => new Intl.DateTimeFormat(locale(), { timeStyle: 'short' }));
  return {
    locale,
    setLocale,
    t,
    /** A catalogue text (always present in both languages) in the interface language. */
    text: (value: I18nText) => value[locale()],
    /**
     * Entry kinds come from the catalogue: Muster's own, or an imported faction's category names, in
     * Muster's words where it knows them ("Anführer": Chef); an unknown one shows as written.
     */
    kindLabel: (kind: string) =>
      (dictionaries[locale()].kinds as Record<string, string>)[kind] ?? knownTerm(kind)?.[locale()] ?? kind,
    /** Whether a kind shows as the data writes it, untranslated: the interface marks its language. */
    kindUntranslated: (kind: string) =>
      !(kind in (dictionaries[locale()].kinds as Record<string, string>)) && knownTerm(kind) === undefined,
    number: (value: number) => numbers().format(value),
    dateTime: (iso: string | Date) => dates().format(typeof iso === 'string' ? new Date(iso) : iso),
    time: (value: Date) => times().format(value),
    /**
     * What went wrong, in the interface language when the error carries its reason as data; otherwise
     * the API's message and the first lines of its details.
     */
    errorText: (error: ApiError) => {
      const sentences = dictionaries[locale()];
      if (error.request?.code === 'body-too-large') return sentences.request.bodyTooLarge(error.request);
      if (error.request?.code === 'unreadable-body') return sentences.request.unreadableBody;
      if (error.code === 'cancelled') return sentences.gameData.updateCancelled;
      if (error.missing)
        return sentences.missingData.refused({
          name: error.missing.name,
          faction: error.missing.lastKnown?.factionName[locale()] ?? error.missing.faction,
        });
      return error.reason
        ? describeRosterReadFailure(error.reason, sentences.rosterFile)
        : [error.message, ...(error.details ?? []).slice(0, 3)].join(' — ');
    },
  };
}

export type I18nValue = ReturnType<typeof createI18n>;
const I18nContext = createContext<I18nValue>();

export function I18nProvider(props: ParentProps<{ initial?: Locale }>) {
  const value = createI18n(props.initial ?? 'fr');
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export type { Accessor };
