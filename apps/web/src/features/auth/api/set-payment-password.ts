import { callEndpoint } from '@/lib/api';

/** Sets the first payment password (confirmed with the login password) or changes it with the old one. */
export function savePaymentPassword(
  body:
    | { kind: 'set'; loginPassword: string; paymentPassword: string; confirmPaymentPassword: string }
    | { kind: 'change'; oldPaymentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
) {
  const { kind, ...rest } = body;
  return callEndpoint(kind === 'set' ? 'setPaymentPassword' : 'changePaymentPassword', { body: rest });
}
