import { createEffect, onMount } from 'solid-js';
import { useApi } from './api/context';
import { StatusPanel } from './components/StatusPanel';
import { isLocale, useI18n } from './i18n/i18n';

export function App() {
  const api = useApi();
  const { t, locale, setLocale } = useI18n();

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

  return (
    <div class="shell">
      <header class="topbar">
        <div class="brand">
          <h1>{t('app.title')}</h1>
          <p class="tagline">{t('app.tagline')}</p>
        </div>
        <button
          type="button"
          class="ghost"
          onClick={switchLanguage}
          aria-label={`${t('app.language')} : ${t('app.switchTo')}`}
        >
          {t('app.switchTo')}
        </button>
      </header>
      <main id="main" class="content">
        <StatusPanel />
      </main>
    </div>
  );
}
