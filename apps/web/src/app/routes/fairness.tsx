import { useTranslation } from 'react-i18next';
import { FairnessVerifier } from '@/features/fairness';
import { LotteryProofPanel } from '@/features/lottery';
import { PageFrame } from '../components/page-frame';

/** /fairness: checks any house game round from its revealed seed, and any lottery period, in the browser. */
export default function FairnessRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame name="fairness" title={t('pages.fairness.title')} subtitle={t('pages.fairness.subtitle')}>
      <FairnessVerifier />
      <LotteryProofPanel />
    </PageFrame>
  );
}
