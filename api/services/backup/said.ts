/** A message for the operator, in Swedish with the English beside it. */
export type Said = { sv: string; en: string };

export const bothLanguages = (said: Said) => `${said.sv}\n${said.en}`;

/** A refusal of `npm run backup` or `npm run restore`; nothing was changed. */
export class Refused extends Error {
  readonly said: Said;

  constructor(said: Said) {
    super(`${said.sv} / ${said.en}`);
    this.name = 'Refused';
    this.said = said;
  }
}
