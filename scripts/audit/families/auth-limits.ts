// Auth limits family, on an instance started with AUTH_RATE_LIMIT=true: the limits answer
// (429, never 5xx), and a limit never makes a security action silently not happen — after a
// burst of junk sign-outs, a real sign-out still revokes its session on every instance.
import { Caller, type AuditUser } from '../lib/accounts';
import { sleep, type Cluster, type Instance } from '../lib/cluster';
import { send, type Answer } from '../lib/http';
import { describe, Tally } from '../lib/tally';

export async function authLimitsFamily(cluster: Cluster, limited: Instance, others: readonly Instance[], user: AuditUser): Promise<Tally> {
  const tally = new Tally('auth-limits');
  const check = (answer: Answer, shown: string): void => {
    tally.attempts++;
    if (answer.status >= 500 || answer.status === 0) tally.fail('server error', shown, `${String(answer.status)} ${answer.error ?? answer.body.toString('utf8').slice(0, 160)}`);
  };
  const json = { 'content-type': 'application/json', origin: cluster.publicUrl };

  // 1. Wrong passwords: refused, then limited (429), never a server error.
  let limitedSeen = false;
  for (let i = 0; i < 14; i++) {
    const answer = await send(limited.base, { method: 'POST', path: '/api/account/sign-in', headers: json, body: JSON.stringify({ email: user.email, password: `wrong-password-${String(i)}` }) });
    check(answer, describe(limited.name, 'POST', '/api/account/sign-in', `wrong password #${String(i + 1)}`));
    if (answer.status === 429) limitedSeen = true;
  }
  tally.attempts++;
  if (!limitedSeen) tally.fail('no limit', describe(limited.name, 'POST', '/api/account/sign-in ×14 wrong passwords'), 'no 429 with AUTH_RATE_LIMIT=true');

  // 2. A real session (opened on an unlimited instance), junk sign-outs on the limited one,
  //    then the real sign-out there: the session must be gone everywhere.
  const caller = new Caller(user, cluster);
  const home = others[0];
  if (!home) return tally;
  await caller.signIn(home.base);
  for (let i = 0; i < 105; i++) {
    const answer = await send(limited.base, { method: 'POST', path: '/api/account/sign-out', headers: json, body: '{}' });
    check(answer, describe(limited.name, 'POST', '/api/account/sign-out', `junk #${String(i + 1)}`));
  }
  const out = await caller.call(limited.base, 'POST', '/api/account/sign-out', {});
  check(out, describe(limited.name, 'POST', '/api/account/sign-out', 'the real one'));
  await sleep(2_500); // SESSION_CACHE_SECONDS=2 on every instance of the audit
  for (const instance of [limited, ...others]) {
    const me = await caller.call(instance.base, 'GET', '/api/account/me');
    tally.attempts++;
    if (me.status === 200) tally.fail('sign-out did not revoke', describe(instance.name, 'GET', '/api/account/me after 105 junk sign-outs and a real one'), `the session still works (sign-out answered ${String(out.status)})`);
  }

  // 3. Other limited auth routes answer 4xx, never 5xx, under a burst.
  for (const [path, body] of [
    ['/api/account/forgot-password', { email: user.email }],
    ['/api/account/resend-verification', { email: user.email }],
    ['/api/account/sign-up', { fullName: 'Ana Silva', username: 'x', whatsapp: '+244923000001', email: user.email, password: 'Senha-Boa-2026', confirmPassword: 'Senha-Boa-2026' }],
  ] as const) {
    for (let i = 0; i < 8; i++) {
      const answer = await send(limited.base, { method: 'POST', path, headers: json, body: JSON.stringify(body) });
      check(answer, describe(limited.name, 'POST', path, `burst #${String(i + 1)}`));
    }
  }
  return tally;
}
