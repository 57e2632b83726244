// The ALTCHA proof of work (altcha 3.x widget, altcha-lib v2 challenges). Loaded only by
// dynamic import from the wizard, so neither the widget nor its workers reach the landing
// page. The "external" build is used because the default one starts its workers from
// blob: URLs, which our Content-Security-Policy refuses; here the workers are ordinary
// same-origin files emitted by Vite.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { waitFor, usableToken, BOT_WAIT_MS, BOT_POLL_MS } from './bot-wait';

const ALGORITHMS: ReadonlyArray<[string, () => Worker]> = [
  ['PBKDF2/SHA-256', () => new Pbkdf2Worker()],
  ['PBKDF2/SHA-384', () => new Pbkdf2Worker()],
  ['PBKDF2/SHA-512', () => new Pbkdf2Worker()],
  ['SHA-256', () => new ShaWorker()],
  ['SHA-384', () => new ShaWorker()],
  ['SHA-512', () => new ShaWorker()],
];
for (const [name, create] of ALGORITHMS) {
  if (!globalThis.$altcha.algorithms.has(name)) globalThis.$altcha.algorithms.set(name, create);
}

/** How long the proof of work itself may take once the widget is ready. */
const SOLVE_TIMEOUT_MS = 30_000;

/**
 * Solves one fresh challenge from `challengeUrl` with an invisible widget and answers its
 * payload (base64 JSON), or null when the widget did not come up within 10 s or failed.
 */
export async function solveAltcha(challengeUrl: string): Promise<string | null> {
  const host = document.createElement('div');
  host.className = 'onboarding-altcha';
  host.setAttribute('aria-hidden', 'true');
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('auto', 'off');
  host.append(widget);
  document.body.append(host);
  try {
    const ready = await waitFor(() => (typeof widget.verify === 'function' ? widget : undefined), { timeoutMs: BOT_WAIT_MS, intervalMs: BOT_POLL_MS });
    if (ready === undefined) return null;
    await ready.configure({ hideLogo: true, hideFooter: true, timeout: SOLVE_TIMEOUT_MS, minDuration: 0, humanInteractionSignature: false });
    const result = await ready.verify();
    return usableToken(result?.payload);
  } catch {
    return null;
  } finally {
    host.remove();
  }
}
