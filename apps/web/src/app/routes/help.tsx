import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerServiceButton } from '@/features/customer-service';
import { HelpCentre } from '@/features/help/help-centre';
import { PageFrame } from '../components/page-frame';

export default function HelpRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      name="help"
      title={t('pages.help.title')}
      actions={
        <div className="help-actions">
          <CustomerServiceButton variant="button" />
          <Link className="btn btn--outline btn--md" to="/feedback">
            {t('feedback.open')}
          </Link>
        </div>
      }
    >
      <HelpCentre />
    </PageFrame>
  );
}
