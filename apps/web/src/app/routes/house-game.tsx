import { useParams, useSearchParams } from 'react-router';
import { HouseGamePage } from '@/features/house-games';

/** /house/:gameCode?token=&lang=: a house game on its own page (the game dialog's frame or /seamless). */
export default function HouseGameRoute() {
  const { gameCode } = useParams();
  const [params] = useSearchParams();
  return <HouseGamePage gameCode={gameCode} token={params.get('token')} lang={params.get('lang')} />;
}
