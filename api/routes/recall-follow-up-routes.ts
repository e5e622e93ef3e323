import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  NoticeFollowUpList,
  RecallFollowUp,
  RecallFollowUpCloseInput,
  RecallFollowUpConfirmInput,
  RecallFollowUpList,
  RecallFollowUpQuery,
} from '../../shared/schemas/recall-follow-up.ts';
import type { ExportFormat } from '../files/export-table.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { formatSuffix, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { closeNoticeFollowUps, openNoticeFollowUps } from '../services/recalls/follow-up-admin.ts';
import { confirmFollowUp } from '../services/recalls/follow-up-confirm.ts';
import { reopenFollowUp } from '../services/recalls/follow-up-reopen.ts';
import { exportNoticeFollowUps } from '../services/recalls/follow-up-export.ts';
import { listFollowUps, listNoticeFollowUps } from '../services/recalls/follow-up-list.ts';
import { createRouter } from './router.ts';

/** Every unit's check of a recall and its confirmation (mounted at /indragningar). */
export const recallFollowUpRoutes = createRouter();
recallFollowUpRoutes.use('*', requireAuth);
const tags = ['Indragningar'];
const notice = z.object({ id: Id });

recallFollowUpRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/follow-ups',
    operationId: 'listRecallFollowUps',
    tags,
    summary:
      'Enheternas kontroller av indragningar (admin: alla enheter, enhetschef: sina, användare: ' +
      'sin enhet), den som ska vara klar först först. overdue: bara de som är försenade.',
    request: { query: RecallFollowUpQuery },
    responses: jsonAnswer(RecallFollowUpList, 'Kontroller att bekräfta eller bekräftade'),
  }),
  async (c) => c.json(await listFollowUps(serviceContext(c), c.req.valid('query')), 200),
);

recallFollowUpRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/notices/{id}/follow-ups',
    operationId: 'listNoticeFollowUps',
    tags,
    summary:
      'En indragnings kontroll per enhet som personen ser, och hur många av dem som har bekräftat.',
    request: { params: notice },
    responses: jsonAnswer(NoticeFollowUpList, 'Kontrollen per enhet'),
  }),
  async (c) => c.json(await listNoticeFollowUps(serviceContext(c), c.req.valid('param').id), 200),
);

recallFollowUpRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notices/{id}/follow-ups',
    operationId: 'openNoticeFollowUps',
    tags,
    summary:
      'Admin: ber alla aktiva enheter kontrollera en indragning som inte gör det av sig själv ' +
      '(klass III eller utan klass). Enheter som redan har en kontroll får ingen ny.',
    request: { params: notice },
    responses: jsonAnswer(NoticeFollowUpList, 'Kontrollen per enhet'),
  }),
  async (c) => c.json(await openNoticeFollowUps(serviceContext(c), c.req.valid('param').id), 200),
);

recallFollowUpRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notices/{id}/follow-ups/close',
    operationId: 'closeNoticeFollowUps',
    tags,
    summary:
      'Admin: stänger uppföljningen innan alla enheter har bekräftat, med ett skäl. Enheter som ' +
      'inte har bekräftat stängs och kan inte längre bekräfta.',
    request: { params: notice, ...jsonBody(RecallFollowUpCloseInput) },
    responses: jsonAnswer(NoticeFollowUpList, 'Kontrollen per enhet'),
  }),
  async (c) =>
    c.json(
      await closeNoticeFollowUps(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);

recallFollowUpRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notices/{id}/follow-ups/{siteId}/confirm',
    operationId: 'confirmRecallFollowUp',
    tags,
    summary:
      "Enheten bekräftar att hyllorna är kontrollerade: 'none_found', eller 'found_and_handled' " +
      'med antal och åtgärd. En rättelse anger bekräftelsen den rättar (corrects); ingenting ' +
      'ändras i efterhand. Enhetschef och admin, användare om enheten tillåter det.',
    request: {
      params: notice.extend({ siteId: Id }),
      ...jsonBody(RecallFollowUpConfirmInput, {
        outcome: 'found_and_handled',
        quantity_found: 2,
        action: 'kasserat',
        note: 'Två förpackningar låg i akutväskan',
      }),
    },
    responses: jsonAnswer(RecallFollowUp, 'Enhetens bekräftade kontroll'),
  }),
  async (c) => {
    const { id, siteId } = c.req.valid('param');
    return c.json(await confirmFollowUp(serviceContext(c), id, siteId, c.req.valid('json')), 200);
  },
);

recallFollowUpRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notices/{id}/follow-ups/{siteId}/reopen',
    operationId: 'reopenRecallFollowUp',
    tags,
    summary:
      "Enhetschef och admin: öppnar Medvakts svar 'Ej i lager enligt Medvakt' igen, så att " +
      'enheten kontrollerar hyllorna ändå (förpackningar som aldrig registrerades).',
    request: { params: notice.extend({ siteId: Id }) },
    responses: jsonAnswer(RecallFollowUp, 'Enhetens kontroll, öppen igen'),
  }),
  async (c) => {
    const { id, siteId } = c.req.valid('param');
    return c.json(await reopenFollowUp(serviceContext(c), id, siteId), 200);
  },
);

recallFollowUpRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/notices/{id}/follow-ups/export',
    operationId: 'exportNoticeFollowUps',
    tags,
    summary: 'Samma rapport som follow-ups.pdf/.csv/.xlsx, med formatet som format=.',
    request: { params: notice, query: ExportFormatQuery },
    responses: exportAnswer('Rapporten som fil'),
  }),
  async (c) =>
    sendExport(
      c,
      c.req.valid('query').format,
      await exportNoticeFollowUps(serviceContext(c), c.req.valid('param').id),
    ),
);

for (const format of ['pdf', 'csv', 'xlsx'] as const satisfies ExportFormat[]) {
  recallFollowUpRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/notices/{id}/follow-ups.${format}`,
      operationId: `downloadNoticeFollowUps${formatSuffix(format)}`,
      tags,
      summary: `Rapport över en indragnings kontroll per enhet (${format}): utfall, antal, vem och när.`,
      request: { params: notice },
      responses: exportAnswer('Rapporten som fil'),
    }),
    async (c) =>
      sendExport(
        c,
        format,
        await exportNoticeFollowUps(serviceContext(c), c.req.valid('param').id),
      ),
  );
}
