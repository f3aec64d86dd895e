import type { ConsoleEndpointName, ConsoleOperator } from '@lotus/contract';
import { AppError } from '../../../platform/app-error.ts';

/** What an operator reaches while a first step is pending: reading themselves, signing out, and the step itself. */
const always = new Set<ConsoleEndpointName>(['me', 'signOut']);
const duringTotpEnrolment = new Set<ConsoleEndpointName>(['startOwnTotp', 'confirmOwnTotp', 'changeOwnPassword']);

/**
 * A password someone else chose must be replaced before anything else (403 `console.password.change.required`), and
 * an operator whose role the brand requires an authenticator for must enrol next (403 `console.totp.enrol.required`).
 * Checked by the operator guard on every console request, from the operator's current row, so no route can be
 * reached around it.
 */
export function gateFirstSteps(endpoint: ConsoleEndpointName, operator: ConsoleOperator) {
  if (always.has(endpoint)) return;
  if (operator.mustChangePassword) {
    if (endpoint !== 'changeOwnPassword') throw new AppError('console.password.change.required');
    return;
  }
  if (operator.totpEnrolRequired && !duringTotpEnrolment.has(endpoint)) {
    throw new AppError('console.totp.enrol.required');
  }
}
