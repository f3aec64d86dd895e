import type { LotteryPeriod } from '@lotus/contract';
import { type LotteryFamily, resultTiers } from '@lotus/lottery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultBalls, ResultBoard } from './result-board';

/** Where the fairness page checks a period: its lottery section, filled in and checked at once. */
export const verifyLink = (gameCode: string, numero: string) =>
  `/fairness?${new URLSearchParams({ lotteryGame: gameCode, numero })}#fairness-lottery`;

/**
 * The latest draws, newest first, the newest opened: each one's result (VN and 4D as the labelled prize board), the
 * seed hash published before the draw, the revealed seed, and a link that checks both on the fairness page.
 */
export function ResultList({ family, results }: { family: LotteryFamily; results: readonly LotteryPeriod[] }) {
  const { t } = useTranslation();
  if (results.length === 0) return <p className="lottery-muted">{t('lottery.resultsEmpty')}</p>;
  return (
    <ol className="lottery-results" data-testid="lottery-results">
      {results.map((period, i) => (
        <li key={period.numero} className="lottery-results__row" data-numero={period.numero}>
          <details className="lottery-draw" open={i === 0}>
            <summary className="lottery-draw__summary">
              <span className="lottery-muted tabular">{period.numero}</span>
              {period.display ? <ResultBalls family={family} display={period.display} /> : <span>—</span>}
            </summary>
            <div className="lottery-draw__body">
              {period.display && resultTiers(family, period.display) ? (
                <ResultBoard family={family} display={period.display} />
              ) : null}
              <DrawProof period={period} />
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

/** A period's commitment and, once drawn, its seed, with the link that checks them. */
function DrawProof({ period }: { period: LotteryPeriod }) {
  const { t } = useTranslation();
  return (
    <div className="lottery-draw__proof" data-testid="lottery-draw-proof">
      <dl>
        <dt>{t('lottery.proof.seedHash')}</dt>
        <dd className="lottery-mono">{period.seedHash}</dd>
        <dt>{t('lottery.proof.seed')}</dt>
        <dd className="lottery-mono">{period.seed ?? t('lottery.proof.seedHidden')}</dd>
      </dl>
      {period.seed ? (
        <Link
          className="lottery-draw__verify"
          to={verifyLink(period.gameCode, period.numero)}
          aria-label={t('lottery.proof.verifyPeriod', { numero: period.numero })}
          data-testid="lottery-verify"
        >
          {t('lottery.proof.verify')}
        </Link>
      ) : null}
    </div>
  );
}
