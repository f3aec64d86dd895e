import { useTranslation } from 'react-i18next';
import { FeedbackSection } from '@/features/feedback';
import { PageFrame } from '../components/page-frame';

/** Feedback for members and guests (spec §5). */
export default function FeedbackRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame name="feedback" title={t('feedback.title')} subtitle={t('feedback.subtitle')}>
      <FeedbackSection />
    </PageFrame>
  );
}
