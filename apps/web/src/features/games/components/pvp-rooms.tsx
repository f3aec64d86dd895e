import type { PvpRoom } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { formatMoney } from '@/lib/format';
import { useIsLoggedIn } from '@/lib/session';
import { pvpRoomsQuery } from '../api/get-pvp-rooms';
import { useStartGame } from '../hooks/use-start-game';
import { GameArt } from './game-art';
import './pvp-rooms.css';

/**
 * The open card tables of /pvp (`GLS2_roomList`, members only), each joining its game. Only vendors that report their
 * tables have any; without tables (and for guests) the section is left out, and the games' tiles open them.
 */
export function PvpRooms({ vassalage }: { vassalage: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const loggedIn = useIsLoggedIn();
  const query = useQuery(pvpRoomsQuery(loggedIn, vassalage ?? undefined));
  const rooms = query.data ?? [];
  if (!loggedIn || rooms.length === 0) return null;
  return (
    <section className="pvp-rooms" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {t('games.rooms.title')}
      </h2>
      <ul className="pvp-rooms__list">
        {rooms.map((room) => (
          <li key={room.roomId}>
            <RoomRow room={room} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RoomRow({ room }: { room: PvpRoom }) {
  const { t } = useTranslation();
  const { playGame } = useStartGame();
  return (
    <div className="pvp-room card">
      <GameArt path={room.iconUrl} ratio="1 / 1" className="pvp-room__art" fallback={<CategoryIcon category="PVP" />} />
      <div className="pvp-room__info">
        <span className="pvp-room__name">{room.roomName}</span>
        <span className="pvp-room__meta">
          {room.gameName} · {t('games.rooms.minBet', { amount: formatMoney(room.minBet) })} ·{' '}
          {t('games.rooms.seats', { count: room.seats })}
        </span>
      </div>
      <Button
        variant="accent"
        size="sm"
        disabled={room.maintenance}
        aria-label={t('games.rooms.join', { name: room.roomName })}
        onClick={() =>
          playGame({
            nodeId: room.nodeId,
            gameType: 'PVP',
            vassalage: room.vassalage,
            gameCode: room.gameCode,
            gameName: room.gameName,
            nodeName: room.gameName,
            displayName: room.gameName,
            vendorName: room.vassalage,
            iconUrl: room.iconUrl,
            subType: null,
            minBet: room.minBet,
            lines: null,
            hot: false,
            maintenance: room.maintenance,
          })
        }
      >
        {room.maintenance ? t('games.card.maintenance') : t('games.rooms.joinShort')}
      </Button>
    </div>
  );
}
