import { render } from 'solid-js/web';
import { App } from './App';
import { connectClient } from './api/client';
import { ApiProvider } from './api/context';
import { I18nProvider } from './i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

render(
  () => (
    <ApiProvider client={connectClient()}>
      <I18nProvider>
        <App />
      </I18nProvider>
    </ApiProvider>
  ),
  root,
);
