import type { OutgoingMail } from '../../mail/smtp-sender.ts';
import { html, type SafeHtml } from '../../mail/html.ts';
import type { Listed, SiteDigest } from './digest-content.ts';
import { mailPage, paragraphsText } from './mail-layout.ts';

export type DigestMailInput = {
  to: string;
  firstName: string;
  kind: 'daily' | 'weekly';
  /** The Stockholm day the digest is for. */
  day: string;
  sites: SiteDigest[];
  address: string;
};

type Section = { title: string; lines: string[]; more: number; link: string };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function daysText(days: number): string {
  if (days < 0) return `gick ut för ${count(-days, 'dag', 'dagar')} sedan`;
  if (days === 0) return 'går ut i dag';
  return `om ${count(days, 'dag', 'dagar')}`;
}

function listed<T>(
  title: string,
  list: Listed<T> | null,
  line: (item: T) => string,
  link: string,
): Section | null {
  if (!list || list.total === 0) return null;
  return {
    title: `${title} (${list.total})`,
    lines: list.lines.map(line),
    more: list.total - list.lines.length,
    link,
  };
}

function waitingRecalls(count: number, link: string): Section | null {
  if (count === 0) return null;
  const line =
    count === 1
      ? '1 indragen batch från tidigare är inte åtgärdad än.'
      : `${count} indragna batcher från tidigare är inte åtgärdade än.`;
  return { title: 'Indragningar som väntar', lines: [line], more: 0, link };
}

function siteSections(site: SiteDigest, address: string): Section[] {
  const stock = `${address}/inventory`;
  // Recalls are dealt with from the home screen's panel.
  const home = `${address}/`;
  const sections = [
    listed(
      'Går ut snart eller har gått ut',
      site.expiring,
      (b) =>
        `${b.medicine}, batch ${b.batch}: ${b.expiry} (${daysText(b.days)}), ${b.quantity} i lager`,
      stock,
    ),
    listed(
      'Nya indragningar att ta hand om',
      site.newRecalls,
      (r) => `${r.medicine}, batch ${r.batch}${r.reason ? `: ${r.reason}` : ''}`,
      home,
    ),
    waitingRecalls(site.olderOpenRecalls, home),
    listed(
      'Öppna avvikelser att följa upp och avsluta',
      site.openDeviations,
      (d) => `${d.title} (öppnad ${d.openedAt})`,
      `${address}/avvikelser`,
    ),
    listed(
      'Lågt lager',
      site.lowStock,
      (l) => `${l.medicine}: ${l.quantity} i lager, minst ${l.minimum}`,
      stock,
    ),
  ];
  if (site.openWarnings?.length)
    sections.push({
      title: 'Öppna varningar',
      lines: site.openWarnings.map((w) => `${w.label}: ${w.count}`),
      more: 0,
      link: `${address}/warnings`,
    });
  return sections.filter((s): s is Section => s !== null);
}

const moreText = (s: Section) => (s.more > 0 ? `… och ${s.more} till.` : '');

function sectionText(s: Section): string {
  return [s.title, ...s.lines.map((l) => `- ${l}`), moreText(s), `Öppna i Medvakt: ${s.link}`]
    .filter(Boolean)
    .join('\n');
}

function sectionHtml(s: Section): SafeHtml {
  return html`<h3 style="margin:16px 0 4px;font-size:15px">${s.title}</h3>
    <ul style="margin:0;padding-left:20px">
      ${s.lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    ${s.more > 0 ? html`<p style="margin:4px 0">${moreText(s)}</p>` : ''}
    <p style="margin:4px 0"><a href="${s.link}">Öppna i Medvakt</a></p>`;
}

/** A person's digest in Swedish, as plain text and simple HTML. Names no patient, ever. */
export function digestMail(input: DigestMailInput): OutgoingMail {
  const what = input.kind === 'daily' ? 'dagliga sammanfattning' : 'veckosammanfattning';
  const subject = `Medvakt: ${input.kind === 'daily' ? 'daglig sammanfattning' : 'veckosammanfattning'} ${input.day}`;
  const intro = `Hej ${input.firstName}! Här är din ${what} från Medvakt för ${input.day}.`;
  const footer = `Du får det här mejlet för att du har valt en ${input.kind === 'daily' ? 'daglig' : 'veckovis'} sammanfattning. Ändra det under Inställningar: ${input.address}/settings`;
  const sites = input.sites.map((site) => ({
    name: site.siteName,
    sections: siteSections(site, input.address),
  }));
  const text = paragraphsText([
    intro,
    ...sites.map((s) => [`== ${s.name} ==`, ...s.sections.map(sectionText)].join('\n\n')),
    footer,
  ]);
  const body = html`<p>${intro}</p>
    ${sites.map(
      (s) =>
        html`<h2 style="margin:24px 0 4px;font-size:17px">${s.name}</h2>
          ${s.sections.map(sectionHtml)}`,
    )}`;
  return { to: input.to, subject, text, html: mailPage(subject, body, footer) };
}
