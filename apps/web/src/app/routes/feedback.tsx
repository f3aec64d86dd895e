import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '@/features/customer-service';
import { FeedbackSection } from '@/features/feedback';
import { PageFrame } from '../components/page-frame';

/** Feedback for members and guests (spec §5); customer service beside it for what cannot wait. */
export default function FeedbackRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      name="feedback"
      title={t('feedback.title')}
      subtitle={t('feedback.subtitle')}
      actions={<CustomerServiceButton variant="button" />}
    >
      <FeedbackSection />
    </PageFrame>
  );
}
