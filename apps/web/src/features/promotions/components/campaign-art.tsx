import type { PromotionCategory, PromotionView } from '@lotus/contract';
import type { ReactNode } from 'react';
import { ClockIcon, CrownIcon, GiftIcon, PercentIcon } from '@/components/ui/menu-icons';
import { useContentImage } from '@/features/announcements';
import { usePromoText } from '../hooks/use-promo-text';

const categoryIcons: Record<PromotionCategory, ReactNode> = {
  deposit: <GiftIcon size={18} />,
  daily: <ClockIcon size={18} />,
  cashback: <PercentIcon size={18} />,
  vip: <CrownIcon size={18} />,
  grant: <GiftIcon size={18} />,
};

/** The figure a campaign without a picture shows: its percent, its amount, or its best day or level. */
function headline(promotion: PromotionView, money: (n: number) => string): string {
  const { reward } = promotion;
  if (reward.type === 'percent') return `${reward.percent}%`;
  if (reward.type === 'fixed') return money(reward.amount);
  return money(Math.max(...reward.amounts, 0));
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
    <span className={`promo-art promo-art--${size} promo-art--${promotion.category}`} aria-hidden="true">
      <span className="promo-art__icon">{categoryIcons[promotion.category]}</span>
      <span className="promo-art__figure tabular">{headline(promotion, money)}</span>
      {size === 'card' ? (
        <span className="promo-art__kind">{t(`promotionsCentre.kinds.${promotion.kind}`)}</span>
      ) : null}
    </span>
  );
}
