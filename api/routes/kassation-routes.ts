import { CertificateInput } from '../../shared/schemas/kassation-reports.ts';
import { KassationRestoreInput, KassationStepInput } from '../../shared/schemas/kassation.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { sendExport } from '../http/export-answer.ts';
import { initiateKassation } from '../services/kassation/kassation-service.ts';
import { kassationAuditLog } from '../services/kassation/audit-trail.ts';
import { bulkInitiate } from '../services/kassation/bulk.ts';
import {
  exportDisposedItems,
  exportHistory,
  exportStats,
} from '../services/kassation/kassation-export.ts';
import { downloadCertificate, generateCertificate } from '../services/kassation/certificates.ts';
import {
  expiryPredictions,
  listDisposedItems,
  listHistory,
  listPending,
} from '../services/kassation/lists.ts';
import { basicStats, kassationSummary } from '../services/kassation/stats.ts';
import {
  approveKassation,
  cancelKassation,
  completeKassation,
  restoreKassation,
} from '../services/kassation/transitions.ts';
import * as route from './kassation-openapi.ts';
import { witnessSigner } from '../http/witness-signer.ts';
import { createRouter } from './router.ts';

export const kassationRoutes = createRouter();
kassationRoutes.use('*', requireAuth);

type Issue = { path: PropertyKey[]; message: string };

/** A bad bulk row is named by its number in the detail ('Rad 2: Antal måste vara minst 1'). */
function bulkValidationAnswer(issues: readonly Issue[]) {
  const errors = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const [list, index] = issues[0]?.path ?? [];
  const first = errors[0]?.message ?? 'Ogiltiga uppgifter.';
  const detail =
    list === 'kassations' && typeof index === 'number' ? `Rad ${index + 1}: ${first}` : first;
  return { detail, code: 'VALIDATION_ERROR', errors };
}

kassationRoutes.openapi(route.initiateRoute, async (c) =>
  c.json(await initiateKassation(serviceContext(c), c.req.valid('json')), 201),
);

kassationRoutes.openapi(
  route.bulkRoute,
  async (c) => c.json(await bulkInitiate(serviceContext(c), c.req.valid('json')), 201),
  (result, c) => {
    if (!result.success) return c.json(bulkValidationAnswer(result.error.issues), 422);
  },
);

kassationRoutes.openapi(route.cancelRoute, async (c) =>
  c.json(
    await cancelKassation(
      serviceContext(c),
      c.req.valid('param').id,
      c.req.valid('query').reason || null,
    ),
    200,
  ),
);

kassationRoutes.openapi(route.approveRoute, async (c) => {
  const input = KassationStepInput.parse(c.req.valid('json'));
  return c.json(await approveKassation(serviceContext(c), c.req.valid('param').id, input), 200);
});

kassationRoutes.openapi(route.completeRoute, async (c) => {
  const input = KassationStepInput.parse(c.req.valid('json'));
  const ctx = serviceContext(c);
  const kassation = await completeKassation(ctx, c.req.valid('param').id, input, witnessSigner(c));
  return c.json(kassation, 200);
});

kassationRoutes.openapi(route.restoreRoute, async (c) => {
  const input = KassationRestoreInput.parse(c.req.valid('json'));
  const ctx = serviceContext(c);
  const kassation = await restoreKassation(ctx, c.req.valid('param').id, input, witnessSigner(c));
  return c.json(kassation, 200);
});

kassationRoutes.openapi(route.pendingRoute, async (c) =>
  c.json(await listPending(serviceContext(c), c.req.valid('query')), 200),
);

kassationRoutes.openapi(route.historyRoute, async (c) =>
  c.json(await listHistory(serviceContext(c), c.req.valid('query')), 200),
);

kassationRoutes.openapi(route.disposedItemsRoute, async (c) =>
  c.json(await listDisposedItems(serviceContext(c), c.req.valid('query')), 200),
);

kassationRoutes.openapi(route.predictionsRoute, async (c) =>
  c.json(await expiryPredictions(serviceContext(c), c.req.valid('query')), 200),
);

kassationRoutes.openapi(route.summaryRoute, async (c) =>
  c.json(await kassationSummary(serviceContext(c), c.req.valid('query')), 200),
);

kassationRoutes.openapi(route.basicStatsRoute, async (c) =>
  c.json(await basicStats(serviceContext(c), c.req.valid('query')), 200),
);

kassationRoutes.openapi(route.historyExportRoute, async (c) => {
  const { format, ...query } = c.req.valid('query');
  return sendExport(c, format, await exportHistory(serviceContext(c), query));
});

kassationRoutes.openapi(route.disposedItemsExportRoute, async (c) => {
  const { format, ...query } = c.req.valid('query');
  return sendExport(c, format, await exportDisposedItems(serviceContext(c), query));
});

kassationRoutes.openapi(route.basicStatsExportRoute, async (c) => {
  const { format, ...query } = c.req.valid('query');
  return sendExport(c, format, await exportStats(serviceContext(c), query));
});

kassationRoutes.openapi(route.auditLogRoute, async (c) =>
  c.json(await kassationAuditLog(serviceContext(c), c.req.valid('param').id), 200),
);

kassationRoutes.openapi(route.generateCertificateRoute, async (c) => {
  const input = CertificateInput.parse(c.req.valid('json'));
  return c.json(await generateCertificate(serviceContext(c), c.req.valid('param').id, input), 201);
});

kassationRoutes.openapi(route.downloadCertificateRoute, async (c) => {
  const file = await downloadCertificate(serviceContext(c), c.req.valid('param').id);
  return c.body(new Uint8Array(file.pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
  });
});
