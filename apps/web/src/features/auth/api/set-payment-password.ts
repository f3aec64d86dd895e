import { callEndpoint } from '@/lib/api';

/** Sets the first payment password (confirmed with the login password) or changes it with the old one. */
export function savePaymentPassword(
  body:
    | { kind: 'set'; loginPassword: string; paymentPassword: string; confirmPaymentPassword: string }
    | { kind: 'change'; oldPaymentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
) {
  if (body.kind === 'set') {
    const { kind: _, ...rest } = body;
    return callEndpoint('setPaymentPassword', { body: rest });
  }
  const { kind: _, ...rest } = body;
  return callEndpoint('changePaymentPassword', { body: rest });
}
