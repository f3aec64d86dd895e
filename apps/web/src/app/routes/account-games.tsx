import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountGameList, GameGridSkeleton } from '@/features/games';
import { PageFrame } from '../components/page-frame';
import { useRouteHandle } from '../route-handle';

/** The player's favourite or recent games (login required). */
export default function AccountGamesRoute() {
  const { t } = useTranslation();
  const { page } = useRouteHandle();
  const kind = page === 'recent' ? 'recent' : 'favorite';
  return (
    <PageFrame name={kind} title={t(`pages.${kind}.title`)}>
      <Suspense fallback={<GameGridSkeleton />}>
        <AccountGameList key={kind} kind={kind} />
      </Suspense>
    </PageFrame>
  );
}
