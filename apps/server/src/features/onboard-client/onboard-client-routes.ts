// /api/onboardNewClient (spec §7): existence check, onboarding, account deletion.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerExistsRoute } from './exists-route';
import { registerOnboardRoute } from './onboard-route';
import { registerDeleteAccountRoute } from './delete-account-route';

export function registerOnboardClientRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerExistsRoute(app, ctx);
  registerOnboardRoute(app, ctx);
  registerDeleteAccountRoute(app, ctx);
}
