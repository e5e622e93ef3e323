import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { EXPIRY_STATUS_LABELS } from '../../shared/stock-rules.ts';
import { login, type DemoRole } from '../helpers.ts';
import { PUBLIC_SCREENS, VIEWPORTS, screensFor } from './screen-routes.ts';

// Phones and tablets: every screen for every role that may open it, at 375 and 768 px wide. The
// page never scrolls sideways, nothing runs past the right edge (except inside a frame meant to
// scroll), the h1 shows, the header's site switcher, user block and 'Logga ut' do not overlap, and
// the screen's main action is on screen. Key screens are photographed for a person to look at.

const SIZES = ['phone', 'tablet'] as const;
type Size = (typeof SIZES)[number];
const ROLES: readonly DemoRole[] = ['admin', 'site_admin', 'user'];
const MANAGER = (role: DemoRole) => role !== 'user';
const EXPIRY_STATUS = new RegExp(`^(${Object.values(EXPIRY_STATUS_LABELS).join('|')})$`);

/** Screens photographed at both widths, for each role that may open them. */
const PHOTOGRAPHED = new Set([
  '/admin',
  '/site-admin',
  '/user',
  '/inventory',
  '/lakemedel',
  '/users',
  '/warnings',
  '/kassation',
  '/narkotika',
  '/glukagon',
  '/bestallning',
]);

/** What must be on screen: the controls a nurse or manager comes to the screen for. */
function mainActions(page: Page, path: string, role: DemoRole): { name: string; at: Locator }[] {
  const main = page.getByRole('main');
  const button = (name: string | RegExp) => main.getByRole('button', { name }).first();
  const firstRow = main.getByRole('row').nth(1);
  switch (path) {
    case '/inventory':
      return [
        { name: 'add', at: button('Lägg till i lager') },
        { name: 'first row: Kassera', at: firstRow.getByRole('button', { name: /^Kassera / }) },
        { name: 'first row: Redigera', at: firstRow.getByRole('button', { name: /^Redigera / }) },
        { name: 'first row: expiry date', at: firstRow.getByText(/^\d{4}-\d{2}-\d{2}$/).first() },
        { name: 'first row: status', at: firstRow.getByText(EXPIRY_STATUS).first() },
      ];
    case '/lakemedel':
      return MANAGER(role) ? [{ name: 'add', at: button('Nytt läkemedel') }] : [];
    case '/users':
      return [
        { name: 'add', at: button('Ny användare') },
        { name: 'first row: Redigera', at: firstRow.getByRole('button', { name: /^Redigera / }) },
      ];
    case '/customers':
      return [{ name: 'add', at: button('Ny kund') }];
    case '/sites':
      return [{ name: 'add', at: button('Ny enhet') }];
    case '/kiosker':
      return [{ name: 'add', at: button('Registrera kiosk') }];
    case '/api-token':
      return [{ name: 'add', at: button('Skapa API-token') }];
    case '/warnings':
      return [{ name: 'first warning', at: main.getByTestId('warning-row').first() }];
    case '/narkotika':
      return [{ name: 'count', at: main.getByRole('link', { name: 'Kontrollräkna' }).first() }];
    case '/inventering':
      return [{ name: 'start', at: button('Starta inventering') }];
    default:
      return [];
  }
}

/** Waits until the screen has loaded: no spinner, a visible h1. */
async function settle(page: Page): Promise<string | null> {
  try {
    await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('h1:visible').first()).toBeVisible({ timeout: 5_000 });
    return null;
  } catch {
    return 'still loading, or no visible h1';
  }
}

/**
 * What runs past the right edge: the page's own width, and each visible element that ends beyond
 * it without an ancestor that clips or scrolls it (a table frame meant to scroll sideways); and
 * each button whose words are cut off.
 */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    }
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') {
          return up.getBoundingClientRect().right <= width + 1;
        }
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (clipped(el)) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      problems.push(`<${el.tagName.toLowerCase()}> "${text}" ends at ${Math.round(box.right)}px`);
      if (problems.length >= 5) break;
    }
    // A button too narrow for its words cuts them off.
    for (const label of document.querySelectorAll('.mantine-Button-label')) {
      if (label.scrollWidth <= label.clientWidth + 1 || !label.checkVisibility()) continue;
      problems.push(`the button "${(label.textContent ?? '').trim()}" is cut off`);
    }
    return problems;
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The app's header (screens in its frame; the scanner, guide and support screens have their own)
 * has 'Logga ut', and its controls lie side by side inside the screen, none on top of another.
 */
async function headerProblems(page: Page, width: number): Promise<string[]> {
  const banner = page.locator('header.mantine-AppShell-header');
  if (!(await banner.isVisible())) return [];
  const controls = {
    'site switcher': banner.getByTestId('current-site'),
    'user block': banner.getByTestId('user-block'),
    'Logga ut': banner.getByRole('button', { name: 'Logga ut' }),
  };
  const boxes: [string, Box][] = [];
  for (const [name, control] of Object.entries(controls)) {
    const shown = control.filter({ visible: true });
    if ((await shown.count()) === 0) continue;
    const box = await shown.first().boundingBox();
    if (box) boxes.push([name, box]);
  }
  const problems: string[] = [];
  if (!boxes.some(([name]) => name === 'Logga ut')) problems.push("no 'Logga ut' in the header");
  for (const [name, box] of boxes) {
    if (box.x < 0 || box.x + box.width > width + 1) problems.push(`${name} runs off the screen`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, boxA] = boxes[i]!;
      const [b, boxB] = boxes[j]!;
      if (overlaps(boxA, boxB)) problems.push(`${a} overlaps ${b}`);
    }
  }
  return problems;
}

/** The control is shown and lies within the screen's width. */
async function onScreen(at: Locator, width: number): Promise<string | null> {
  try {
    await expect(at).toBeVisible({ timeout: 5_000 });
  } catch {
    return 'not shown';
  }
  await at.scrollIntoViewIfNeeded();
  const box = await at.boundingBox();
  if (!box) return 'not shown';
  if (box.x < 0 || box.x + box.width > width + 1) {
    return `off screen (${Math.round(box.x)}–${Math.round(box.x + box.width)}px)`;
  }
  return null;
}

async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Checks the screen now open at one width; returns what fails, one readable line each. */
async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  where: { path: string; role: DemoRole | 'signed out'; size: Size },
): Promise<string[]> {
  const { width } = VIEWPORTS[where.size];
  const label = `${where.path} [${where.role}, ${where.size}]`;
  const failures: string[] = [];
  const unsettled = await settle(page);
  if (unsettled) failures.push(`${label}: ${unsettled}`);
  for (const problem of await overflow(page)) failures.push(`${label} overflow: ${problem}`);
  if (where.role !== 'signed out') {
    for (const problem of await headerProblems(page, width)) {
      failures.push(`${label} header: ${problem}`);
    }
    for (const { name, at } of mainActions(page, where.path, where.role)) {
      const problem = await onScreen(at, width);
      if (problem) failures.push(`${label} ${name}: ${problem}`);
    }
  }
  if (PHOTOGRAPHED.has(where.path) || where.role === 'signed out') {
    const role = where.role.replace(' ', '-');
    await photograph(page, testInfo, `${where.size}-${role}${where.path.replaceAll('/', '_')}`);
  }
  return failures;
}

for (const role of ROLES) {
  test(`every screen of ${role} fits a phone and a tablet`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    await login(page, role);
    const failures: string[] = [];
    for (const path of screensFor(role)) {
      await page.goto(path);
      for (const size of SIZES) {
        await page.setViewportSize(VIEWPORTS[size]);
        failures.push(...(await checkScreen(page, testInfo, { path, role, size })));
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('the screens for the signed out fit a phone and a tablet', async ({ page }, testInfo) => {
  const failures: string[] = [];
  for (const path of PUBLIC_SCREENS) {
    await page.goto(path);
    for (const size of SIZES) {
      await page.setViewportSize(VIEWPORTS[size]);
      failures.push(...(await checkScreen(page, testInfo, { path, role: 'signed out', size })));
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

/** The open dialog lies within the phone's screen and its buttons can be reached. */
async function dialogFits(page: Page, testInfo: TestInfo, name: string, submit: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Mantine's dialogs open with a short transition.
  await expect(async () => {
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
  }).toPass({ timeout: 5_000 });
  expect(await overflow(page)).toEqual([]);
  for (const label of ['Avbryt', submit]) {
    const button = dialog.getByRole('button', { name: label, exact: typeof label === 'string' });
    expect(await onScreen(button, VIEWPORTS.phone.width), String(label)).toBeNull();
  }
  await page.screenshot({ path: testInfo.outputPath(`dialog-${name}.png`) });
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
}

test('the stock dialogs fit a phone', async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await login(page, 'site_admin');
  await page.goto('/inventory');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Lägg till i lager' }).click();
  await dialogFits(page, testInfo, 'add-stock', 'Lägg till');

  const firstRow = main.getByRole('row').nth(1);
  await firstRow.getByRole('button', { name: /^Kassera / }).click();
  await dialogFits(page, testInfo, 'dispose', /^Kassera/);
});
