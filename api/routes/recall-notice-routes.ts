import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  RecallExtractInput,
  RecallExtractAnswer,
  RecallNotice,
  RecallNoticeCreated,
  RecallNoticeInput,
  RecallPasteInput,
} from '../../shared/schemas/recall.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import {
  createManualNotice,
  extractNotice,
  getNotice,
  savePastedNotice,
} from '../services/recalls/notice-service.ts';
import { createRouter } from './router.ts';

/** Recall notices entered by hand or pasted by an admin (mounted at /indragningar/notices). */
export const recallNoticeRoutes = createRouter();
recallNoticeRoutes.use('*', requireAuth);
const tags = ['Indragningar'];

recallNoticeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createRecallNotice',
    tags,
    summary:
      'Admin: lägger in en indragning för hand och matchar den direkt mot lagret på alla enheter.',
    request: jsonBody(RecallNoticeInput),
    responses: createdAnswer(RecallNoticeCreated, 'Indragningen är sparad'),
  }),
  async (c) => c.json(await createManualNotice(serviceContext(c), c.req.valid('json')), 201),
);

recallNoticeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/extract',
    operationId: 'extractRecallNotice',
    tags,
    summary:
      'Admin: läser produkt, batchnummer och utgångsdatum ur inklistrad text. Sparar ingenting.',
    request: jsonBody(RecallExtractInput),
    responses: jsonAnswer(RecallExtractAnswer, 'Förslag att granska'),
  }),
  (c) => c.json(extractNotice(serviceContext(c), c.req.valid('json')), 200),
);

recallNoticeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/paste',
    operationId: 'savePastedRecallNotice',
    tags,
    summary: 'Admin: sparar en granskad inklistrad indragning med texten den kom från.',
    request: jsonBody(RecallPasteInput),
    responses: createdAnswer(RecallNoticeCreated, 'Indragningen är sparad'),
  }),
  async (c) => c.json(await savePastedNotice(serviceContext(c), c.req.valid('json')), 201),
);

recallNoticeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    operationId: 'getRecallNotice',
    tags,
    summary: 'Admin: en indragning med dess batcher och antal matchningar.',
    request: { params: z.object({ id: Id }) },
    responses: jsonAnswer(RecallNotice, 'Indragningen'),
  }),
  async (c) => c.json(await getNotice(serviceContext(c), c.req.valid('param').id), 200),
);
