import { z } from 'zod';
import { Email } from '../shared/schemas/common.ts';
import { StrongPassword } from '../shared/schemas/password.ts';
import { ConfigError, presentSettings } from './config-values.ts';

export { ConfigError, CONFIG_EXIT_CODE } from './config-values.ts';

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** HS256 key for access tokens. */
  jwtSecret: Uint8Array;
  accessTokenMinutes: number;
  sessionHours: number;
  demoData: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Folder with the built renderer, served at `/`; null serves the API only. */
  rendererDir: string | null;
  support: SupportContact;
  /** What the operator says on the sign-in page about where the servers are; null says nothing. */
  hostingNotice: string | null;
  version: string;
  /** The short commit this build was made from ('okänd' outside git). */
  commit: string;
  /** PEM files of the server's own TLS certificate and key; null serves plain HTTP. */
  tlsCertFile: string | null;
  tlsKeyFile: string | null;
  /** Folder for the nightly SQLite backups; null when this server makes none (PostgreSQL). */
  backupDir: string | null;
  /** How many backup files to keep, newest first. */
  backupKeep: number;
  /** Where recall notices are read from: an http(s) URL or a file path; null when none. */
  recallFeedUrl: string | null;
  /** Minutes between scheduled reads of the recall feed; 0 turns the schedule off. */
  recallSyncMinutes: number;
  /** Address printed in QR codes (`{publicBaseUrl}/qr/…`); null uses the address each request came to. */
  publicBaseUrl: string | null;
  /** Whether X-Forwarded-For names the client (only behind a proxy that sets it). */
  trustProxy: boolean;
  /**
   * The key the kiosk shell gives the API it starts itself (embedded mode), so that API trusts its
   * own kiosk for badge sign-in without a registration; null on a central server.
   */
  localKioskKey: string | null;
  /** API processes on this machine (node:cluster); 1 runs the server in this process alone. */
  workers: number;
  /** Seconds between passes of the warnings job over every site. */
  warningsIntervalSeconds: number;
  /** Calls one API token may make in a sliding minute; more answer 429. */
  apiTokenRateLimitPerMinute: number;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  /** PostgreSQL cancels a statement that runs longer than this; 0 waits for ever. */
  databaseStatementTimeoutMs: number;
  /** Where Prometheus metrics are served; null when they are off. */
  metrics: { host: string; port: number } | null;
  /** json for a log collector, pretty for a person at a terminal. */
  logFormat: LogFormat;
  logLevel: LogLevel;
  /** Where e-mail is sent through; null when e-mail is not configured. */
  mail: MailConfig | null;
};

/** `smtpUrl` may hold a password: it is never logged or answered. */
export type MailConfig = { smtpUrl: string; from: string };

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type SupportContact = { email: string; phone: string; hours: string };

export const DEMO_SUPPORT: SupportContact = {
  email: 'support@medvakt.se',
  phone: '010-123 45 00',
  hours: 'Vardagar 07.00–18.00. Vid driftstopp dygnet runt.',
};

function validSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** `name@host` or `Name <name@host>`. */
const MAIL_FROM_FORMAT =
  /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** An integer setting within [min, max], with its errors in one Swedish line each. */
const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} måste vara ett heltal` })
    .int({ error: `${name} måste vara ett heltal` })
    .min(min, { error: `${name} måste vara minst ${min}` })
    .max(max, { error: `${name} får vara högst ${max}` });

/** A yes/no setting: 0, 1, false or true. */
const yesNo = (name: string, fallback: '0' | '1') =>
  z.enum(['0', '1', 'false', 'true'], { error: `${name} måste vara 0 eller 1` }).default(fallback);

const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: wholeNumber('PORT', 1, 65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET måste vara minst 32 tecken' }).optional(),
  ACCESS_TOKEN_MINUTES: wholeNumber('ACCESS_TOKEN_MINUTES', 1, 120).default(15),
  SESSION_HOURS: wholeNumber('SESSION_HOURS', 1, 72).default(12),
  DEMO_DATA: yesNo('DEMO_DATA', '1'),
  ADMIN_EMAIL: z
    .string()
    .refine((v) => Email.safeParse(v).success, {
      error: 'ADMIN_EMAIL måste vara en e-postadress, t.ex. drift@example.se',
    })
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .superRefine((v, ctx) => {
      const weak = StrongPassword.safeParse(v).error?.issues[0];
      if (weak)
        ctx.addIssue({
          code: 'custom',
          message: `ADMIN_PASSWORD uppfyller inte lösenordsreglerna: ${weak.message}`,
        });
    })
    .optional(),
  SUPPORT_EMAIL: z.string().default(DEMO_SUPPORT.email),
  SUPPORT_PHONE: z.string().default(DEMO_SUPPORT.phone),
  SUPPORT_HOURS: z.string().default(DEMO_SUPPORT.hours),
  HOSTING_NOTICE: z
    .string()
    .trim()
    .max(200, { error: 'HOSTING_NOTICE får vara högst 200 tecken' })
    .optional(),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', 1, 365).default(14),
  RECALL_FEED_URL: z
    .string()
    .trim()
    .refine((v) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^(https?|file):\/\//i.test(v), {
      error: 'RECALL_FEED_URL måste vara en http(s)-adress eller en sökväg till en fil',
    })
    .optional(),
  RECALL_SYNC_MINUTES: wholeNumber('RECALL_SYNC_MINUTES', 0, 1440).default(15),
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_BASE_URL måste vara en http(s)-adress' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  TRUST_PROXY: yesNo('TRUST_PROXY', '0'),
  WORKERS: wholeNumber('WORKERS', 1, 64).default(1),
  WARNINGS_INTERVAL_SECONDS: wholeNumber('WARNINGS_INTERVAL_SECONDS', 1, 86_400).default(900),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: wholeNumber(
    'API_TOKEN_RATE_LIMIT_PER_MINUTE',
    1,
    100_000,
  ).default(120),
  KIOSK_LOCAL_KEY: z
    .string()
    .min(32, { error: 'KIOSK_LOCAL_KEY måste vara minst 32 tecken' })
    .optional(),
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', 1, 1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    0,
    86_400_000,
  ).default(0),
  METRICS: yesNo('METRICS', '0'),
  METRICS_PORT: wholeNumber('METRICS_PORT', 1, 65535).default(9464),
  METRICS_HOST: z
    .string()
    .trim()
    .min(1, { error: 'METRICS_HOST måste vara en adress, t.ex. 127.0.0.1' })
    .default('127.0.0.1'),
  LOG_FORMAT: z
    .enum(LOG_FORMATS, { error: 'LOG_FORMAT måste vara json eller pretty' })
    .default('json'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL måste vara en av ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  SMTP_URL: z
    .string()
    .trim()
    .refine(validSmtpUrl, {
      error:
        'SMTP_URL måste vara en smtp://- eller smtps://-adress, t.ex. smtp://användare:lösenord@smtp.example.se:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_FROM_FORMAT, {
      error: 'MAIL_FROM måste vara en e-postadress, t.ex. Medvakt <medvakt@example.se>',
    })
    .optional(),
});

export type EnvSettings = z.infer<typeof EnvSchema>;

/** Every environment variable the server reads (deploy/medvakt.env.example lists them all). */
export const SETTING_NAMES = Object.keys(EnvSchema.shape) as readonly (keyof EnvSettings)[];

/** The settings from the environment; a bad one throws a ConfigError naming it. */
export function readEnvSettings(env: Record<string, string | undefined>): EnvSettings {
  const parsed = EnvSchema.safeParse(presentSettings(env, SETTING_NAMES));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? ''), issue?.message ?? '');
  }
  const settings = parsed.data;
  if (settings.SMTP_URL && !settings.MAIL_FROM)
    throw new ConfigError(
      'MAIL_FROM',
      'ange avsändaren för e-post när SMTP_URL är satt, t.ex. Medvakt <medvakt@example.se>',
    );
  if (metricsOn(settings) && settings.METRICS_PORT === settings.PORT)
    throw new ConfigError('METRICS_PORT', 'mätvärdena behöver en egen port, inte PORT');
  return settings;
}

export const metricsOn = (settings: Pick<EnvSettings, 'METRICS'>) =>
  settings.METRICS === '1' || settings.METRICS === 'true';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: '.',
    databaseUrl: null,
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'),
    accessTokenMinutes: 15,
    sessionHours: 12,
    demoData: false,
    adminEmail: null,
    adminPassword: null,
    rendererDir: null,
    support: DEMO_SUPPORT,
    hostingNotice: null,
    version: '0.0.0-test',
    commit: 'test',
    tlsCertFile: null,
    tlsKeyFile: null,
    backupDir: null,
    backupKeep: 14,
    recallFeedUrl: null,
    recallSyncMinutes: 0,
    publicBaseUrl: null,
    trustProxy: false,
    localKioskKey: null,
    workers: 1,
    warningsIntervalSeconds: 900,
    apiTokenRateLimitPerMinute: 120,
    databasePoolSize: 10,
    databaseStatementTimeoutMs: 0,
    metrics: null,
    logFormat: 'json',
    logLevel: 'silent',
    mail: null,
    ...overrides,
  };
}
