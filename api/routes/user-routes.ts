import { createRoute, z } from '@hono/zod-openapi';
import { MessageResponse } from '../../shared/schemas/auth.ts';
import { Id, SizeQuery } from '../../shared/schemas/common.ts';
import { Site } from '../../shared/schemas/site.ts';
import {
  PasswordResetInput,
  Role,
  User,
  UserCreateInput,
  UserList,
  UserMeUpdateInput,
  UserSitesInput,
  UserUpdateInput,
} from '../../shared/schemas/user.ts';
import { BadgeInput, PinInput } from '../../shared/schemas/kiosks.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportUsers } from '../services/users/user-export.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { currentUserSites } from '../services/sites/site-service.ts';
import * as users from '../services/users/user-service.ts';
import { clearBadge, enrolBadge } from '../services/kiosks/badges.ts';
import { setOwnPin } from '../services/kiosks/pins.ts';
import { createRouter } from './router.ts';

export const userRoutes = createRouter();
userRoutes.use('*', requireAuth);
const tags = ['Användare'];
const params = z.object({ id: Id });
const UserSites = z.object({ user_id: Id, site_ids: z.array(Id), sites: z.array(Site) });

// Fixed paths come before /{id} so 'me' and 'current' are never read as ids.
userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/current/sites',
    tags,
    responses: jsonAnswer(z.array(Site), 'Enheter att välja bland'),
  }),
  async (c) => c.json(await currentUserSites(serviceContext(c)), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/me',
    tags,
    request: jsonBody(UserMeUpdateInput),
    responses: jsonAnswer(User, 'Profilen är sparad'),
  }),
  async (c) => c.json(await users.updateMe(serviceContext(c), c.req.valid('json')), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags,
    request: { query: SizeQuery.extend({ role: Role.optional() }) },
    responses: jsonAnswer(UserList, 'Användare'),
  }),
  async (c) => c.json(await users.listUsers(serviceContext(c), c.req.valid('query')), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    tags,
    summary:
      'Användarna med listans filter som CSV eller Excel (admin: alla, enhetschef: sina enheters).',
    request: {
      query: SizeQuery.omit({ page: true, size: true })
        .extend({ role: Role.optional() })
        .extend(ExportFormatQuery.shape),
    },
    responses: exportAnswer('Användarna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, exportUsers(serviceContext(c), query));
  },
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags,
    request: jsonBody(UserCreateInput),
    responses: createdAnswer(User, 'Användaren är skapad'),
  }),
  async (c) => c.json(await users.createUser(serviceContext(c), c.req.valid('json')), 201),
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    request: { params },
    responses: jsonAnswer(User, 'Användaren'),
  }),
  async (c) => c.json(await users.getUser(serviceContext(c), c.req.valid('param').id), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}',
    tags,
    request: { params, ...jsonBody(UserUpdateInput) },
    responses: jsonAnswer(User, 'Användaren är uppdaterad'),
  }),
  async (c) =>
    c.json(
      await users.updateUser(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);

userRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    request: { params },
    responses: jsonAnswer(MessageResponse, 'Användaren är borttagen'),
  }),
  async (c) => {
    await users.deleteUser(serviceContext(c), c.req.valid('param').id);
    return c.json({ detail: 'Användaren är borttagen.' }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/password',
    tags,
    request: { params, ...jsonBody(PasswordResetInput) },
    responses: jsonAnswer(MessageResponse, 'Lösenordet är återställt'),
  }),
  async (c) => {
    await users.resetPassword(serviceContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ detail: 'Lösenordet är återställt.' }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/activate',
    tags,
    request: { params },
    responses: jsonAnswer(User, 'Användaren är aktiverad'),
  }),
  async (c) =>
    c.json(await users.setUserActive(serviceContext(c), c.req.valid('param').id, true), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/deactivate',
    tags,
    request: { params },
    responses: jsonAnswer(User, 'Användaren är inaktiverad'),
  }),
  async (c) =>
    c.json(await users.setUserActive(serviceContext(c), c.req.valid('param').id, false), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/sites',
    tags,
    request: { params },
    responses: jsonAnswer(UserSites, 'Användarens enheter'),
  }),
  async (c) => c.json(await users.getUserSites(serviceContext(c), c.req.valid('param').id), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/sites',
    tags,
    request: { params, ...jsonBody(UserSitesInput) },
    responses: jsonAnswer(UserSites, 'Enheterna är sparade'),
  }),
  async (c) =>
    c.json(
      await users.setUserSites(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json').site_ids,
      ),
      200,
    ),
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/me/pin',
    tags,
    summary: 'Väljer egen PIN-kod för inloggning med tagg (4–8 siffror); lösenordet bekräftar.',
    request: jsonBody(PinInput),
    responses: jsonAnswer(MessageResponse, 'PIN-koden är sparad'),
  }),
  async (c) => {
    await setOwnPin(serviceContext(c), c.req.valid('json'));
    return c.json({ detail: 'PIN-koden är sparad.' }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/badge',
    tags,
    summary: 'Registrerar användarens tagg (lagras som HMAC, unik i installationen).',
    request: { params, ...jsonBody(BadgeInput) },
    responses: jsonAnswer(User, 'Taggen är registrerad'),
  }),
  async (c) =>
    c.json(await enrolBadge(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}/badge',
    tags,
    request: { params },
    responses: jsonAnswer(User, 'Taggen är borttagen'),
  }),
  async (c) => c.json(await clearBadge(serviceContext(c), c.req.valid('param').id), 200),
);
