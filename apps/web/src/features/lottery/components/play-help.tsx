import type { LotterySession } from '@lotus/contract';
import { getPlay } from '@lotus/lottery';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { toMajor } from '../lib/slip';

type Lookup = (key: string, options: Record<string, unknown>) => string;

/** The help key of a VN play (`VN.XIEN3` → `XIEN`, n = 3), null for plays without one. */
function helpOf(code: string): { key: string; n?: number } | null {
  const play = getPlay(code);
  if (play?.family !== 'VN') return null;
  const name = code.slice('VN.'.length);
  const xien = /^XIEN(\d)$/.exec(name);
  return xien ? { key: 'XIEN', n: Number(xien[1]) } : { key: name };
}

/**
 * What a Vietnamese play is and what one point of it costs and pays at this brand's odds (lô's point covers the 27
 * prizes, so it is sold at several times the point value): for a newcomer, under the play's name.
 */
export function PlayHelp({ play, session }: { play: string; session: LotterySession }) {
  const { t } = useTranslation();
  const help = helpOf(play);
  const odds = session.odds[play];
  if (!help || !odds) return null;
  const pays = Math.max(0, ...Object.values(odds.pays));
  const money = (minor: number) => formatMoney(toMajor(minor));
  const price = {
    price: odds.price,
    cost: money(odds.price * session.pointValue),
    pays: money(pays * session.pointValue),
  };
  return (
    <details className="lottery-help" data-testid="lottery-play-help">
      <summary>{t('lottery.playHelpTitle')}</summary>
      <p>{(t as unknown as Lookup)(`lottery.playHelp.${help.key}`, { n: help.n })}</p>
      <p data-testid="lottery-point-price">
        {play === 'VN.LO2' ? t('lottery.pointPriceLo', price) : t('lottery.pointPrice', price)}
      </p>
    </details>
  );
}
