import './shell-styles.ts';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n, initI18n } from './platform/i18n/i18n.ts';
import { notifyInfo } from './platform/notices.ts';
import { NoticesHost } from './platform/notices-host.tsx';
import { followOtherTabs, hasStoredToken, loadSession, onSessionEnd } from './platform/session/session-store.ts';
import { createRouter } from './router.tsx';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => createAppTheme(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

onSessionEnd((reason) => {
  if (reason === 'expired') notifyInfo(i18n.t('session.expired'));
});

async function start(): Promise<void> {
  followOtherTabs();
  // Logged in: the main routes with the main layout's code and CSS come while the token is read, not after it (a
  // round trip less before a page).
  const loggedIn = hasStoredToken();
  const [mainRoutes] = await Promise.all([
    loggedIn ? import('./main-routes.tsx').then((module) => module.MAIN_LAYOUT_ROUTE) : undefined,
    loadSession(),
    initI18n(),
  ]);
  const router = createRouter(mainRoutes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <ThemedApp>
        <NoticesHost />
        <RouterProvider router={router} />
      </ThemedApp>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = 'The application could not start. Please reload the page.';
});
