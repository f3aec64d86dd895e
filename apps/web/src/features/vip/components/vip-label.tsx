import { useMemberVip } from '@/features/auth';
import { useFeature } from '@/features/system';
import { VipBadge } from './vip-badge';

/**
 * The member's VIP level beside their name (the account menu, the profile), once they hold one: nothing where the
 * brand runs no VIP levels, at level 0, or until the member info has come. `compact` leaves the level's name out.
 */
export function VipLabel({ size = 'sm', compact = false }: { size?: 'sm' | 'md'; compact?: boolean }) {
  const vip = useMemberVip();
  const on = useFeature('VIP3');
  if (!on || !vip?.hasVip || vip.level < 1) return null;
  return <VipBadge level={vip.level} name={compact ? '' : (vip.label ?? '')} size={size} />;
}
