import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DemoRole } from '../helpers.ts';
import {
  PUBLIC_SCREENS,
  SCREEN_LANGUAGES,
  VIEWPORTS,
  screensFor,
  signInWithLanguage,
  type ScreenLanguage,
} from './screen-routes.ts';

// WCAG 2.1 AA on every screen: axe-core finds nothing critical or serious, every page has one h1
// and its headings skip no level; for each route × role × language, at kiosk width and (in
// Swedish) phone width.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
// The phone's layout in the other language has the same markup and colours as in Swedish.
const widthsFor = (language: ScreenLanguage) =>
  language === 'sv' ? (['kiosk', 'phone'] as const) : (['kiosk'] as const);
const ROLES: readonly DemoRole[] = ['admin', 'site_admin', 'user'];

type Where = { path: string; role: DemoRole | 'signed out'; language: ScreenLanguage };

/** Waits until the screen has drawn its data: its own h1 shown and no spinner left. */
async function settle(page: Page): Promise<string | null> {
  try {
    await expect(page.locator('h1:visible:not([data-left-behind])').first()).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 10_000 });
    return null;
  } catch {
    return 'the page did not settle: still loading, or no visible h1';
  }
}

/** One h1 and no skipped heading level, over the headings a reader meets (hidden ones left out). */
function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) =>
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      !el.closest('[aria-hidden="true"]');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter(shown)
      .map((el) => ({
        level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
        text: (el.textContent ?? '').trim().slice(0, 60),
      }));
    const problems: string[] = [];
    const h1s = headings.filter((h) => h.level === 1);
    if (h1s.length !== 1) {
      problems.push(`${h1s.length} h1 (${h1s.map((h) => `"${h.text}"`).join(', ')}), not one`);
    }
    let previous = 0;
    for (const h of headings) {
      if (h.level > previous + 1) {
        problems.push(
          `h${h.level} "${h.text}" follows ${previous ? `h${previous}` : 'no heading'}`,
        );
      }
      previous = h.level;
    }
    return problems;
  });
}

/**
 * The page's markup without the ids Mantine and React draw at random: the same for the same
 * screen, such as the guide, whoever has signed in.
 */
function fingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement.outerHTML.replace(/mantine-[a-z0-9]{6,}|«[^»]*»/g, '');
    let hash = 0x811c9dc5;
    for (let i = 0; i < html.length; i++) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
    return `${html.length}:${(hash >>> 0).toString(16)}`;
  });
}

/** axe's findings for markup it has already judged at a width: not judged twice (the guide is slow). */
const judged = new Map<string, string[]>();

/** axe's critical and serious findings on the page as it is now, one readable line each. */
async function axeProblems(page: Page, width: string): Promise<string[]> {
  const key = `${width} ${await fingerprint(page)}`;
  const known = judged.get(key);
  if (known) return known;
  // Legacy mode runs axe in the page itself: the app has no frames from other origins, and the
  // default mode's extra page per run would double the time.
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const problems = result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
      return (
        `${violation.id} (${violation.impact}, ${violation.nodes.length}): ` +
        `${violation.help}: ${targets.join(' | ')}${more}`
      );
    });
  judged.set(key, problems);
  return problems;
}

/** Checks the page as it is now at both widths; returns what fails, one readable line each. */
async function checkScreen(page: Page, where: Where): Promise<string[]> {
  const failures: string[] = [];
  for (const name of widthsFor(where.language)) {
    await page.setViewportSize(VIEWPORTS[name]);
    const label = `${where.path} [${where.role}, ${where.language}, ${name}]`;
    const unsettled = await settle(page);
    if (unsettled) failures.push(`${label}: ${unsettled}`);
    for (const problem of await headingProblems(page))
      failures.push(`${label} headings: ${problem}`);
    for (const problem of await axeProblems(page, name)) failures.push(`${label} ${problem}`);
  }
  return failures;
}

/** Loads `path`; tries again while `npm run build` replaces dist/ beside the suite. */
async function load(page: Page, path: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await page.goto(path);
    if (response?.ok() || attempt === 3) return;
    await page.waitForTimeout(3_000);
  }
}

/**
 * Moves to `path` inside the loaded app, as its links do: the router shows the screen without
 * loading the app, the session and the units again for each one. The old screen's h1 is marked,
 * so settle() waits for the new one (consecutive screens are never drawn by the same component).
 */
async function navigate(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((to) => {
    for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-left-behind', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens `path` and checks it; each screen's problems are one soft failure, so all are listed. */
async function visit(page: Page, where: Where): Promise<void> {
  await page.setViewportSize(VIEWPORTS.kiosk);
  await navigate(page, where.path);
  const failures = await checkScreen(page, where);
  expect.soft(failures, `${where.path}: ${failures.length} problems`).toEqual([]);
}

/** The first link in the page's content whose address matches `pattern`. */
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/**
 * Signs in as `role` with the interface in `language` and `display` added to the browser's
 * display settings; they take effect at the page load that follows.
 */
async function signInWith(
  page: Page,
  role: DemoRole,
  language: ScreenLanguage,
  display: Record<string, unknown>,
): Promise<void> {
  await signInWithLanguage(page, role, language);
  await page.evaluate((added) => {
    const settings = JSON.parse(localStorage.getItem('medvakt.settings') ?? '{}') as {
      display?: Record<string, unknown>;
    };
    settings.display = { ...settings.display, ...added };
    localStorage.setItem('medvakt.settings', JSON.stringify(settings));
  }, display);
  await load(page, '/settings');
  await settle(page);
}

// Each test signs in on its own, so they may share the work when the suite runs more workers.
test.describe.configure({ mode: 'parallel', timeout: 10 * 60_000 });

for (const language of SCREEN_LANGUAGES) {
  test(`public screens meet WCAG 2.1 AA (${language})`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate((chosen) => {
      localStorage.setItem('medvakt.settings', JSON.stringify({ display: { language: chosen } }));
    }, language);
    await load(page, '/');
    for (const path of PUBLIC_SCREENS) await visit(page, { path, role: 'signed out', language });
  });

  for (const role of ROLES) {
    test(`${role}'s screens meet WCAG 2.1 AA (${language})`, async ({ page }) => {
      // Ten rows a list, not twenty: the same rows, and axe judges them in half the time.
      await signInWith(page, role, language, { items_per_page: 10 });
      const check = (path: string) => visit(page, { path, role, language });
      for (const path of screensFor(role)) await check(path);

      // Screens opened with an id from the demo data, found through the lists that link them.
      await navigate(page, '/narkotika');
      await settle(page);
      const journal = await firstLink(
        page,
        /^\/narkotika\/(?!kontrollrakningar$|avvikelser$)[^/]+$/,
      );
      expect(journal, 'the demo unit has a narcotic with a journal').not.toBeNull();
      const siteId = await page.evaluate(() => localStorage.getItem('currentSiteId'));
      expect(siteId, 'a unit is chosen').not.toBeNull();
      await check(journal!);
      await check(`/scan/${siteId}`);
      await check(`${journal!}/rakna`);
      await check(`/scan/${siteId}/${journal!.split('/')[2]}`);
      await navigate(page, '/inventering');
      await settle(page);
      const stockTake = await firstLink(page, /^\/inventering\/[^/]+$/);
      if (stockTake) await check(stockTake);
    });
  }
}

test('the dark colour scheme meets WCAG 2.1 AA on the everyday screens', async ({ page }) => {
  await signInWith(page, 'site_admin', 'sv', { theme: 'dark', items_per_page: 10 });
  const everyday = ['/site-admin', '/inventory', '/warnings', '/kassation', '/narkotika', '/scan'];
  for (const path of [...everyday, '/help']) {
    await visit(page, { path, role: 'site_admin', language: 'sv' });
  }
});

test('open dialogs, forms and tabs meet WCAG 2.1 AA', async ({ page }) => {
  await signInWith(page, 'site_admin', 'sv', { items_per_page: 10 });
  const where = (path: string) => ({ path, role: 'site_admin' as const, language: 'sv' as const });
  const checkOpened = async (path: string, what: string) => {
    const failures = await checkScreen(page, where(`${path} (${what})`));
    expect.soft(failures, `${path} with ${what} open: ${failures.length} problems`).toEqual([]);
    await page.setViewportSize(VIEWPORTS.kiosk);
  };

  await navigate(page, '/inventory');
  await settle(page);
  await page
    .getByRole('button', { name: /^Kassera / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Kassera lagerartikel' })).toBeVisible();
  await checkOpened('/inventory', 'the dispose dialog');
  await page.keyboard.press('Escape');

  await navigate(page, '/lakemedel');
  await settle(page);
  await page.getByRole('button', { name: 'Nytt läkemedel' }).click();
  await expect(page.getByRole('dialog', { name: 'Nytt läkemedel' })).toBeVisible();
  await checkOpened('/lakemedel', 'the new medicine dialog');
  await page.keyboard.press('Escape');

  await navigate(page, '/users');
  await settle(page);
  await page.getByRole('button', { name: 'Ny användare' }).click();
  await expect(page.getByRole('form', { name: 'Skapa användare' })).toBeVisible();
  await checkOpened('/users', 'the new user form');

  await navigate(page, '/kassation');
  await settle(page);
  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Rapporter' })).toBeVisible();
  await checkOpened('/kassation', 'the reports tab');
});
