import { createRoute, z } from '@hono/zod-openapi';
import {
  ChangePasswordInput,
  LoginInput,
  LoginResponse,
  MessageResponse,
  RefreshResponse,
} from '../../shared/schemas/auth.ts';
import { BadgeLoginInput, KIOSK_KEY_HEADER } from '../../shared/schemas/kiosks.ts';
import { User } from '../../shared/schemas/user.ts';
import { requireAuth, bearerToken } from '../http/auth-middleware.ts';
import { clientAddress } from '../http/client-address.ts';
import { serviceContext } from '../http/env.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { jsonAnswer, jsonBody } from '../http/openapi.ts';
import * as auth from '../services/auth/auth-service.ts';
import { badgeLogin } from '../services/kiosks/badge-login.ts';
import { createRouter } from './router.ts';

export const authRoutes = createRouter();
const tags = ['Inloggning'];

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/login',
    operationId: 'login',
    summary: 'Logga in med e-post och lösenord.',
    tags,
    request: jsonBody(LoginInput, {
      email: 'sjukskoterska@exempel.se',
      password: 'Ett-långt-lösenord1',
    }),
    responses: jsonAnswer(LoginResponse, 'Inloggad'),
  }),
  async (c) => c.json(await auth.login(c.get('deps'), c.req.valid('json'), clientAddress(c)), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/badge-login',
    operationId: 'loginWithBadge',
    tags,
    summary:
      'Inloggning med tagg och PIN-kod på en registrerad kiosk (X-Kiosk-Key). Sessionen gäller kioskens enhet och tar slut efter kioskens inaktiva tid.',
    request: jsonBody(BadgeLoginInput),
    responses: jsonAnswer(LoginResponse, 'Inloggad'),
  }),
  async (c) =>
    c.json(
      await badgeLogin(c.get('deps'), c.req.header(KIOSK_KEY_HEADER), c.req.valid('json')),
      200,
    ),
);

// Accounts in a healthcare system are created by an administrator, never by the visitor.
authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/register',
    operationId: 'register',
    tags,
    summary: 'Självregistrering är avstängd; konton skapas av en administratör.',
    responses: { 403: { description: 'Alltid avvisad' } },
  }),
  () => {
    throw forbidden(
      'Självregistrering är avstängd. Be din enhetsadministratör att skapa ett konto åt dig.',
      'REGISTRATION_DISABLED',
    );
  },
);

authRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/me',
    operationId: 'getCurrentUser',
    summary: 'Den inloggade användaren med roll och enheter.',
    tags,
    middleware: [requireAuth] as const,
    responses: jsonAnswer(User, 'Inloggad användare'),
  }),
  async (c) => c.json(await auth.me(serviceContext(c)), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/logout',
    operationId: 'logout',
    summary: 'Loggar ut och avslutar sessionen.',
    tags,
    middleware: [requireAuth] as const,
    responses: jsonAnswer(MessageResponse, 'Utloggad'),
  }),
  async (c) => {
    await auth.logout(serviceContext(c));
    return c.json({ detail: 'Du är utloggad.' }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/refresh',
    operationId: 'refreshSession',
    tags,
    summary: 'Ny åtkomsttoken för en session som fortfarande gäller (även om token har gått ut).',
    responses: jsonAnswer(RefreshResponse, 'Ny token'),
  }),
  async (c) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw unauthorized('Du måste logga in.', 'NOT_SIGNED_IN');
    return c.json(await auth.refresh(c.get('deps'), token), 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/change-password',
    operationId: 'changePassword',
    summary: 'Byter det egna lösenordet.',
    tags,
    middleware: [requireAuth] as const,
    request: jsonBody(ChangePasswordInput),
    responses: jsonAnswer(MessageResponse, 'Lösenordet är bytt'),
  }),
  async (c) => {
    await auth.changePassword(serviceContext(c), c.req.valid('json'));
    return c.json({ detail: 'Lösenordet är bytt.' }, 200);
  },
);

export const HealthResponse = z.object({ status: z.literal('ok') });
