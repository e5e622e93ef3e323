import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { DemoRole } from '../helpers.ts';
import { VIEWPORTS, signInWithLanguage, type ScreenLanguage } from './screen-routes.ts';

// What the every-screen checks do on a screen: wait for it, judge its headings and its markup
// (axe-core), read its text, and move between screens as the app's links do.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
// The phone's layout in the other language has the same markup and colours as in Swedish.
export const widthsFor = (language: ScreenLanguage) =>
  language === 'sv' ? (['kiosk', 'phone'] as const) : (['kiosk'] as const);
export type Where = { path: string; role: DemoRole | 'signed out'; language: ScreenLanguage };

/** Waits until the screen has drawn its data: its own h1 shown and no spinner left. */
export async function settle(page: Page): Promise<string | null> {
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
export function headingProblems(page: Page): Promise<string[]> {
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
export async function axeProblems(page: Page, width: string): Promise<string[]> {
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

/** Checks the page as it is now at one width; returns what fails, one readable line each. */
export async function checkAt(
  page: Page,
  where: Where,
  name: keyof typeof VIEWPORTS,
): Promise<string[]> {
  const failures: string[] = [];
  await page.setViewportSize(VIEWPORTS[name]);
  const label = `${where.path} [${where.role}, ${where.language}, ${name}]`;
  const unsettled = await settle(page);
  if (unsettled) failures.push(`${label}: ${unsettled}`);
  for (const problem of await headingProblems(page)) failures.push(`${label} headings: ${problem}`);
  for (const problem of await axeProblems(page, name)) failures.push(`${label} ${problem}`);
  return failures;
}

/** Checks the page as it is now at both widths; returns what fails, one readable line each. */
export async function checkScreen(page: Page, where: Where): Promise<string[]> {
  const failures: string[] = [];
  for (const name of widthsFor(where.language))
    failures.push(...(await checkAt(page, where, name)));
  return failures;
}

/** Loads `path`; tries again while `npm run build` replaces dist/ beside the suite. */
export async function load(page: Page, path: string): Promise<void> {
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
export async function navigate(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((to) => {
    for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-left-behind', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens `path` and checks it; each screen's problems are one soft failure, so all are listed. */
export async function visit(page: Page, where: Where): Promise<void> {
  await page.setViewportSize(VIEWPORTS.kiosk);
  await navigate(page, where.path);
  const failures = await checkScreen(page, where);
  expect.soft(failures, `${where.path}: ${failures.length} problems`).toEqual([]);
}

/** The first link in the page's content whose address matches `pattern`. */
export async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/**
 * Signs in as `role` with the interface in `language` and `display` added to the browser's
 * display settings; they take effect at the page load that follows.
 */
export async function signInWith(
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

/** What a reader sees: the page's text and the hints in its empty fields. */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hints = [...document.querySelectorAll('input[placeholder], textarea[placeholder]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getAttribute('placeholder') ?? '');
    return [document.body.innerText, ...hints].join('\n');
  });
}

/** The first warning's details and history, as the warnings screen opens them. */
export async function warningDetail(page: Page): Promise<string> {
  await page.getByTestId('warning-row').first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('warning-history-entry').first()).toBeVisible();
  const text = await dialog.innerText();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}
