import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { GamepadIcon } from '@/components/ui/menu-icons';
import { PageFrame } from '../components/page-frame';

/** The page a seamless-wallet game runs in (no footer, no side menu). */
export default function SeamlessRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame name="seamless" title={t('pages.seamless.title')}>
      <EmptyState
        icon={<GamepadIcon />}
        title={t('pages.seamless.emptyTitle')}
        description={t('pages.seamless.emptyText')}
        action={
          <Link to="/" className="btn btn--accent btn--md">
            {t('games.backToLobby')}
          </Link>
        }
      />
    </PageFrame>
  );
}
