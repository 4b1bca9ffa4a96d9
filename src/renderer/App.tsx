import { createEffect, createResource, Match, onMount, Show, Switch } from 'solid-js';
import { unwrap } from './api/client';
import { useApi } from './api/context';
import { AboutButton } from './components/AboutDialog';
import { ConfirmationHost } from './components/common/ConfirmationHost';
import { EditorPage } from './components/editor/EditorPage';
import { GameDataPage } from './components/game-data/GameDataPage';
import { LibraryPage } from './components/library/LibraryPage';
import { Toasts } from './components/common/Toasts';
import { isLocale, useI18n } from './i18n/i18n';
import { useDesktopMenu } from './state/desktop-menu';
import { navigate, route } from './state/route';

/** The shell: title bar with the language switch, then the library, the game data or the open roster. */
export function App() {
  const api = useApi();
  const { t, locale, setLocale } = useI18n();
  const [info] = createResource(() => unwrap(api.appInfo({})));
  let main!: HTMLElement;
  useDesktopMenu();

  onMount(async () => {
    const saved = await api.getSetting({ key: 'language' });
    if (saved.ok && isLocale(saved.value)) setLocale(saved.value);
  });
  createEffect(() => {
    document.documentElement.lang = locale();
  });

  const switchLanguage = async () => {
    const next = locale() === 'fr' ? 'en' : 'fr';
    setLocale(next);
    await api.setSetting({ key: 'language', value: next });
  };

  const editorId = () => {
    const current = route();
    return current.page === 'editor' ? current.rosterId : null;
  };

  return (
    <div class="shell">
      {/* Not a link: the address fragment holds the route. */}
      <button type="button" class="skip-link" onClick={() => main.focus()}>
        {t('app.skip')}
      </button>
      <header class="topbar">
        <a
          class="brand"
          href="#/"
          onClick={(event) => {
            event.preventDefault();
            navigate({ page: 'library' });
          }}
        >
          <span class="brand-mark" aria-hidden="true">
            M
          </span>
          <span>
            <span class="brand-name">{t('app.title')}</span>
            <span class="visually-hidden">{t('app.homeHint')}</span>
            <span class="tagline" aria-hidden="true">
              {t('app.tagline')}
            </span>
          </span>
        </a>
        <div class="topbar-actions">
          {/* Read only once loaded: reading a failed resource would throw again out here. */}
          <Show when={info.state === 'ready' && info()}>{(value) => <AboutButton info={value()} />}</Show>
          <button
            type="button"
            class="button ghost"
            onClick={switchLanguage}
            lang={locale() === 'fr' ? 'en' : 'fr'}
            aria-label={`${t('app.language')} : ${t('app.switchTo')}`}
          >
            {t('app.switchTo')}
          </button>
        </div>
      </header>
      <main id="main" class="content" ref={main} tabindex="-1">
        <Switch>
          <Match when={info.error as Error | undefined}>
            {(error) => (
              <p role="alert" class="fatal">
                {t('status.error', { message: error().message })}
              </p>
            )}
          </Match>
          <Match when={info.loading}>
            <p class="muted">{t('status.loading')}</p>
          </Match>
          {/* Keyed: another roster is another editor, with its own history. */}
          <Match when={editorId()} keyed>
            {(id) => <EditorPage rosterId={id} />}
          </Match>
          <Match when={info() && route().page === 'gameData'}>
            <GameDataPage />
          </Match>
          <Match when={info()}>
            <LibraryPage />
          </Match>
        </Switch>
      </main>
      <ConfirmationHost />
      <Toasts />
    </div>
  );
}
