import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCampaigns } from '../hooks/use-campaigns';
import { usePromoText } from '../hooks/use-promo-text';
import { vipRewardTable } from '../lib/levels';
import './promotions.css';

export interface VipRewardsProps {
  /** The brand's levels, level 0 first, with their names. */
  levels: readonly { level: number; name: string }[];
  /** The member's level, marked in the table. */
  current: number;
}

/**
 * The VIP page's rewards by level: what each running VIP campaign (upgrade, birthday) pays at each level, and the way
 * to the reward centre where they are claimed. Nothing when the brand runs no VIP campaign.
 */
export default function VipRewards({ levels, current }: VipRewardsProps) {
  const { t, money } = usePromoText();
  const navigate = useNavigate();
  const campaigns = useCampaigns();
  const names = new Map(levels.map((l) => [l.level, l.name]));
  const { columns, rows } = vipRewardTable(
    campaigns.data?.list ?? [],
    levels.map((l) => l.level),
  );
  if (columns.length === 0 || rows.length === 0) return null;
  const claimable = columns.some((c) => c.claimable);
  return (
    <section className="vip-rewards" aria-labelledby="vip-rewards-title" data-testid="vip-rewards">
      <div className="vip-rewards__head">
        <div>
          <h3 id="vip-rewards-title" className="vip-rewards__title">
            {t('promotionsCentre.vip.title')}
          </h3>
          <p className="promo-muted">
            {claimable ? t('promotionsCentre.vip.claimable') : t('promotionsCentre.vip.text')}
          </p>
        </div>
        <Button
          variant={claimable ? 'accent' : 'outline'}
          size="sm"
          onClick={() => void navigate('/member?tab=rewardCenter')}
          data-testid="vip-rewards-claim"
        >
          {t('promotionsCentre.vip.toRewardCentre')}
        </Button>
      </div>
      <table className="promo-levels promo-levels--wide">
        <thead>
          <tr>
            <th scope="col">{t('promotionsCentre.reward.level')}</th>
            {columns.map((c) => (
              <th key={c.id} scope="col" className="promo-levels__num">
                {c.title}
                <span className="promo-levels__kind">{t(`promotionsCentre.kinds.${c.kind}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.level} data-level={row.level} data-current={row.level === current || undefined}>
              <th scope="row">
                {t('promotionsCentre.reward.levelName', { level: row.level })}
                <span className="promo-levels__name">{names.get(row.level)}</span>
                {row.level === current ? (
                  <span className="visually-hidden">{t('promotionsCentre.vip.yours')}</span>
                ) : null}
              </th>
              {row.amounts.map((amount, i) => (
                <td
                  key={columns[i]?.id}
                  className={amount > 0 ? 'promo-levels__num tabular' : 'promo-levels__num promo-levels__none'}
                  data-label={columns[i]?.title}
                >
                  {amount > 0 ? money(amount) : '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
