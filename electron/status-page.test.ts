import { describe, expect, it } from 'vitest';
import { RETRY_URL } from './guards.ts';
import { statusPageHtml, statusPageUrl } from './status-page.ts';

describe('status screens', () => {
  it('show the start screen with the settings problems, escaped', () => {
    const html = statusPageHtml({
      kind: 'starting',
      mode: 'embedded',
      problems: ['kiosk.json: printer: <script>alert(1)</script>'],
    });
    expect(html).toContain('Medvakt startar');
    expect(html).toContain('Problem i inställningarna');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('offer a retry on the error and offline screens, with no scripts or remote content', () => {
    const offline = statusPageHtml({
      kind: 'offline',
      serverUrl: 'https://medvakt.region.se',
      reason: 'Servern https://medvakt.region.se svarade inte inom 10 sekunder.',
      retrySeconds: 30,
      problems: [],
    });
    expect(offline).toContain('Ingen kontakt med servern');
    expect(offline).toContain('var 30:e sekund');
    expect(offline).toContain(`href="${RETRY_URL}"`);
    expect(offline).toContain("default-src 'none'");
    expect(offline).not.toMatch(/<script|src=|@import|url\(/i);

    const error = statusPageHtml({ kind: 'error', reason: 'API:et "x" & <y>', problems: [] });
    expect(error).toContain('Medvakt kunde inte starta');
    expect(error).toContain('API:et &quot;x&quot; &amp; &lt;y&gt;');
    expect(error).toContain('Försök igen');
  });

  it('travel as a data: address', () => {
    const url = statusPageUrl({ kind: 'error', reason: 'Fel', problems: [] });
    expect(url.startsWith('data:text/html;charset=utf-8;base64,')).toBe(true);
    const html = Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(html).toContain('Medvakt kunde inte starta');
  });
});
