import { expect, test, type Page } from '@playwright/test';
import type { DemoRole } from '../helpers.ts';
import { demoDataStrings, foreignWords } from './language-words.ts';
import { SCREEN_LANGUAGES, screensFor, signInWithLanguage } from './screen-routes.ts';

// One language all the way: every signed-in screen of every role (the help guide too) and a
// warning's details show no interface word of the other language, in English and in Swedish. One
// sign-in per role and language; the language applies from the next full page load. Data is not
// interface: every string of the demo data the server is loaded with (medicines, units, people,
// locations, recall notices) is taken out of a screen's text first, as whole words, so the
// screens need no markup for it (language-words.ts).

const ROLES: readonly DemoRole[] = ['admin', 'site_admin', 'user'];
const DATA = demoDataStrings();

/**
 * The page once its data and the chosen language's texts (fetched on their own) have loaded:
 * nothing more coming over the network, no spinner, its heading shown.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('h1:visible').first()).toBeVisible();
}

/** What a reader sees: the page's text and the hints in its empty fields. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hints = [...document.querySelectorAll('input[placeholder], textarea[placeholder]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getAttribute('placeholder') ?? '');
    return [document.body.innerText, ...hints].join('\n');
  });
}

/** The first warning's details and history, as the warnings screen opens them. */
async function warningDetail(page: Page): Promise<string> {
  await page.getByTestId('warning-row').first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('warning-history-entry').first()).toBeVisible();
  const text = await dialog.innerText();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}

for (const language of SCREEN_LANGUAGES)
  for (const role of ROLES)
    test(`${role} in ${language === 'en' ? 'English' : 'Swedish'}: no word of the other language`, async ({
      page,
    }) => {
      await signInWithLanguage(page, role, language);
      const found: string[] = [];
      const check = (where: string, text: string) => {
        const words = foreignWords(text, language, DATA);
        if (words.length > 0) found.push(`${where}: ${words.join(', ')}`);
      };
      for (const path of screensFor(role)) {
        await page.goto(path);
        await test.step(path, () => settle(page));
        check(path, await visibleText(page));
        if (path === '/warnings') check('a warning', await warningDetail(page));
      }
      expect(found, `interface words of the other language on ${role}'s screens`).toEqual([]);
    });
