/**
 * Sessions this page is ending itself (a password change revokes every session, its own included, and logs in
 * again): their `session.revoked` is expected and must not be shown as "ended elsewhere".
 */
const expected = new Set<string>();

export const expectSessionEnd = (token: string) => void expected.add(token);
export const forgetExpectedSessionEnd = (token: string) => void expected.delete(token);
export const isExpectedSessionEnd = (token: string) => expected.has(token);
