import type { RoleName } from '../../../shared/constants.ts';

/** A button, menu or screen text as the app shows it; guide.test.ts checks it against the catalogue. */
export type UiText = { kind: 'ui'; text: string };
/** A link to another guide section (`#id`) or another page of the app (`/support`). */
export type GuideLink = { kind: 'link'; text: string; to: string };
export type Inline = string | UiText | GuideLink;
/** One paragraph or list item: plain text with marked screen texts and links. */
export type Line = readonly Inline[];

export type BadgeSample = {
  /** The screen text as the spec writes it ('N dagar'); `example` is how it looks ('5 dagar'). */
  label: UiText;
  example: string;
  color: 'dark' | 'red' | 'yellow' | 'teal';
  alertIcon?: boolean;
  meaning: Line;
};

export type GuideBlock =
  | { kind: 'text'; line: Line }
  | { kind: 'steps'; items: readonly Line[] }
  | { kind: 'list'; items: readonly Line[] }
  | { kind: 'tip'; line: Line }
  | { kind: 'table'; head: readonly string[]; rows: readonly (readonly Line[])[] }
  | { kind: 'badges'; samples: readonly BadgeSample[] };

export type GuideSection = {
  /** The anchor: /help#id. */
  id: string;
  title: string;
  roles: readonly RoleName[];
  /** The screens this section describes are not in the app yet. */
  comingSoon?: boolean;
  blocks: readonly GuideBlock[];
};

export type GuideChapter = {
  id: string;
  title: string;
  intro: string;
  sections: readonly GuideSection[];
};

export const ui = (text: string): UiText => ({ kind: 'ui', text });
export const link = (text: string, to: string): GuideLink => ({ kind: 'link', text, to });

export const text = (...line: Inline[]): GuideBlock => ({ kind: 'text', line });
export const tip = (...line: Inline[]): GuideBlock => ({ kind: 'tip', line });
export const steps = (...items: Line[]): GuideBlock => ({ kind: 'steps', items });
export const list = (...items: Line[]): GuideBlock => ({ kind: 'list', items });

export const EVERYONE: readonly RoleName[] = ['user', 'site_admin', 'admin'];
export const MANAGERS: readonly RoleName[] = ['site_admin', 'admin'];
export const OPERATOR: readonly RoleName[] = ['admin'];
export const table = (head: readonly string[], ...rows: (readonly Line[])[]): GuideBlock => ({
  kind: 'table',
  head,
  rows,
});
export const badges = (...samples: BadgeSample[]): GuideBlock => ({ kind: 'badges', samples });
