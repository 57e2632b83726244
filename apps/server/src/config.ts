// Configuration comes from the environment, validated once at boot: a typo fails the
// start with a clear message instead of surfacing later as odd behaviour.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  KUMBU_DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  KUMBU_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Kumbu <nao-responder@kumbu.ao>'),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  AUTH_RATE_LIMIT: bool.default(true),
  TRUST_PROXY: bool.default(false),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
}).superRefine((env, ctx) => {
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
  }
  if (env.NODE_ENV === 'production' && !env.KUMBU_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['KUMBU_SECRET'], message: 'is required in production' });
  }
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly databaseUrl: string | undefined;
  /** PGlite folder, or 'memory://' for an in-memory database (tests). */
  readonly dataDir: string;
  readonly secret: string;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  readonly mail: { readonly transport: 'outbox' | 'smtp'; readonly smtpUrl: string | undefined; readonly from: string };
  readonly webDist: string;
  readonly authRateLimit: boolean;
  readonly trustProxy: boolean;
  /** How long a verified session may be reused from memory before asking the database again. */
  readonly sessionCacheSeconds: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.KUMBU_DATA_DIR === 'memory://' ? e.KUMBU_DATA_DIR : resolve(e.KUMBU_DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    secret: e.KUMBU_SECRET ?? localSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    webDist: resolve(e.WEB_DIST),
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
  };
}

/**
 * Outside production a secret is made once and kept beside the data (never in the repo),
 * so sessions survive restarts without anyone having to configure anything.
 */
function localSecret(dataDir: string): string {
  if (dataDir === 'memory://') return randomBytes(32).toString('hex');
  const file = join(dataDir, '.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
