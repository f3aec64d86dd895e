import { isAgentType, isTrialType, type LoginResult, limits } from '@lotus/contract';

/** How the player signed in; only password logins can be forced to change the password (spec §4). */
export type LoginChannel = 'password' | 'sms' | 'remember' | 'freePlay' | 'register' | 'reset' | 'social';

export interface LoginContext {
  channel: LoginChannel;
  /** The password just typed (password logins only); compared, never stored. */
  password?: string;
  /** `PWDEXPFORCECHANGE3`: an expired password must be changed. */
  forceExpiredChange: boolean;
  /** Logged in from the agent landing. */
  agentPage: boolean;
  /** Where a guard sent the visitor from. */
  returnTo: string | null;
}

export interface LoginOutcome {
  forcePasswordChange: boolean;
  firstLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  /** Where to go once logged in; null stays on the current page. */
  destination: string | null;
}

/** Spec §4 "Login success": what follows a successful login, register, reset or free play. */
export function loginOutcome(result: LoginResult, context: LoginContext): LoginOutcome {
  const isAgent = isAgentType(result.customerType);
  const passwordLogin = context.channel === 'password' || context.channel === 'remember';
  const forcePasswordChange =
    passwordLogin &&
    (result.forcePasswordChange ||
      context.password === limits.defaultPassword ||
      (result.passwordExpired && context.forceExpiredChange));
  let destination: string | null = null;
  if (context.agentPage && isAgent) destination = '/agentHome';
  else if (context.channel === 'freePlay' || context.channel === 'register' || context.channel === 'reset')
    destination = '/';
  else if (context.returnTo) destination = context.returnTo;
  return {
    forcePasswordChange,
    firstLogin: result.firstTimeLogin,
    isAgent,
    isTrial: isTrialType(result.customerType),
    destination,
  };
}
