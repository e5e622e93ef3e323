import { html, type SafeHtml } from '../../mail/html.ts';

/** Paragraphs of a plain-text mail, a blank line apart. */
export const paragraphsText = (paragraphs: string[]) => `${paragraphs.join('\n\n')}\n`;

/** The simple page every Medvakt e-mail's HTML part is: no images, no scripts, readable anywhere. */
export function mailPage(title: string, body: SafeHtml, footer: string): string {
  return html`<!doctype html>
    <html lang="sv">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body
        style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a;max-width:640px"
      >
        ${body}
        <hr style="margin-top:24px;border:0;border-top:1px solid #ccc" />
        <p style="font-size:12px;color:#555">${footer}</p>
      </body>
    </html> `.safe;
}
