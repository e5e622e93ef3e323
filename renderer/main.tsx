import './app/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import './app/print.css';
import './app/small-screens.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { PreferencesSync } from './app/PreferencesSync.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { theme } from './app/theme.ts';
import { Toasts } from './app/Toasts.tsx';
import { useKioskDevice } from './features/kiosk-sign-in/kiosk-device.ts';
import { startOfflineReplay } from './features/offline/offline-queue.ts';
import { loadOfflineScreens } from './features/offline/offline-screens.ts';
import { loadLanguage } from './i18n/t.ts';
import { useLocalSettings } from './stores/local-settings.ts';
import { useSessionStore } from './stores/session.ts';
import { registerClearableStore } from './stores/site.ts';

const queryClient = createQueryClient();
registerClearableStore({ name: 'query-cache', clear: () => queryClient.clear() });
// The next person at a shared kiosk must not see the previous user's data.
useSessionStore.subscribe((state, previous) => {
  if (previous.status === 'authenticated' && state.status !== 'authenticated') queryClient.clear();
});
void useSessionStore.getState().init();
void useKioskDevice
  .getState()
  .load()
  .then(() => {
    if (useKioskDevice.getState().kiosk) loadOfflineScreens();
  });
startOfflineReplay();

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('Elementet #root saknas i index.html');

// The first screen shows in the chosen language, not in Swedish for a moment.
void loadLanguage(useLocalSettings.getState().settings.display.language)
  .catch((error: unknown) => console.warn('Språket kunde inte laddas', error))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <PreferencesSync />
          <Toasts />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
