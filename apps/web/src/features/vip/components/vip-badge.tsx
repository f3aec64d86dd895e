import { useTranslation } from 'react-i18next';
import { CrownIcon } from '@/components/ui/menu-icons';
import { nameBesideNumber } from '../lib/progress';
import './vip-badge.css';

/** A VIP level as a badge: its crown, its number and its name. */
export function VipBadge({ level, name, size = 'md' }: { level: number; name: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const number = t('vip.levelNumber', { level });
  const shown = nameBesideNumber(name, number);
  return (
    <span className={`vip-badge vip-badge--${size}`} data-testid="vip-badge" data-level={level}>
      <CrownIcon size={size === 'lg' ? 22 : size === 'md' ? 16 : 12} />
      <span className="vip-badge__level">{number}</span>
      {shown ? <span className="vip-badge__name">{shown}</span> : null}
    </span>
  );
}
