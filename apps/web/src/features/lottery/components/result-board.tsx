import { type LotteryFamily, resultTiers } from '@lotus/lottery';
import { useTranslation } from 'react-i18next';
import './result-board.css';

type Lookup = (key: string, fallback: string) => string;

/** A prize's name on the board (special, 1st … 7th; 4D's starter and consolation) in the reader's language. */
export function usePrizeName(family: LotteryFamily) {
  const { t } = useTranslation();
  return (prize: string) => (t as unknown as Lookup)(`lottery.prizes.${family}.${prize}`, prize);
}

/** Result balls of a short display (SSC, PK10); of a tiered one (VN, 4D) the top prize, labelled. */
export function ResultBalls({
  family,
  display,
  rolling = false,
}: {
  family: LotteryFamily;
  display: string;
  rolling?: boolean;
}) {
  const prizeName = usePrizeName(family);
  const tiers = resultTiers(family, display);
  if (tiers) {
    const [top] = tiers;
    return (
      <span className="lottery-top-prize">
        <span className="lottery-top-prize__name">{prizeName(top?.prize ?? '')}</span>
        <span className="lottery-ball lottery-ball--wide tabular">{rolling ? '?' : top?.numbers.join(' ')}</span>
      </span>
    );
  }
  const parts = display.split(',');
  return (
    <span className="lottery-balls" data-rolling={rolling || undefined}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions of one result
        <span key={i} className="lottery-ball tabular" style={{ animationDelay: `${i * 80}ms` }}>
          {rolling ? '?' : part}
        </span>
      ))}
    </span>
  );
}

/**
 * A result as its board prints it: VN and 4D prize by prize with the prize's name (special, 1st … 7th; 1st, 2nd, 3rd,
 * starter, consolation), SSC5 and PK10 as balls.
 */
export function ResultBoard({ family, display }: { family: LotteryFamily; display: string }) {
  const prizeName = usePrizeName(family);
  const tiers = resultTiers(family, display);
  if (!tiers) return <ResultBalls family={family} display={display} />;
  return (
    <table className="lottery-prizes tabular" data-testid="lottery-prizes" data-family={family}>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={tier.prize} data-prize={tier.prize} className={i === 0 ? 'lottery-prizes__top' : undefined}>
            <th scope="row">{prizeName(tier.prize)}</th>
            <td>
              <span className="lottery-prizes__numbers">
                {tier.numbers.map((n, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: numbers of one prize may repeat (VN)
                  <span key={j} className="lottery-prizes__number">
                    {n}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
