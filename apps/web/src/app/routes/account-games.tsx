import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { GamepadIcon } from '@/components/ui/menu-icons';
import { PageFrame } from '../components/page-frame';
import { useRouteHandle } from '../route-handle';

/** The player's favourite or recent games (login required). */
export default function AccountGamesRoute() {
  const { t } = useTranslation();
  const { page } = useRouteHandle();
  const kind = page === 'recent' ? 'recent' : 'favorite';
  return (
    <PageFrame name={kind} title={t(`pages.${kind}.title`)}>
      <EmptyState
        icon={<GamepadIcon />}
        title={t(`pages.${kind}.emptyTitle`)}
        description={t(`pages.${kind}.emptyText`)}
        action={
          <Link to="/" className="btn btn--accent btn--md">
            {t('games.backToLobby')}
          </Link>
        }
      />
    </PageFrame>
  );
}
