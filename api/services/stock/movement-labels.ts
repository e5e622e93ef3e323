import type { MovementKind } from '../../../shared/schemas/stock-movement.ts';

/** A stock movement's kind as the ledger, the narcotics journal and their files say it. */
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  opening_balance: 'Ingående saldo',
  received: 'Inleverans',
  unpacked: 'Uppackning',
  adjusted: 'Justering',
  withdrawn: 'Uttag',
  returned: 'Återlämning',
  disposed: 'Kassation',
  disposal_cancelled: 'Kassation ångrad',
  restored: 'Återställd',
  counted: 'Kontrollräkning',
  transfer_out: 'Flytt till annan enhet',
  transfer_in: 'Flytt från annan enhet',
  corrected: 'Rättelse',
  returned_to_supplier: 'Retur till leverantör',
};
