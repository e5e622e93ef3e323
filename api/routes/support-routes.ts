import { createRoute } from '@hono/zod-openapi';
import { LOGIN_THROTTLE } from '../../shared/constants.ts';
import { SupportInfo } from '../../shared/schemas/support.ts';
import { jsonAnswer } from '../http/openapi.ts';
import { createRouter } from './router.ts';

export const supportRoutes = createRouter();

// Public: a locked-out nurse must find out whom to call without signing in.
supportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'getSupportInfo',
    summary: 'Supportens kontaktuppgifter och serverns version.',
    tags: ['Support'],
    responses: jsonAnswer(SupportInfo, 'Supportkontakt och version'),
  }),
  (c) => {
    const { support, version, commit, hostingNotice } = c.get('deps').config;
    return c.json(
      {
        ...support,
        version,
        commit,
        hosting_notice: hostingNotice,
        login_throttle: {
          max_failures: LOGIN_THROTTLE.maxFailures,
          window_minutes: LOGIN_THROTTLE.windowMinutes,
        },
      },
      200,
    );
  },
);
