import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/t.ts';
import { mailtoLink, reportTemplate } from './report-template.ts';

const t = (key: Parameters<typeof translate>[1]) => translate('sv', key);

describe('the problem report template', () => {
  it('names version, unit and Swedish time, and leaves room for what happened', () => {
    const text = reportTemplate(t, {
      version: '0.1.0',
      unit: 'Hemsjukvården Solna',
      now: new Date('2025-06-30T22:30:00Z'),
    });
    expect(text).toBe(
      [
        'Version: 0.1.0',
        'Enhet: Hemsjukvården Solna',
        'Tid: 2025-07-01 00:30',
        'Vad hände: (vad du gjorde, vad du väntade dig och vilket meddelande som visades)',
        '',
      ].join('\n'),
    );
  });

  it('asks for the unit when nobody is signed in', () => {
    const text = reportTemplate(t, { version: null, unit: null, now: new Date() });
    expect(text).toContain('Version: (okänd)');
    expect(text).toContain('Enhet: (skriv vilken enhet)');
  });

  it('builds a mail link with subject and body encoded', () => {
    expect(mailtoLink('support@medvakt.se', 'Felanmälan Medvakt', 'Tid: 1\nVad hände: x')).toBe(
      'mailto:support@medvakt.se?subject=Felanm%C3%A4lan%20Medvakt&body=Tid%3A%201%0AVad%20h%C3%A4nde%3A%20x',
    );
  });
});
