// Audit accounts: made as the operator's `kumbu user create` makes them (a verified e-mail
// and, with a number, one the operator vouches for), signed in over HTTP, and a signed-in
// caller that sends JSON the way the web app does (session cookie, Origin = PUBLIC_URL).
import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { openDatabase } from '@kumbu/db/database';
import { loadConfig } from '../../../apps/server/src/config';
import { createAuth } from '../../../apps/server/src/auth/auth';
import { createOutboxMailer } from '../../../apps/server/src/adapters/mail/outbox-mailer';
import { createAccount } from '../../../apps/server/src/accounts/create-account';
import { dataOf, send, type Answer } from './http';
import type { Cluster } from './cluster';

export interface AuditUser {
  readonly label: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly id: string;
  /** wa_id digits (no '+'), when the account has a number. */
  readonly waId: string | null;
}

export interface UserSpec { readonly label: string; readonly waId?: string | null }

/**
 * Makes the accounts with the code `kumbu user create` runs (createAccount: verified e-mail,
 * 7-day trial, and a number the operator vouches for, bound as proven), in this process: one
 * database connection instead of a tsx start per account, which costs 15 s on a busy machine.
 * This also applies the migrations to the fresh database.
 */
export async function createUsers(cluster: Cluster, specs: readonly UserSpec[]): Promise<AuditUser[]> {
  const config = loadConfig(cluster.baseEnv());
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 2, relaxedPoolSize: 1 });
  try {
    const auth = createAuth({ db: database.db, config, mailer: createOutboxMailer(database.db) });
    const users: AuditUser[] = [];
    for (const spec of specs) {
      const tag = randomBytes(4).toString('hex');
      const waId = spec.waId ?? null;
      const user = {
        label: spec.label, email: `audit-${spec.label.toLowerCase()}-${tag}@example.ao`,
        password: `Audit-${randomBytes(9).toString('base64url')}-9`, name: `Auditor ${spec.label} ${tag}`, waId,
      };
      const { userId } = await createAccount(database.db, auth, {
        email: user.email, password: user.password, fullName: user.name, whatsapp: waId ? `+${waId}` : null, language: 'pt', verified: true,
      }, new Date());
      users.push({ ...user, id: userId });
    }
    return users;
  } finally {
    await database.close();
  }
}

/**
 * The audit's accounts get the Unlimited plan (no hourly API cap), so that thousands of
 * audit requests measure the server, not the plan limits.
 */
export async function makeUnlimited(cluster: Cluster, userIds: readonly string[]): Promise<void> {
  await cluster.db.query(
    `update subscriptions set tier = 'unlimited', status = 'active', trial = false, expires_at = now() + interval '1 year' where user_id = any($1)`,
    [userIds],
  );
}

export class Caller {
  cookie = '';
  token = '';

  constructor(readonly user: AuditUser, private readonly cluster: Cluster) {}

  async signIn(base: string): Promise<void> {
    const answer = await send(base, {
      method: 'POST', path: '/api/account/sign-in',
      headers: { 'content-type': 'application/json', origin: this.cluster.publicUrl },
      body: JSON.stringify({ email: this.user.email, password: this.user.password }),
    });
    if (answer.status !== 200) throw new Error(`sign-in of ${this.user.label} answered ${String(answer.status)}: ${answer.body.toString('utf8').slice(0, 300)}`);
    const cookies = answer.headers['set-cookie'] ?? [];
    this.cookie = cookies.map((c) => c.split(';')[0] ?? '').filter((c) => c !== '').join('; ');
    const data = dataOf(answer);
    this.token = typeof data?.token === 'string' ? data.token : '';
    if (!this.cookie) throw new Error(`sign-in of ${this.user.label} set no cookie`);
  }

  headers(extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders {
    return { cookie: this.cookie, origin: this.cluster.publicUrl, 'accept-language': 'pt', ...extra };
  }

  /** A JSON call as this user. */
  call(base: string, method: string, path: string, body?: unknown, extra: OutgoingHttpHeaders = {}): Promise<Answer> {
    const hasBody = body !== undefined;
    return send(base, {
      method, path,
      headers: this.headers({ ...(hasBody ? { 'content-type': 'application/json' } : {}), ...extra }),
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
    });
  }
}
