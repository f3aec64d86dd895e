import type { PromotionCategory, PromotionView } from '@lotus/contract';
import type { ReactNode } from 'react';
import { ClockIcon, CrownIcon, GiftIcon, PercentIcon } from '@/components/ui/menu-icons';
import { useContentImage } from '@/features/announcements';
import { usePromoText } from '../hooks/use-promo-text';
import { RedPacketIcon, TicketIcon } from './lucky-icons';

const categoryIcons: Record<PromotionCategory, ReactNode> = {
  deposit: <GiftIcon size={18} />,
  daily: <ClockIcon size={18} />,
  cashback: <PercentIcon size={18} />,
  vip: <CrownIcon size={18} />,
  lucky: <TicketIcon size={18} />,
  grant: <GiftIcon size={18} />,
};

/**
 * The figure a campaign without a picture shows: its percent, its amount, its best day or level, a raffle's first
 * prize, or the most a red packet holds.
 */
function headline(promotion: PromotionView, money: (n: number) => string): string {
  const { reward } = promotion;
  switch (reward.type) {
    case 'percent':
      return `${reward.percent}%`;
    case 'fixed':
      return money(reward.amount);
    case 'prizes':
      return money(reward.prizes[0]?.amount ?? 0);
    case 'random':
      return money(reward.max);
    default:
      return money(Math.max(...reward.amounts, 0));
  }
}

/**
 * A campaign's picture, or, without one, a panel in the brand's colours with its headline figure and its kind, so a
 * card never shows an empty grey box. Decorative: the title beside it names the campaign.
 */
export function CampaignArt({ promotion, size = 'card' }: { promotion: PromotionView; size?: 'card' | 'thumb' }) {
  const { t, money } = usePromoText();
  const imageUrl = useContentImage();
  if (promotion.imageUrl) {
    return (
      <span className={`promo-art promo-art--${size}`}>
        <img className="promo-art__image" src={imageUrl(promotion.imageUrl)} alt="" loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span
      className={`promo-art promo-art--${size} promo-art--${promotion.category}${promotion.kind === 'red-packet' ? ' promo-art--red-packet' : ''}`}
      aria-hidden="true"
    >
      <span className="promo-art__icon">
        {promotion.kind === 'red-packet' ? <RedPacketIcon size={18} /> : categoryIcons[promotion.category]}
      </span>
      <span className="promo-art__figure tabular">{headline(promotion, money)}</span>
      {size === 'card' ? (
        <span className="promo-art__kind">{t(`promotionsCentre.kinds.${promotion.kind}`)}</span>
      ) : null}
    </span>
  );
}
