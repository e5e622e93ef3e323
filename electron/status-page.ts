import type { KioskMode } from '../shared/kiosk.ts';
import { RETRY_URL } from './guards.ts';

export type StatusPage =
  | { kind: 'starting'; mode: KioskMode; problems: string[] }
  | { kind: 'error'; reason: string; problems: string[] }
  | {
      kind: 'offline';
      serverUrl: string;
      reason: string;
      retrySeconds: number;
      problems: string[];
    };

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, sans-serif; background: #f1f3f5; color: #212529; }
  main { max-width: 40rem; padding: 2.5rem; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { margin-top: 0; font-size: 1.8rem; }
  p { font-size: 1.15rem; line-height: 1.5; }
  .reason { color: #c92a2a; font-weight: 600; }
  .problems { margin-top: 1.5rem; background: #fff9db; border-radius: 8px; padding: .75rem 1.25rem; }
  a.retry { display: inline-block; margin-top: 1rem; padding: .8rem 1.6rem; border-radius: 8px;
    background: #1c7ed6; color: #fff; font-size: 1.15rem; text-decoration: none; }`;

function problemList(problems: string[]): string {
  if (problems.length === 0) return '';
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('');
  return `<div class="problems"><p>Problem i inställningarna (kiosk.json):</p><ul>${items}</ul></div>`;
}

const retryLink = `<a class="retry" href="${RETRY_URL}">Försök igen</a>`;

function body(page: StatusPage): { title: string; content: string } {
  switch (page.kind) {
    case 'starting':
      return {
        title: 'Medvakt startar …',
        content:
          page.mode === 'embedded'
            ? '<p>Databasen och tjänsten startas på den här datorn. Det tar bara en stund.</p>'
            : '<p>Ansluter till Medvakts server …</p>',
      };
    case 'error':
      return {
        title: 'Medvakt kunde inte starta',
        content: `<p class="reason">${escapeHtml(page.reason)}</p>
          <p>Försök igen. Kontakta den som ansvarar för datorn om felet finns kvar.</p>${retryLink}`,
      };
    case 'offline':
      return {
        title: 'Ingen kontakt med servern',
        content: `<p class="reason">${escapeHtml(page.reason)}</p>
          <p>Kontrollera nätverket. Medvakt försöker igen automatiskt var ${page.retrySeconds}:e sekund
          mot ${escapeHtml(page.serverUrl)}.</p>${retryLink}`,
      };
  }
}

/** A self-contained page: no scripts, no remote content, every text escaped. */
export function statusPageHtml(page: StatusPage): string {
  const { title, content } = body(page);
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${content}${problemList(page.problems)}</main></body></html>`;
}

export function statusPageUrl(page: StatusPage): string {
  return `data:text/html;charset=utf-8;base64,${Buffer.from(statusPageHtml(page)).toString('base64')}`;
}
