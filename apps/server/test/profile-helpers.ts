import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { auditLog, members } from '../src/db/schema.ts';
import { hashPassword } from '../src/platform/passwords.ts';

let counter = 0;

export interface TestMemberOptions {
  realName?: string | null;
  mobile?: string | null;
  email?: string | null;
  mobileVerified?: boolean;
  /** False: an account without a login password (social login, mobile registration without one). */
  withPassword?: boolean;
}

/** A member of the demo merchant of its own, so tests never share a profile. */
export async function newMember(db: Database, options: TestMemberOptions = {}) {
  counter += 1;
  const username = `prof${process.pid % 1000}x${counter}`;
  const password = 'Start123';
  const [row] = await db.orm
    .insert(members)
    .values({
      merchantId: 1,
      username,
      passwordHash: options.withPassword === false ? null : await hashPassword(password),
      countryDialingCode: options.mobile ? '+86' : null,
      mobile: options.mobile ?? null,
      mobileVerifiedAt: options.mobile && options.mobileVerified ? new Date() : null,
      email: options.email ?? null,
      realName: options.realName ?? null,
    })
    .returning();
  if (!row) throw new Error('no member');
  return { id: row.id, username, password };
}

export async function memberRow(db: Database, id: number) {
  const [row] = await db.orm.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error('no member');
  return row;
}

/** The member's audit entries, newest first. */
export function auditOf(db: Database, memberId: number, event?: string) {
  return db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.memberId, memberId), event ? eq(auditLog.event, event) : undefined))
    .orderBy(desc(auditLog.id));
}
