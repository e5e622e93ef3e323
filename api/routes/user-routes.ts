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
import { currentUserSites } from '../services/session/current-site.ts';
import * as users from '../services/users/user-service.ts';
import { setUserActive, setUserSites, updateUser } from '../services/users/user-edit.ts';
import { resetPassword } from '../services/users/user-credentials.ts';
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
    operationId: 'listMySites',
    summary: 'Enheterna den inloggade kan arbeta i.',
    tags,
    responses: jsonAnswer(z.array(Site), 'Enheter att välja bland'),
  }),
  async (c) => c.json(await currentUserSites(serviceContext(c)), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/me',
    operationId: 'updateMyProfile',
    summary: 'Ändrar den egna profilen.',
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
    operationId: 'listUsers',
    summary: 'Användarna som anroparen får se, med sökning och sidor.',
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
    operationId: 'exportUsers',
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
    operationId: 'createUser',
    summary: 'Skapar en användare.',
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
    operationId: 'getUser',
    summary: 'En användare.',
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
    operationId: 'updateUser',
    summary: 'Ändrar en användare.',
    tags,
    request: { params, ...jsonBody(UserUpdateInput) },
    responses: jsonAnswer(User, 'Användaren är uppdaterad'),
  }),
  async (c) =>
    c.json(await updateUser(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteUser',
    summary: 'Tar bort en användare.',
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
    operationId: 'setUserPassword',
    summary: 'Återställer en användares lösenord.',
    tags,
    request: { params, ...jsonBody(PasswordResetInput) },
    responses: jsonAnswer(MessageResponse, 'Lösenordet är återställt'),
  }),
  async (c) => {
    await resetPassword(serviceContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ detail: 'Lösenordet är återställt.' }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/activate',
    operationId: 'activateUser',
    summary: 'Aktiverar en användare.',
    tags,
    request: { params },
    responses: jsonAnswer(User, 'Användaren är aktiverad'),
  }),
  async (c) => c.json(await setUserActive(serviceContext(c), c.req.valid('param').id, true), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/deactivate',
    operationId: 'deactivateUser',
    summary: 'Inaktiverar en användare.',
    tags,
    request: { params },
    responses: jsonAnswer(User, 'Användaren är inaktiverad'),
  }),
  async (c) => c.json(await setUserActive(serviceContext(c), c.req.valid('param').id, false), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/sites',
    operationId: 'listUserSites',
    summary: 'Enheterna en användare har tillgång till.',
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
    operationId: 'setUserSites',
    summary: 'Anger vilka enheter en användare har tillgång till.',
    tags,
    request: { params, ...jsonBody(UserSitesInput) },
    responses: jsonAnswer(UserSites, 'Enheterna är sparade'),
  }),
  async (c) =>
    c.json(
      await setUserSites(serviceContext(c), c.req.valid('param').id, c.req.valid('json').site_ids),
      200,
    ),
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/me/pin',
    operationId: 'setMyPin',
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
    operationId: 'setUserBadge',
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
    operationId: 'removeUserBadge',
    summary: 'Tar bort användarens tagg.',
    tags,
    request: { params },
    responses: jsonAnswer(User, 'Taggen är borttagen'),
  }),
  async (c) => c.json(await clearBadge(serviceContext(c), c.req.valid('param').id), 200),
);
