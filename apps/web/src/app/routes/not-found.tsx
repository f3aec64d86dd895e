import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { HelpIcon } from '@/components/ui/icons';
import { CustomerServiceButton } from '@/features/customer-service';
import { PageFrame } from '../components/page-frame';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame name="not-found" title={t('pages.notFound.title')}>
      <EmptyState
        icon={<HelpIcon />}
        title={t('pages.notFound.heading')}
        description={t('errors.invalidUrl')}
        action={
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
            <Link to="/" className="btn btn--accent btn--md">
              {t('nav.home')}
            </Link>
            <CustomerServiceButton />
          </div>
        }
      />
    </PageFrame>
  );
}
