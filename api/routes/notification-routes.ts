import { createRoute } from '@hono/zod-openapi';
import { MessageResponse } from '../../shared/schemas/auth.ts';
import {
  DigestRunResult,
  NotificationSettings,
  NotificationSettingsInput,
} from '../../shared/schemas/notifications.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { jsonAnswer, jsonBody } from '../http/openapi.ts';
import { runDigestsNow, sendTestEmail } from '../services/notifications/mail-actions.ts';
import {
  myNotificationSettings,
  saveMyNotificationSettings,
} from '../services/notifications/notification-settings.ts';
import { createRouter } from './router.ts';

const tags = ['E-post'];

/** At /users/me/notifications: each person's own e-mail choices, and no one else's. */
export const myNotificationRoutes = createRouter();
myNotificationRoutes.use('*', requireAuth);

myNotificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'getMyNotificationSettings',
    tags,
    summary: 'Dina e-postval, och om servern kan skicka e-post alls.',
    responses: jsonAnswer(NotificationSettings, 'E-postval'),
  }),
  async (c) => c.json(await myNotificationSettings(serviceContext(c)), 200),
);

myNotificationRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/',
    operationId: 'updateMyNotificationSettings',
    tags,
    summary: 'Sparar dina e-postval: sammanfattning (off, daily, weekly) och vad den tar upp.',
    request: jsonBody(NotificationSettingsInput),
    responses: jsonAnswer(NotificationSettings, 'E-postvalen är sparade'),
  }),
  async (c) =>
    c.json(await saveMyNotificationSettings(serviceContext(c), c.req.valid('json')), 200),
);

/** At /notifications: what admins do with e-mail. */
export const notificationRoutes = createRouter();
notificationRoutes.use('*', requireAuth);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/test-email',
    operationId: 'sendTestEmail',
    tags,
    summary: 'Skickar ett testmejl till dig (admin); 409 utan e-post, 502 när servern vägrar.',
    responses: jsonAnswer(MessageResponse, 'Testmejlet är skickat'),
  }),
  async (c) => c.json(await sendTestEmail(serviceContext(c)), 200),
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/digests/run',
    operationId: 'runDigests',
    tags,
    summary:
      'Skickar alla dagliga och veckovisa sammanfattningar nu, som om det vore deras dag (admin).',
    responses: jsonAnswer(DigestRunResult, 'Hur många som skickades'),
  }),
  async (c) => c.json(await runDigestsNow(serviceContext(c)), 200),
);
