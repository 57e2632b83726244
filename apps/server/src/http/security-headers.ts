// Security headers from the `helmet` library, computed ONCE at boot. @fastify/helmet
// rebuilds helmet's middleware (re-parsing the CSP) on every request — measured at ~15% of
// a cached records request (bench/records-api.bench.ts) — while our policy never varies
// per request (no nonces), so the resulting header set is a constant.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer',
  'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'usb', 'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ');

export function securityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  const https = publicUrl.startsWith('https://');
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'], connectSrc: ["'self'"], fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'self'"], formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  };
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) { headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value); },
    removeHeader(name: string) { Reflect.deleteProperty(headers, name.toLowerCase()); },
  };
  const state = { done: false, failure: null as Error | null };
  // helmet only writes headers on the response; the request is never read.
  const request = Object.create(null) as IncomingMessage;
  helmet(options)(request, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) state.failure = error instanceof Error ? error : new Error('helmet failed');
    state.done = true;
  });
  if (state.failure) throw state.failure;
  if (!state.done) throw new Error('helmet did not finish synchronously');
  // helmet sets no Permissions-Policy: the app uses none of these powerful features, so no
  // page (or script injected into one) may ask for them.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}
