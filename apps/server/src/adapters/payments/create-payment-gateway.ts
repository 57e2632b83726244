import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createProxyPayGateway } from './proxypay-gateway';
import { createSandboxGateway } from './sandbox-gateway';

/**
 * The configured payment gateway. Logs which one and its entity only: never the API key
 * (nor, anywhere in this folder, a card number or CVC).
 */
export function createPaymentGateway(config: Config, now: () => Date, log: FastifyBaseLogger): PaymentGateway {
  const payments = config.payments;
  if (payments.gateway === 'proxypay') {
    log.info({ gateway: 'proxypay', entity: payments.entity }, 'payments by reference through ProxyPay');
    return createProxyPayGateway({ apiUrl: payments.apiUrl, apiKey: payments.apiKey, entity: payments.entity });
  }
  if (config.env === 'production') log.warn('PAYMENTS_GATEWAY=sandbox in production: payments are simulated, no money moves');
  return createSandboxGateway({ notificationKey: payments.notificationKey, entity: payments.entity, clock: now });
}
