import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers.ts';

/** The demo contacts of api/config.ts (DEMO_SUPPORT), served while SUPPORT_* are unset. */
const CONTACTS = {
  email: 'support@medvakt.se',
  phone: '010-123 45 00',
  hours: 'Vardagar 07.00–18.00. Vid driftstopp dygnet runt.',
};
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

const PHONE = { width: 375, height: 812 };
const KIOSK = { width: 1366, height: 768 };

const toc = (page: Page) => page.getByRole('navigation', { name: 'Innehåll' });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the login page links open help and support without signing in', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  expect(chunks.filter((url) => /(Help|Support|NotFound)Page-/.test(url))).toEqual([]);

  await page.getByRole('link', { name: 'Hjälp & guide' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hjälp & guide' })).toBeVisible();
  await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Teknisk support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teknisk support' })).toBeVisible();
  await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).first().click();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});

test('the guide has a table of contents whose anchors scroll to their sections', async ({
  page,
}) => {
  await page.setViewportSize(KIOSK);
  await page.goto('/help');
  await expect(toc(page).getByRole('heading', { name: 'Innehåll' })).toBeVisible();
  const links = toc(page).getByRole('link');
  expect(await links.count()).toBeGreaterThan(10);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    await expect(page.locator(href ?? '')).toHaveCount(1);
  }

  await toc(page).getByRole('link', { name: 'Kassera läkemedel' }).click();
  await expect(page).toHaveURL(/\/help#kassation$/);
  await expect(page.locator('#kassation').getByRole('heading', { level: 3 })).toBeInViewport();

  await toc(page).getByRole('link', { name: 'Kunder', exact: true }).click();
  await expect(page).toHaveURL(/#kunder$/);
  await expect(page.locator('#kunder').getByRole('heading', { name: 'Kunder' })).toBeInViewport();
});

test('a link straight to a guide section lands on it, with no screen left marked as to come', async ({
  page,
}) => {
  await page.goto('/help#qr-koder');
  const sheets = page.locator('#qr-koder');
  await expect(sheets.getByRole('heading', { level: 3 })).toBeInViewport();
  await expect(sheets.getByText('Koder per sida', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Kommer snart', { exact: true })).toHaveCount(0);

  const recall = page.locator('#indragning');
  await expect(recall.getByText('Omedelbar åtgärd krävs', { exact: true })).toBeVisible();
  await expect(recall.getByText('Kommer snart', { exact: true })).toHaveCount(0);

  const users = page.locator('#anvandare');
  await expect(users.getByText('Ny användare', { exact: true })).toBeVisible();
  await expect(users.getByText('Kommer snart', { exact: true })).toHaveCount(0);
});

test('in English the guide, its contents and its frame are all in English', async ({ page }) => {
  await page.goto('/help');
  await page.evaluate(() =>
    localStorage.setItem('medvakt.settings', JSON.stringify({ display: { language: 'en' } })),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & guide' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Disposing of medicines' }).click();
  // The same anchors in both languages, so a link to /help#kassation works in either.
  await expect(page).toHaveURL(/\/help#kassation$/);
  const disposal = page.locator('#kassation');
  await expect(disposal.getByRole('heading', { level: 3 })).toBeInViewport();
  await expect(disposal.getByText('For: User, Site admin, Administrator')).toBeVisible();
  await expect(disposal.getByText('Quantity to dispose of', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-in' }).first()).toBeVisible();

  const text = await page.locator('body').innerText();
  expect(text.match(/\S*[åäöÅÄÖ]\S*/g) ?? []).toEqual([]);
  expect(text.match(/\b(och|att|inte|eller|som|med|du)\b/gi) ?? []).toEqual([]);
});

test('in English the support page says in English why the server does not answer', async ({
  page,
}) => {
  await page.route('**/api/v1/health', (route) => route.abort('connectionrefused'));
  await page.goto('/support');
  await page.evaluate(() =>
    localStorage.setItem('medvakt.settings', JSON.stringify({ display: { language: 'en' } })),
  );
  await page.reload();
  const status = page.locator('#driftstatus');
  await expect(status.getByText('The server does not answer right now')).toBeVisible();
  await expect(status.getByText(/^Cannot connect to the server|^Network error/)).toBeVisible();
  await expect(
    page.locator('#utelast').getByText(/contact the site admin of your unit/),
  ).toBeVisible();
  // Only the opening hours, as configured on the server (SUPPORT_HOURS), stay in Swedish.
  const text = (await page.locator('body').innerText()).replace(CONTACTS.hours, '');
  expect(text.match(/\S*[åäöÅÄÖ]\S*/g) ?? []).toEqual([]);
});

test('the support page shows the configured contacts, version and a live server', async ({
  page,
}) => {
  await page.goto('/support');
  const contact = page.locator('#kontakt');
  await expect(contact.getByRole('link', { name: CONTACTS.email })).toHaveAttribute(
    'href',
    `mailto:${CONTACTS.email}`,
  );
  await expect(contact.getByRole('link', { name: CONTACTS.phone })).toHaveAttribute(
    'href',
    'tel:0101234500',
  );
  await expect(contact.getByText(CONTACTS.hours)).toBeVisible();
  await expect(page.getByText(`Medvakt version ${VERSION}`)).toBeVisible();
  await expect(
    page.locator('#driftstatus').getByText('Servern svarar', { exact: true }),
  ).toBeVisible();
  await expect(
    page.locator('#utelast').getByText(/Efter 5 misslyckade inloggningsförsök .* i 15 minuter/),
  ).toBeVisible();
  await expect(page.locator('#utelast').getByText(/Bara en administratör kan sätta/)).toBeVisible();
  await expect(page.getByText(/Skriv aldrig patientuppgifter/)).toBeVisible();
});

test('the problem report is filled in and can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'user');
  await page.goto('/support');
  const report = page.getByLabel('Mall för felanmälan');
  await expect(report).toHaveValue(new RegExp(`Version: ${VERSION.replace(/\./g, '\\.')}`));
  await expect(report).toHaveValue(/Enhet: Hemsjukvården Solna/);
  await expect(report).toHaveValue(/Tid: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await report.fill(`${await report.inputValue()}Skannern reagerade inte.`);

  await page.getByRole('button', { name: 'Kopiera' }).click();
  await expect(page.getByRole('button', { name: 'Kopierat' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Enhet: Hemsjukvården Solna');
  expect(copied).toContain('Skannern reagerade inte.');
  await expect(page.getByRole('link', { name: 'Skicka med e-post' })).toHaveAttribute(
    'href',
    /^mailto:support@medvakt\.se\?subject=Felanm%C3%A4lan%20Medvakt&body=/,
  );
  await expect(page.getByRole('link', { name: 'Tillbaka till Medvakt' }).first()).toHaveAttribute(
    'href',
    DEMO.user.home,
  );
});

test('the support page says so when the server does not answer', async ({ page }) => {
  await page.route('**/api/v1/health', (route) => route.abort('connectionrefused'));
  await page.goto('/support');
  const status = page.locator('#driftstatus');
  await expect(status.getByText('Servern svarar inte just nu')).toBeVisible();
  await page.unroute('**/api/v1/health');
  await status.getByRole('button', { name: 'Kontrollera igen' }).click();
  await expect(status.getByText('Servern svarar', { exact: true })).toBeVisible();
});

test('an unknown address shows the not-found page with the way to sign in', async ({ page }) => {
  await page.goto('/finns-inte');
  await expect(page).toHaveURL(/\/finns-inte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expect(page.getByText('/finns-inte', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Till inloggningen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});

for (const role of ['admin', 'site_admin', 'user'] as const) {
  test(`a signed-in ${role} at an unknown address is offered their own home`, async ({ page }) => {
    await login(page, role);
    await page.goto('/finns-inte');
    await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Till inloggningen', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Tillbaka till Medvakt' }).first()).toHaveAttribute(
      'href',
      DEMO[role].home,
    );
    await page.getByRole('link', { name: 'Till din startsida' }).click();
    await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`));
  });
}

test('an unknown address two levels deep shows the not-found page too', async ({ page }) => {
  await page.goto('/finns-inte/heller');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
});

for (const [name, size] of Object.entries({ phone: PHONE, kiosk: KIOSK })) {
  test(`help, support and not found fit a ${name} screen without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const path of ['/help', '/support', '/finns-inte']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
}
