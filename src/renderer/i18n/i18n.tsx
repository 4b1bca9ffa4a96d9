import * as i18n from '@solid-primitives/i18n';
import {
  createContext,
  createMemo,
  createSignal,
  useContext,
  type Accessor,
  type ParentProps,
} from 'solid-js';
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
  return { locale, setLocale, t };
}

type I18nValue = ReturnType<typeof createI18n>;
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
