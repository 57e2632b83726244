// The landing benchmark's one message from its server child (IPC hands over `unknown`).
export interface LandingReady { readonly type: 'landing-ready'; readonly port: number }

export function isLandingReady(m: unknown): m is LandingReady {
  return typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'landing-ready' && typeof (m as { port?: unknown }).port === 'number';
}
