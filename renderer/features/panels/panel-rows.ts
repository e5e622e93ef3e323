import type { ExpiryWarningList } from '../../../shared/schemas/dashboard.ts';
import type { RecallMatch, RecallMatchList } from '../../../shared/schemas/recall.ts';

/** The list after a batch left it: one row fewer, totals down by one, never below zero. */
export function withoutWarning(list: ExpiryWarningList, itemId: string): ExpiryWarningList {
  const gone = list.expiry_warnings.find((w) => w.id === itemId);
  if (!gone) return list;
  return {
    expiry_warnings: list.expiry_warnings.filter((w) => w.id !== itemId),
    total_expiry_warnings: Math.max(0, list.total_expiry_warnings - 1),
    critical_count:
      gone.severity === 'critical' ? Math.max(0, list.critical_count - 1) : list.critical_count,
  };
}

/** The list after a recall match was resolved: one row fewer, the count down by one. */
export function withoutMatch(list: RecallMatchList, matchId: string): RecallMatchList {
  if (!list.items.some((m) => m.id === matchId)) return list;
  return {
    items: list.items.filter((m) => m.id !== matchId),
    total: Math.max(0, list.total - 1),
  };
}

/** Compact mode shows the first few rows until the reader asks for the rest. */
export function visibleRows<T>(rows: readonly T[], compactRows: number | null, expanded: boolean) {
  return compactRows === null || expanded ? rows : rows.slice(0, compactRows);
}

const NOTE_MAX = 1000;

/** The resolution note stored with a recall disposal names the recall's reason (spec §7.6). */
export function recallDisposalNotes(match: Pick<RecallMatch, 'withdrawal_reason'>): string {
  const base = 'Kasserad från panelen INDRAGNINGAR.';
  const reason = match.withdrawal_reason?.trim();
  if (!reason) return base;
  const note = `${base} Orsak till indragningen: ${reason}`;
  return note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note;
}
