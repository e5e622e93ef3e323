import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../stores/local-settings.ts';
import { en } from './catalogue-en.ts';
import { sv, type MessageKey } from './catalogue.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the language catalogues', () => {
  it('have exactly the same keys in Swedish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
  });

  it('fill in the same params in both languages', () => {
    const differing = (Object.keys(sv) as MessageKey[]).filter(
      (key) => placeholders(sv[key]).join() !== placeholders(en[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('shows Swedish until English has arrived, then English', async () => {
    // Fresh modules: another test file in this worker may have loaded English already.
    vi.resetModules();
    const fresh = await import('./t.ts');
    expect(fresh.translate('en', 'app.loading')).toBe('Laddar...');
    await fresh.loadLanguage('en');
    expect(fresh.translate('en', 'app.loading')).toBe('Loading...');
    expect(fresh.translate('sv', 'kassation.reports.months', { months: 6 })).toBe('6 månader');
  });

  it('fetches a language when it is chosen in the local settings', async () => {
    // Fresh modules: nothing loaded English yet.
    vi.resetModules();
    const fresh = await import('./t.ts');
    const settings = (await import('../stores/local-settings.ts')).useLocalSettings;
    expect(fresh.translate('en', 'app.loading')).toBe('Laddar...');
    settings.setState({
      settings: { ...DEFAULT_SETTINGS, display: { ...DEFAULT_SETTINGS.display, language: 'en' } },
    });
    await vi.waitFor(() => expect(fresh.translate('en', 'app.loading')).toBe('Loading...'));
  });
});
