import { isAgentType, type TeamMember } from '@lotus/contract';
import type { MemberRow } from './queries.ts';

/** A member as the reports name it. */
export const teamMemberOf = (m: Pick<MemberRow, 'username' | 'nickname' | 'type'>): TeamMember => ({
  username: m.username,
  nickname: m.nickname,
  type: m.type,
  isAgent: isAgentType(m.type),
});
