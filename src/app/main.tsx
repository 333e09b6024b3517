import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { initKiosk } from '@/stores/kiosk';
import { applyTheme, usePreferences } from '@/stores/preferences';
import { loadRuntimeConfig } from '@/stores/runtime-config';
import { sessionCalls } from '@/api/session-calls';
import { startSession } from '@/stores/session';
import { App } from './app';

async function bootstrap() {
  const configError = await loadRuntimeConfig();
  // Kiosk URL (?kiosk=1&lang=…&theme=…): its language and skin win over the stored ones.
  const kiosk = initKiosk(window.location.search);
  if (kiosk?.language) usePreferences.setState({ language: kiosk.language });
  if (kiosk?.theme) usePreferences.setState({ theme: kiosk.theme });
  const { language, theme } = usePreferences.getState();
  initI18n(language);
  applyTheme(theme);
  startSession(sessionCalls);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (configError) {
    console.error(configError);
    notify.error(translate('errors:configLoadFailed'));
  }
}

void bootstrap();
