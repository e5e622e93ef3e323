import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env.ts';
import { validationHook } from '../http/openapi.ts';

/** A resource's sub-app: trailing slashes optional, validation errors in our 422 shape. */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook });
