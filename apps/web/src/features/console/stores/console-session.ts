import type { ConsoleOperator } from '@lotus/contract';
import { create } from 'zustand';
import { session } from '@/lib/storage';

const TOKEN_KEY = 'consoleToken';
const OPERATOR_KEY = 'consoleOperator';

interface ConsoleSessionState {
  token: string | null;
  operator: ConsoleOperator | null;
}

function read(): ConsoleSessionState {
  const operator = session.get(OPERATOR_KEY);
  return { token: session.get(TOKEN_KEY), operator: operator ? (JSON.parse(operator) as ConsoleOperator) : null };
}

/** The operator's console session: kept in this tab only, apart from any player session. */
export const useConsoleSession = create<ConsoleSessionState>(() => read());

export function startConsoleSession(token: string, operator: ConsoleOperator) {
  session.set(TOKEN_KEY, token);
  session.set(OPERATOR_KEY, JSON.stringify(operator));
  useConsoleSession.setState({ token, operator });
}

export function endConsoleSession() {
  session.remove(TOKEN_KEY);
  session.remove(OPERATOR_KEY);
  useConsoleSession.setState({ token: null, operator: null });
}
