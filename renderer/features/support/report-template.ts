import type { MessageKey } from '../../i18n/catalogue.ts';

type Translate = (key: MessageKey) => string;

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
});

export type ReportFacts = { version: string | null; unit: string | null; now: Date };

/** The problem report to copy: the facts support needs first, then room for what happened. */
export function reportTemplate(t: Translate, facts: ReportFacts): string {
  return [
    `${t('support.report.version')}: ${facts.version ?? t('support.report.versionUnknown')}`,
    `${t('support.report.unit')}: ${facts.unit ?? t('support.report.unitUnknown')}`,
    `${t('support.report.time')}: ${stockholmTime.format(facts.now)}`,
    `${t('support.report.what')}: ${t('support.report.whatHint')}`,
    '',
  ].join('\n');
}

export function mailtoLink(email: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?${query}`;
}
