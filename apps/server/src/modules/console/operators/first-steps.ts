import { CONSOLE_PREFIX, type ConsoleOperator } from '@lotus/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/app-error.ts';

/** Own-account routes an operator reaches while a first step is pending (plus reading themselves and signing out). */
export const OWN_PASSWORD_ROUTE = `${CONSOLE_PREFIX}/me/password`;
export const OWN_TOTP_ROUTE = `${CONSOLE_PREFIX}/me/totp`;
export const OWN_TOTP_CONFIRM_ROUTE = `${CONSOLE_PREFIX}/me/totp/confirm`;

const always = new Set([`${CONSOLE_PREFIX}/me`, `${CONSOLE_PREFIX}/session`]);
const duringTotpEnrolment = new Set([OWN_TOTP_ROUTE, OWN_TOTP_CONFIRM_ROUTE, OWN_PASSWORD_ROUTE]);

/**
 * A password someone else chose must be replaced before anything else (403 `console.password.change.required`), and
 * an operator whose role the brand requires an authenticator for must enrol next (403 `console.totp.enrol.required`).
 * Checked on every console request, from the operator's current row, so no route can be reached around it.
 */
export function gateFirstSteps(request: FastifyRequest, operator: ConsoleOperator) {
  const route = request.routeOptions.url ?? '';
  if (always.has(route)) return;
  if (operator.mustChangePassword) {
    if (route !== OWN_PASSWORD_ROUTE) throw new AppError('console.password.change.required');
    return;
  }
  if (operator.totpEnrolRequired && !duringTotpEnrolment.has(route)) throw new AppError('console.totp.enrol.required');
}
