import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/components/ui/menu-icons';
import { formatDateTime, formatGmtOffset } from '@/lib/format';
import { useNow } from '@/lib/use-now';

/** Merchant business time, ticking every second (spec §2 agent centre). */
export function AgentClock({ gmtOffsetMinutes }: { gmtOffsetMinutes: number }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  return (
    <p className="agent-clock">
      <ClockIcon size={16} />
      <span className="visually-hidden">{t('agent.clock')}</span>
      <span className="agent-clock__zone" data-testid="agent-gmt">
        {formatGmtOffset(gmtOffsetMinutes)}
      </span>
      <time className="tabular" data-testid="agent-clock" dateTime={new Date(now).toISOString()}>
        {formatDateTime(now, gmtOffsetMinutes)}
      </time>
    </p>
  );
}
