import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import config from '../playwright.config.ts';
import { login } from './helpers.ts';
import { NURSE_SITE, codeUrl, medicineAt } from './qr-scan-helpers.ts';

const WIDTH = 640;
const HEIGHT = 480;

/** The code drawn black on white, `scale` pixels a module, optionally softened like a lens. */
function frameOf(
  modules: { size: number; data: Uint8Array },
  scale: number,
  soft: boolean,
): Buffer {
  const { size, data } = modules;
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (data[row * size + column] !== 1) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const picture = soft ? boxBlur(luma) : luma;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), picture, chroma]);
}

function boxBlur(luma: Buffer): Buffer {
  const out = Buffer.alloc(luma.length, 255);
  for (let y = 1; y < HEIGHT - 1; y++) {
    for (let x = 1; x < WIDTH - 1; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) sum += luma[(y + dy) * WIDTH + x + dx] ?? 255;
      }
      out[y * WIDTH + x] = Math.round(sum / 9);
    }
  }
  return out;
}

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
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...frames.flatMap((frame) => [frame, frame])]);
}

test('kameran läser en QR-kod och stängs när läkemedlet visas', async ({ browser, baseURL }) => {
  // A signed-in page of the usual browser makes the code; its token comes from the server.
  const setup = await browser.newPage({ baseURL });
  await login(setup, 'user');
  const url = await codeUrl(setup, await medicineAt(setup, NURSE_SITE, 'Alvedon', '500 mg'));
  await setup.close();

  const folder = mkdtempSync(join(tmpdir(), 'medvakt-camera-'));
  const video = join(folder, 'qr.y4m');
  writeFileSync(video, qrVideo(url));
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
    await page.getByRole('button', { name: 'Skanna med kamera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skanna med kamera' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('region', { name: 'Skannat läkemedel' })).toContainText(
      'Alvedon 500 mg',
      { timeout: 15_000 },
    );
    await expect(dialog).toBeHidden();
    // The camera is released once the code is read.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { cameraStreams } = window as unknown as { cameraStreams: MediaStream[] };
          const tracks = cameraStreams.flatMap((stream) => stream.getTracks());
          return tracks.length > 0 && tracks.every((track) => track.readyState === 'ended');
        }),
      )
      .toBe(true);
  } finally {
    await camera.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
