import type { TeamMember } from '@lotus/contract';
import { useTranslation } from 'react-i18next';

/** A team member as the reports name it: username, nickname when it differs, and an agent badge. */
export function MemberName({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <span className="agent-member">
      <span className="agent-member__username">{member.username}</span>
      {member.nickname && member.nickname !== member.username ? (
        <span className="agent-member__nickname">{member.nickname}</span>
      ) : null}
      {member.isAgent ? <span className="agent-member__badge">{t('agentReports.agentBadge')}</span> : null}
    </span>
  );
}
