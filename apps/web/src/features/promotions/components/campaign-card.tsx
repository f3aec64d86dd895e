import type { PromotionView } from '@lotus/contract';
import { useId } from 'react';
import { usePromoText } from '../hooks/use-promo-text';
import type { RunAction } from '../hooks/use-promotion-action';
import { stateNote } from '../lib/states';
import { BirthdayHint } from './birthday-hint';
import { CampaignAction } from './campaign-action';
import { CampaignArt } from './campaign-art';
import { StateChip } from './state-chip';

export interface CampaignCardProps {
  promotion: PromotionView;
  onOpen: () => void;
  run: (promotion: PromotionView, action: RunAction) => unknown;
  busy: boolean;
  /** The time now, for a rain or a draw. */
  now: number;
}

/** A campaign on the promotions page: picture and title open its details; the summary, state and action below. */
export function CampaignCard({ promotion, onOpen, run, busy, now }: CampaignCardProps) {
  const { money, time, say } = usePromoText();
  const id = useId();
  return (
    <li
      className="promo-campaign card"
      data-testid="promotion-card"
      data-promotion-id={promotion.id}
      data-state={promotion.state}
    >
      <button type="button" className="promo-campaign__open" aria-describedby={`${id}-summary`} onClick={onOpen}>
        <CampaignArt promotion={promotion} />
        <span className="promo-campaign__title">{promotion.title}</span>
      </button>
      <p id={`${id}-summary`} className="promo-campaign__summary">
        {promotion.summary}
      </p>
      <div className="promo-campaign__foot">
        <div className="promo-campaign__state">
          <StateChip state={promotion.state} />
          <span className="promo-campaign__note">{say(stateNote(promotion, { money, time, now }))}</span>
          <BirthdayHint promotion={promotion} />
        </div>
        <CampaignAction promotion={promotion} run={run} busy={busy} now={now} />
      </div>
    </li>
  );
}
