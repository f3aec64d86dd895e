import type { PromotionView } from '@lotus/contract';
import { useId } from 'react';
import { usePromoText } from '../hooks/use-promo-text';
import type { RunAction } from '../hooks/use-promotion-action';
import { stateNote } from '../lib/states';
import { CampaignAction } from './campaign-action';
import { CampaignArt } from './campaign-art';
import { StateChip } from './state-chip';

export interface CampaignCardProps {
  promotion: PromotionView;
  onOpen: () => void;
  run: (promotion: PromotionView, action: RunAction) => unknown;
  busy: boolean;
}

/** A campaign on the promotions page: picture, title and summary open its details; the state and its action below. */
export function CampaignCard({ promotion, onOpen, run, busy }: CampaignCardProps) {
  const { money, time, say } = usePromoText();
  const id = useId();
  return (
    <li
      className="promo-campaign card"
      data-testid="promotion-card"
      data-promotion-id={promotion.id}
      data-state={promotion.state}
    >
      <button
        type="button"
        className="promo-campaign__open"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        onClick={onOpen}
      >
        <CampaignArt promotion={promotion} />
        <span className="promo-campaign__text">
          <span id={`${id}-title`} className="promo-campaign__title">
            {promotion.title}
          </span>
          <span id={`${id}-summary`} className="promo-campaign__summary">
            {promotion.summary}
          </span>
        </span>
      </button>
      <div className="promo-campaign__foot">
        <div className="promo-campaign__state">
          <StateChip state={promotion.state} />
          <span className="promo-campaign__note">{say(stateNote(promotion, { money, time }))}</span>
        </div>
        <CampaignAction promotion={promotion} run={run} busy={busy} />
      </div>
    </li>
  );
}
