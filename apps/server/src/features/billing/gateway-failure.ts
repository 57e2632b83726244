// A gateway failure as the caller's answer. Messages of PaymentGatewayError name the operation
// and HTTP status only (never a card number, a CVC or a key), so they may be logged.
import type { FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { cardProblemFields } from '@kumbu/core/cards';
import { PaymentGatewayError } from '../../adapters/payments/payment-gateway';
import { langOf } from '../../http/lang';

export function gatewayFailure(error: unknown, request: FastifyRequest): unknown {
  if (!(error instanceof PaymentGatewayError)) return error;
  request.log.warn({ kind: error.kind, httpStatus: error.httpStatus, detail: error.message }, 'payment gateway failed');
  switch (error.kind) {
    case 'invalid-card': {
      const fields = cardProblemFields(error.cardProblems, langOf(request)).map((f) => ({ field: `payment.card.${f.field}`, message: f.message }));
      return new KumbuError('validation-failed', { fields, cause: error });
    }
    case 'invalid-request': return new KumbuError('bad-request', { cause: error });
    case 'unsupported': return new KumbuError('payment-method-unavailable', { cause: error });
    case 'unavailable': return new KumbuError('payment-gateway-unavailable', { cause: error });
    case 'not-found': case 'rejected': case 'bad-response': return new KumbuError('payment-failed', { cause: error });
  }
}
