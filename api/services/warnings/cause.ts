import type { WarningSeverity, WarningType } from '../../../shared/schemas/warning.ts';
import type { WarningTexts } from './warning-texts.ts';

/** A reason for a warning that exists right now. */
export type Cause = {
  /** One open warning per subject: 'expiry:<itemId>' or 'low_stock:<templateId>'. */
  openKey: string;
  /** What a person's resolution silences: the type and the subject. */
  suppressKey: string;
  type: WarningType;
  severity: WarningSeverity;
  siteId: string;
  itemId: string | null;
  templateId: string | null;
} & WarningTexts;
