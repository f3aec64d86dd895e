import { isAgentType, isTrialType, type MemberStatus } from '@lotus/contract';
import { useTranslation } from 'react-i18next';

/** `member`, `agent` or `trial`: the member types of spec §4 in the console's words. */
export const memberKind = (type: number) => (isAgentType(type) ? 'agent' : isTrialType(type) ? 'trial' : 'member');

export function StatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`console-badge console-badge--${status === 'active' ? 'ok' : 'bad'}`} data-testid="member-status">
      {t(`console.members.status.${status}`)}
    </span>
  );
}
