import { loginAs } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/create-test-app.ts';
import { members } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';

/** Test fixture: a member of the demo merchant, signed in. */
export interface Person {
  id: number;
  username: string;
  token: string;
}

const PASSWORD = 'Start123';

/**
 * Test fixture: makes members of the demo merchant straight in the database under `parent` (agents are type 1, or
 * 2, 41, 42; players 0) and signs each in. `prefix` keeps one file's usernames apart from another's.
 */
export function peopleOf(t: () => TestApp, prefix: string) {
  let counter = 0;
  let hash: Promise<string> | undefined;
  return async function person(parent: Person | null, type = 1): Promise<Person> {
    counter += 1;
    hash ??= hashPassword(PASSWORD);
    const username = `${prefix}${process.pid % 1000}n${counter}`;
    const [row] = await t()
      .db.orm.insert(members)
      .values({ merchantId: 1, username, passwordHash: await hash, type, parentId: parent?.id ?? null })
      .returning();
    if (!row) throw new Error('no member');
    return { id: row.id, username, token: await loginAs(t().app, { username, password: PASSWORD }) };
  };
}
