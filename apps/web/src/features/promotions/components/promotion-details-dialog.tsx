import type { PromotionView } from '@lotus/contract';
import { Dialog } from '@/components/ui/dialog';
import { RichText } from '@/components/ui/rich-text';
import { useContentImage } from '@/features/announcements';
import { useNow } from '@/lib/use-now';
import { usePromoText } from '../hooks/use-promo-text';
import type { RunAction } from '../hooks/use-promotion-action';
import { serverOffset } from '../lib/server-clock';
import { actionOf, stateNote } from '../lib/states';
import { eligibilityPhrase, periodPhrase, rewardPhrase } from '../lib/terms';
import { BirthdayHint } from './birthday-hint';
import { CampaignAction } from './campaign-action';
import { CampaignArt } from './campaign-art';
import { LevelRewards } from './level-rewards';
import { PromotionTerms } from './promotion-terms';
import { RaffleFacts } from './raffle-facts';
import { RainFacts } from './rain-facts';
import { StateChip } from './state-chip';

export interface PromotionDetailsDialogProps {
  /** The campaign shown; null closes the dialog. */
  promotion: PromotionView | null;
  onClose: () => void;
  run: (promotion: PromotionView, action: RunAction) => unknown;
  busy: boolean;
}

/** What a check-in pays on each day of the streak. */
function StreakDays({ amounts }: { amounts: number[] }) {
  const { t, money } = usePromoText();
  return (
    <>
      <ol className="promo-streak" aria-label={t('promotionsCentre.reward.streakDays')}>
        {amounts.map((amount, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the day of the streak is the item's identity
          <li key={i} className="promo-streak__day">
            <span className="promo-streak__label">{t('promotionsCentre.reward.streakDay', { day: i + 1 })}</span>
            <span className="promo-streak__amount tabular">{money(amount)}</span>
          </li>
        ))}
      </ol>
      {amounts.length > 1 ? <p className="promo-muted">{t('promotionsCentre.reward.streakAfter')}</p> : null}
    </>
  );
}

/**
 * A campaign in full (spec: promotion details): the member's state and what to do, the reward, who qualifies and how
 * often, the terms stated before joining, when it runs, whether the brand reviews claims, and its rules; a raffle its
 * tickets, prizes, draw and proof, a red packet its rain.
 */
export function PromotionDetailsDialog({ promotion, onClose, run, busy }: PromotionDetailsDialogProps) {
  const { t, money, time, say } = usePromoText();
  const imageUrl = useContentImage();
  const p = promotion;
  // The server's time: a rain falling and a draw due are on its clock.
  const now = useNow(15_000, p !== null && (p.kind === 'raffle' || p.kind === 'red-packet')) + serverOffset();
  return (
    <Dialog
      open={p !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={p?.title ?? ''}
      description={p?.summary || undefined}
      testId="promotion-dialog"
      media={p ? <CampaignArt promotion={p} /> : null}
      footer={p && actionOf(p, now) ? <CampaignAction promotion={p} run={run} busy={busy} now={now} block /> : null}
    >
      {p ? (
        <div className="promo-details">
          <div className="promo-details__state">
            <StateChip state={p.state} />
            <span data-testid="promotion-note">{say(stateNote(p, { money, time, now }))}</span>
          </div>
          <section className="promo-details__part">
            <h3>{t('promotionsCentre.details.reward')}</h3>
            <p className="promo-details__reward">{say(rewardPhrase(p.reward, money, p.kind))}</p>
            {p.reward.type === 'streak' ? <StreakDays amounts={p.reward.amounts} /> : null}
            {p.reward.type === 'levels' ? <LevelRewards amounts={p.reward.amounts} /> : null}
            <BirthdayHint promotion={p} />
          </section>
          <RaffleFacts promotion={p} />
          <RainFacts promotion={p} now={now} />
          <dl className="promo-facts">
            <div>
              <dt>{t('promotionsCentre.details.eligibility')}</dt>
              <dd>{say(eligibilityPhrase(p, money))}</dd>
            </div>
            <div>
              <dt>{t('promotionsCentre.details.takePart')}</dt>
              <dd>{say(periodPhrase(p.period))}</dd>
            </div>
            <div>
              <dt>{t('promotionsCentre.details.period')}</dt>
              <dd className="tabular">
                {p.endsAt === null
                  ? t('promotionsCentre.details.from', { start: time(p.startsAt) })
                  : t('promotionsCentre.details.fromTo', { start: time(p.startsAt), end: time(p.endsAt) })}
              </dd>
            </div>
            <div>
              <dt>{t('promotionsCentre.details.review')}</dt>
              <dd>{t(p.needsReview ? 'promotionsCentre.details.reviewed' : 'promotionsCentre.details.instant')}</dd>
            </div>
          </dl>
          <section className="promo-details__part">
            <h3>{t('promotionsCentre.details.terms')}</h3>
            <PromotionTerms terms={p.terms} />
          </section>
          {p.rules.trim() ? (
            <section className="promo-details__part">
              <h3>{t('promotionsCentre.details.rules')}</h3>
              <RichText html={p.rules} imageUrl={imageUrl} />
            </section>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
