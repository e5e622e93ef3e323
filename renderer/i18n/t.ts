import { useLocalSettings } from '../stores/local-settings.ts';
import { catalogues, type Language, type MessageKey } from './catalogue.ts';

type Params = Record<string, string | number>;

export function translate(language: Language, key: MessageKey, params?: Params): string {
  const text = catalogues[language][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The translate function for the language chosen in the local settings (Swedish by default). */
export function useT() {
  const language = useLocalSettings((s) => s.settings.display.language);
  return (key: MessageKey, params?: Params) => translate(language, key, params);
}
