import { create } from 'zustand';
import { useLocalSettings } from '../stores/local-settings.ts';
import { sv, type Catalogue, type Language, type MessageKey } from './catalogue.ts';

type Params = Record<string, string | number>;

const LOADERS: Record<Language, () => Promise<Catalogue>> = {
  sv: () => Promise.resolve(sv),
  en: async () => (await import('./catalogue-en.ts')).en,
};

/** The catalogues loaded so far. Until a chosen language has arrived its texts show in Swedish. */
const useCatalogues = create<Partial<Record<Language, Catalogue>>>(() => ({ sv }));
const loading = new Map<Language, Promise<void>>();

/** Fetches the texts of a language once; a failed fetch is tried again on the next call. */
export function loadLanguage(language: Language): Promise<void> {
  if (useCatalogues.getState()[language]) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]()
      .then((catalogue) => useCatalogues.setState({ [language]: catalogue }))
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

useLocalSettings.subscribe((state, previous) => {
  const language = state.settings.display.language;
  if (language === previous.settings.display.language) return;
  loadLanguage(language).catch((error: unknown) =>
    console.warn('Språket kunde inte laddas', error),
  );
});

function format(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translate(language: Language, key: MessageKey, params?: Params): string {
  return format((useCatalogues.getState()[language] ?? sv)[key], params);
}

/** The translate function for the language chosen in the local settings (Swedish by default). */
export function useT() {
  const language = useLocalSettings((s) => s.settings.display.language);
  const texts = useCatalogues((s) => s[language]) ?? sv;
  return (key: MessageKey, params?: Params) => format(texts[key], params);
}
