import { CONSOLE_PREFIX, DEMO_MERCHANT_CODE, type OperatorRole } from '@lotus/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { operators } from '../src/db/schema.ts';
import { hashPassword } from '../src/platform/passwords.ts';

/** A console operator of the demo merchant, added straight to the database (there is no sign-up for operators). */
export async function insertOperator(db: Database, username: string, password: string, role: OperatorRole) {
  await db.orm.insert(operators).values({ merchantId: 1, username, passwordHash: await hashPassword(password), role });
}

/** Signs an operator in to the console and answers the session token. */
export async function consoleSignIn(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${CONSOLE_PREFIX}/session`,
    payload: { merchantCode: DEMO_MERCHANT_CODE, username, password },
  });
  if (res.statusCode !== 200) throw new Error(`console sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().value.token as string;
}

/** A console call as the operator whose token is given; `path` is below the console prefix. */
export function consoleCall(
  app: FastifyInstance,
  token: string,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${CONSOLE_PREFIX}${path}`,
    headers: { authorization: token },
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
}
