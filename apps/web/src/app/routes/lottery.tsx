import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LotteryPage } from '@/features/lottery';
import { PageFrame } from '../components/page-frame';
import { useRouteHandle } from '../route-handle';

/** Lottery pages (/lottery, /seaLottery, /vnLottery with `gameCode`); login required, no footer. */
export default function LotteryRoute() {
  const { t } = useTranslation();
  const { page = 'lottery' } = useRouteHandle();
  const [params] = useSearchParams();
  const key = page === 'seaLottery' || page === 'vnLottery' ? page : 'lottery';
  return (
    <PageFrame name={key} title={t(`pages.${key}.title`)}>
      <LotteryPage page={key} gameCode={params.get('gameCode')} />
    </PageFrame>
  );
}
