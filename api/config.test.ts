import { describe, expect, it } from 'vitest';
import { readEnvSettings } from './config.ts';
import { configFromEnv } from './config-from-env.ts';

const JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const configOf = (env: Record<string, string>) =>
  configFromEnv(readEnvSettings({ DATA_DIR: '/tmp/medvakt-config-test', JWT_SECRET, ...env }), {
    rendererDir: 'ingen',
    version: '1.0.0',
    commit: 'abc1234',
  });

describe('operations settings', () => {
  it('have defaults: JSON logs at info, no metrics, 10 connections, no statement timeout', () => {
    const config = configOf({});
    expect(config).toMatchObject({
      logFormat: 'json',
      logLevel: 'info',
      metrics: null,
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 0,
      workers: 1,
      commit: 'abc1234',
    });
  });

  it('turn metrics on at 127.0.0.1:9464 unless told otherwise', () => {
    expect(configOf({ METRICS: '1' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(
      configOf({ METRICS: 'true', METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({ host: '10.0.0.5', port: 9100 });
    expect(configOf({ METRICS: '0', METRICS_PORT: '9100' }).metrics).toBeNull();
  });

  it('take the other values as given', () => {
    expect(
      configOf({
        LOG_FORMAT: 'pretty',
        LOG_LEVEL: 'debug',
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_MS: '30000',
        WORKERS: '4',
      }),
    ).toMatchObject({
      logFormat: 'pretty',
      logLevel: 'debug',
      databasePoolSize: 25,
      databaseStatementTimeoutMs: 30000,
      workers: 4,
    });
  });

  it.each([
    [
      { LOG_FORMAT: 'xml' },
      'Ogiltig konfiguration LOG_FORMAT: LOG_FORMAT måste vara json eller pretty',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Ogiltig konfiguration LOG_LEVEL: LOG_LEVEL måste vara en av fatal, error, warn, info, debug, trace, silent',
    ],
    [{ METRICS: 'ja' }, 'Ogiltig konfiguration METRICS: METRICS måste vara 0 eller 1'],
    [
      { METRICS_PORT: 'abc' },
      'Ogiltig konfiguration METRICS_PORT: METRICS_PORT måste vara ett heltal',
    ],
    [
      { METRICS_PORT: '70000' },
      'Ogiltig konfiguration METRICS_PORT: METRICS_PORT får vara högst 65535',
    ],
    [
      { METRICS: '1', METRICS_PORT: '8080' },
      'Ogiltig konfiguration METRICS_PORT: mätvärdena behöver en egen port, inte PORT',
    ],
    [
      { METRICS_HOST: ' ' },
      'Ogiltig konfiguration METRICS_HOST: METRICS_HOST måste vara en adress, t.ex. 127.0.0.1',
    ],
    [
      { DATABASE_POOL_SIZE: '0' },
      'Ogiltig konfiguration DATABASE_POOL_SIZE: DATABASE_POOL_SIZE måste vara minst 1',
    ],
    [
      { DATABASE_POOL_SIZE: '2.5' },
      'Ogiltig konfiguration DATABASE_POOL_SIZE: DATABASE_POOL_SIZE måste vara ett heltal',
    ],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '-1' },
      'Ogiltig konfiguration DATABASE_STATEMENT_TIMEOUT_MS: DATABASE_STATEMENT_TIMEOUT_MS måste vara minst 0',
    ],
    [{ WORKERS: '0' }, 'Ogiltig konfiguration WORKERS: WORKERS måste vara minst 1'],
    [{ WORKERS: 'två' }, 'Ogiltig konfiguration WORKERS: WORKERS måste vara ett heltal'],
    [
      { SMTP_URL: 'smtp.example.se:587', MAIL_FROM: 'medvakt@example.se' },
      'Ogiltig konfiguration SMTP_URL: SMTP_URL måste vara en smtp://- eller smtps://-adress',
    ],
    [
      { SMTP_URL: 'http://smtp.example.se', MAIL_FROM: 'medvakt@example.se' },
      'Ogiltig konfiguration SMTP_URL: SMTP_URL måste vara en smtp://- eller smtps://-adress',
    ],
    [
      { SMTP_URL: 'smtp://' },
      'Ogiltig konfiguration SMTP_URL: SMTP_URL måste vara en smtp://- eller smtps://-adress',
    ],
    [
      { SMTP_URL: 'smtp://smtp.example.se:587' },
      'Ogiltig konfiguration MAIL_FROM: ange avsändaren för e-post när SMTP_URL är satt',
    ],
    [
      { SMTP_URL: 'smtp://smtp.example.se', MAIL_FROM: 'Medvakt' },
      'Ogiltig konfiguration MAIL_FROM: MAIL_FROM måste vara en e-postadress',
    ],
    [{ PORT: 'x' }, 'Ogiltig konfiguration PORT: PORT måste vara ett heltal'],
    [{ TRUST_PROXY: 'ja' }, 'Ogiltig konfiguration TRUST_PROXY: TRUST_PROXY måste vara 0 eller 1'],
    [{ DEMO_DATA: '' }, 'Ogiltig konfiguration DEMO_DATA: DEMO_DATA får inte vara tom'],
    [
      { ADMIN_EMAIL: 'drift' },
      'Ogiltig konfiguration ADMIN_EMAIL: ADMIN_EMAIL måste vara en e-postadress',
    ],
    [
      { ADMIN_EMAIL: '${ADMIN_EMAIL:-}' },
      'Ogiltig konfiguration ADMIN_EMAIL: värdet innehåller ${ADMIN_EMAIL:-}, som verktyget som startade servern (t.ex. podman-compose) inte har ersatt',
    ],
    [
      { PUBLIC_BASE_URL: '${PUBLIC_BASE_URL}' },
      'Ogiltig konfiguration PUBLIC_BASE_URL: värdet innehåller ${PUBLIC_BASE_URL}',
    ],
  ])('refuses %o in one Swedish line', (env, message) => {
    expect(() => readEnvSettings({ JWT_SECRET, ...env })).toThrow(message);
  });

  it('takes an empty value as unset, as compose tools and env files pass NAME=', () => {
    const settings = readEnvSettings({
      JWT_SECRET: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      PORT: '',
      WORKERS: '',
      PUBLIC_BASE_URL: '',
      SMTP_URL: '',
    });
    expect(settings).toMatchObject({ PORT: 8080, WORKERS: 1 });
    expect(settings.JWT_SECRET).toBeUndefined();
    expect(settings.ADMIN_EMAIL).toBeUndefined();
    expect(settings.PUBLIC_BASE_URL).toBeUndefined();
    expect(settings.SMTP_URL).toBeUndefined();
  });

  it('sends e-mail only with both SMTP_URL and MAIL_FROM', () => {
    expect(configOf({}).mail).toBeNull();
    expect(
      configOf({
        SMTP_URL: 'smtps://medvakt:hemligt@smtp.example.se:465',
        MAIL_FROM: 'Medvakt <medvakt@example.se>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://medvakt:hemligt@smtp.example.se:465',
      from: 'Medvakt <medvakt@example.se>',
    });
  });
});
