import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useLocalSettings } from '../stores/local-settings.ts';

/** Applies the browser-stored theme and language to the page. */
export function PreferencesSync() {
  const theme = useLocalSettings((s) => s.settings.display.theme);
  const language = useLocalSettings((s) => s.settings.display.language);
  const { setColorScheme } = useMantineColorScheme();

  useEffect(() => setColorScheme(theme), [theme, setColorScheme]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
