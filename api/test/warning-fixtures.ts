import { randomUUID } from 'node:crypto';
import type { WarningSeverity, WarningType } from '../../shared/schemas/warning.ts';
import type { TestEnv } from './harness.ts';

/**
 * A warning row written straight into the database, open or resolved, for the figures and panels
 * that count warnings; the engine that raises them is tested in warnings-engine.test.ts.
 */
export async function insertWarning(
  env: TestEnv,
  siteId: string,
  severity: WarningSeverity,
  resolved = false,
  type: WarningType = 'expiry_warning',
): Promise<void> {
  const at = env.clock.now().toISOString();
  await env.db
    .insertInto('warnings')
    .values({
      id: randomUUID(),
      site_id: siteId,
      inventory_item_id: null,
      medicine_template_id: null,
      warning_type: type,
      severity,
      title: `Varning ${severity}`,
      description: 'Test',
      open_key: resolved ? null : `test:${randomUUID()}`,
      suppress_key: null,
      is_acknowledged: 0,
      acknowledged_by: null,
      acknowledged_at: null,
      is_resolved: resolved ? 1 : 0,
      resolved_by: null,
      resolved_at: resolved ? at : null,
      resolution_notes: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
