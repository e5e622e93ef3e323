import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import config from '../playwright.config.ts';
import { login } from './helpers.ts';
import { NURSE_SITE, codeUrl, medicineAt } from './qr-scan-helpers.ts';

type Size = { width: number; height: number };
const VGA: Size = { width: 640, height: 480 };
const HD: Size = { width: 1280, height: 720 };

/** The code drawn black on white, `scale` pixels a module, optionally softened like a lens. */
function frameOf(
  modules: { size: number; data: Uint8Array },
  scale: number,
  soft: boolean,
  { width, height }: Size = VGA,
): Buffer {
  const { size, data } = modules;
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (data[row * size + column] !== 1) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + column * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const picture = soft ? boxBlur(luma, { width, height }) : luma;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), picture, chroma]);
}

function boxBlur(luma: Buffer, { width, height }: Size): Buffer {
  const out = Buffer.alloc(luma.length, 255);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) sum += luma[(y + dy) * width + x + dx] ?? 255;
      }
      out[y * width + x] = Math.round(sum / 9);
    }
  }
  return out;
}

const y4m = ({ width, height }: Size, frames: Buffer[]) =>
  Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), ...frames]);

/**
 * A short looping video (Y4M, 4:2:0) for Chromium's fake camera. zxing misses a perfectly sharp
 * synthetic code now and then, depending on its data, so the code comes at a few sizes, sharp and soft.
 */
function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const frames = [3, 4, 5].flatMap((scale) => [
    frameOf(modules, scale, false),
    frameOf(modules, scale, true),
  ]);
  return y4m(
    VGA,
    frames.flatMap((frame) => [frame, frame]),
  );
}

/** A label held some way from a kiosk's HD camera: a small, soft code in a large picture. */
function smallCodeVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const frame = frameOf(modules, 3, true, HD);
  return y4m(HD, [frame, frame, frame]);
}

type Camera = { page: Page; streamsEnded: () => Promise<boolean> };

/** A browser whose camera films `video`, signed in as the nurse; closed after `run`. */
async function withFakeCamera(
  browser: Browser,
  baseURL: string | undefined,
  videoOf: (url: string) => Buffer,
  run: (camera: Camera) => Promise<void>,
) {
  // A signed-in page of the usual browser makes the code; its token comes from the server.
  const setup = await browser.newPage({ baseURL });
  await login(setup, 'user');
  const url = await codeUrl(setup, await medicineAt(setup, NURSE_SITE, 'Alvedon', '500 mg'));
  await setup.close();

  const folder = mkdtempSync(join(tmpdir(), 'medvakt-camera-'));
  const video = join(folder, 'qr.y4m');
  writeFileSync(video, videoOf(url));
  const launch = config.use?.launchOptions ?? {};
  const camera = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL,
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
      permissions: ['camera'],
    });
    // Remembers every camera stream the page opens, to see that it is stopped again.
    await context.addInitScript(() => {
      const streams: MediaStream[] = [];
      Object.assign(window, { cameraStreams: streams });
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const page = await context.newPage();
    await login(page, 'user');
    await page.goto('/scan');
    await expect(page.getByText('Redo att skanna')).toBeVisible();
    const streamsEnded = () =>
      page.evaluate(() => {
        const { cameraStreams } = window as unknown as { cameraStreams: MediaStream[] };
        const tracks = cameraStreams.flatMap((stream) => stream.getTracks());
        return tracks.length > 0 && tracks.every((track) => track.readyState === 'ended');
      });
    await run({ page, streamsEnded });
  } finally {
    await camera.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

test('kameran läser en QR-kod och stängs när läkemedlet visas', async ({ browser, baseURL }) => {
  await withFakeCamera(browser, baseURL, qrVideo, async ({ page, streamsEnded }) => {
    await page.getByRole('button', { name: 'Skanna med kamera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skanna med kamera' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('region', { name: 'Skannat läkemedel' })).toContainText(
      'Alvedon 500 mg',
      { timeout: 15_000 },
    );
    await expect(dialog).toBeHidden();
    // The camera is released once the code is read.
    await expect.poll(streamsEnded).toBe(true);
  });
});

test('kameran läser en liten kod i en stor bild inom 3 sekunder med processorn strypt fyra gånger', async ({
  browser,
  baseURL,
}) => {
  await withFakeCamera(browser, baseURL, smallCodeVideo, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByRole('button', { name: 'Skanna med kamera' }).click();
    await expect(page.getByRole('dialog', { name: 'Skanna med kamera' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Skannat läkemedel' })).toContainText(
      'Alvedon 500 mg',
      { timeout: 3_000 },
    );
  });
});
