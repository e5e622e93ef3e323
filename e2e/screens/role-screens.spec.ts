import { expect, test, type Page } from '@playwright/test';
import type { DemoRole } from '../helpers.ts';
import { fitProblems } from './label-fit.ts';
import { demoDataStrings, foreignWords } from './language-words.ts';
import { SCREEN_LANGUAGES, screensFor, type ScreenLanguage } from './screen-routes.ts';
import {
  checkAt,
  checkScreen,
  firstLink,
  navigate,
  settle,
  signInWith,
  visibleText,
  warningDetail,
  widthsFor,
} from './screen-checks.ts';

// Every signed-in screen of every role, walked once per language with every check made on the way:
// WCAG 2.1 AA (axe-core finds nothing critical or serious; one h1, no skipped heading level) at
// kiosk width and, in Swedish, phone width; no interface word of the other language (demo data
// taken out first, language-words.ts), a warning's details too; and, in Swedish, the screen fits
// 1366x768 with no label cut. Each check is its own test, failing with its own list.

const ROLES: readonly DemoRole[] = ['admin', 'site_admin', 'user'];
const DATA = demoDataStrings();

type Found = { axe: Map<string, string[]>; language: string[]; fit: string[] };

/** Checks the screen at `path` in every way, adding what fails to `found`. */
async function walkScreen(
  page: Page,
  where: { path: string; role: DemoRole; language: ScreenLanguage },
  found: Found,
): Promise<void> {
  const { path, role, language } = where;
  const axe: string[] = [];
  await navigate(page, path);
  for (const width of widthsFor(language)) {
    axe.push(...(await checkAt(page, where, width)));
    if (width !== 'kiosk') continue;
    const words = foreignWords(await visibleText(page), language, DATA);
    if (words.length > 0) found.language.push(`${path}: ${words.join(', ')}`);
    if (path === '/warnings') {
      const inDetail = foreignWords(await warningDetail(page), language, DATA);
      if (inDetail.length > 0) found.language.push(`a warning: ${inDetail.join(', ')}`);
    }
    if (language !== 'sv') continue;
    if (await settle(page)) found.fit.push(`${path} [${role}]: still loading, or no h1`);
    for (const problem of await fitProblems(page)) found.fit.push(`${path} [${role}]: ${problem}`);
  }
  found.axe.set(path, axe);
}

/** Walks every screen of `role`, then the screens opened with an id from the demo data. */
async function walk(page: Page, role: DemoRole, language: ScreenLanguage): Promise<Found> {
  const found: Found = { axe: new Map(), language: [], fit: [] };
  // Ten rows a list, not twenty: the same rows, and axe judges them in half the time.
  await signInWith(page, role, language, { items_per_page: 10 });
  for (const path of screensFor(role)) await walkScreen(page, { path, role, language }, found);

  const check = async (path: string) => {
    await navigate(page, path);
    found.axe.set(path, await checkScreen(page, { path, role, language }));
  };
  await navigate(page, '/narkotika');
  await settle(page);
  const journal = await firstLink(page, /^\/narkotika\/(?!kontrollrakningar$|avvikelser$)[^/]+$/);
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
  return found;
}

for (const language of SCREEN_LANGUAGES)
  for (const role of ROLES)
    test.describe(`${role}, ${language}`, () => {
      let found: Found;

      test.beforeAll(async ({ browser }) => {
        test.setTimeout(10 * 60_000);
        const context = await browser.newContext();
        found = await walk(await context.newPage(), role, language);
        await context.close();
      });

      test(`${role}'s screens meet WCAG 2.1 AA (${language})`, () => {
        for (const [path, failures] of found.axe)
          expect.soft(failures, `${path}: ${failures.length} problems`).toEqual([]);
      });

      test(`${role} in ${language === 'en' ? 'English' : 'Swedish'}: no word of the other language`, () => {
        expect(
          found.language,
          `interface words of the other language on ${role}'s screens`,
        ).toEqual([]);
      });

      if (language === 'sv')
        test(`every screen of ${role} fits 1366x768 with no label cut`, () => {
          expect(found.fit, found.fit.join('\n')).toEqual([]);
        });
    });
