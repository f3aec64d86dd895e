import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FairnessVerifier } from '@/features/fairness';
import { LotteryProofPanel } from '@/features/lottery';
import { RaffleProofPanel, raffleIdOf } from '@/features/promotions/raffle-proof';
import { PageFrame } from '../components/page-frame';

/**
 * /fairness: checks any house game round from its revealed seed, and any lottery period, in the browser; a raffle's
 * Verify link (`?raffle=<id>`) opens with that raffle's draw checked first.
 */
export default function FairnessRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raffle = params.get('raffle');
  return (
    <PageFrame name="fairness" title={t('pages.fairness.title')} subtitle={t('pages.fairness.subtitle')}>
      {raffle === null ? null : <RaffleProofPanel raffleId={raffleIdOf(raffle)} />}
      <FairnessVerifier />
      <LotteryProofPanel />
    </PageFrame>
  );
}
