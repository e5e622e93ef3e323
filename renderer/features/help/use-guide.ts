import type { Language } from '../../i18n/catalogue.ts';
import { useLocalSettings } from '../../stores/local-settings.ts';
import { GUIDE_EN } from './en/guide.ts';
import { GUIDE } from './guide.ts';
import type { GuideChapter } from './guide-model.ts';

const GUIDES: Record<Language, readonly GuideChapter[]> = { sv: GUIDE, en: GUIDE_EN };

/** The guide in the language chosen in the local settings, like the rest of the interface. */
export function useGuide(): readonly GuideChapter[] {
  return GUIDES[useLocalSettings((s) => s.settings.display.language)];
}
