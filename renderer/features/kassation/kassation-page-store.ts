import { create } from 'zustand';
import { DEFAULT_STATS_MONTHS } from '../../../shared/schemas/kassation-reports.ts';
import { registerClearableStore } from '../../stores/site.ts';

export type KassationTab = 'overview' | 'reports';

type KassationPageState = {
  tab: KassationTab;
  page: number;
  includeRestored: boolean;
  months: number;
  set: (change: Partial<PageView>) => void;
};

type PageView = Omit<KassationPageState, 'set'>;

const initial: PageView = {
  tab: 'overview',
  page: 1,
  includeRestored: false,
  months: DEFAULT_STATS_MONTHS,
};

/** What the Kassation screen shows; a site switch starts it over. */
export const useKassationPage = create<KassationPageState>((set) => ({
  ...initial,
  set: (change) => set(change),
}));

registerClearableStore({
  name: 'kassation-page',
  clear: () => useKassationPage.setState(initial),
});
