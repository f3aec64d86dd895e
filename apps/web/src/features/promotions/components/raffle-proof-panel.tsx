import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { raffleProofQuery } from '../api/raffle-proof';
import { usePromoText } from '../hooks/use-promo-text';
import { type CheckedWinner, checkRaffleProof } from '../lib/raffle-proof';
import './raffle.css';

const MAX_ID = 2_147_483_647;

/** The raffle an address names (`?raffle=<id>`), or null when it names none. */
export function raffleIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A verdict: the check passed or failed, said in words (colour alone never carries it). */
function Verdict({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <span
      className={`raffle-proof__verdict raffle-proof__verdict--${ok ? 'yes' : 'no'}`}
      data-testid={testId}
      data-ok={ok}
    >
      {ok ? yes : no}
    </span>
  );
}

function WinnerTable({
  winners,
  ownEntryId,
  label,
}: {
  winners: readonly CheckedWinner[];
  ownEntryId: number | null;
  label: string;
}) {
  const { t, money, tier } = usePromoText();
  return (
    <div className="raffle-proof__table-wrap">
      <table className="raffle-proof__table" data-testid="raffle-proof-winners">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('raffle.proof.rank')}</th>
            <th scope="col">{t('raffle.proof.name')}</th>
            <th scope="col" className="raffle-proof__num">
              {t('raffle.proof.ticketsCol')}
            </th>
            <th scope="col" className="raffle-proof__num">
              {t('raffle.proof.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {winners.map((w) => (
            <tr key={w.entryId} data-entry-id={w.entryId} data-own={w.entryId === ownEntryId || undefined}>
              <td>{tier(w.rank)}</td>
              <td>
                {w.name}
                {w.entryId === ownEntryId ? (
                  <span className="raffle-proof__you"> ({t('raffle.proof.you')})</span>
                ) : null}
              </td>
              <td className="raffle-proof__num tabular">{w.tickets}</td>
              <td className="raffle-proof__num tabular">{money(w.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The fairness page's raffle section (`/fairness?raffle=<id>`): the raffle's proof, fetched, and its draw redone in
 * the browser: the revealed seed hashed against the commitment published at the start, and `raffleWinners` run over
 * every entry's tickets, compared with the winners published. Lists the winners (masked names, tier, amount) and the
 * viewer's own entry. Before the draw: the commitment and when it will be drawn.
 */
export function RaffleProofPanel({ raffleId }: { raffleId: number | null }) {
  const { t, money, time, tier } = usePromoText();
  const proof = useQuery({ ...raffleProofQuery(raffleId ?? 0), enabled: raffleId !== null });
  const check = useMemo(() => (proof.data ? checkRaffleProof(proof.data) : null), [proof.data]);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, []);

  let body: ReactNode;
  if (raffleId === null) {
    body = (
      <p className="raffle-proof__error" role="alert">
        {t('raffle.proof.invalid')}
      </p>
    );
  } else if (proof.isPending) {
    body = <p className="promo-muted">{t('raffle.proof.loading')}</p>;
  } else if (proof.isError) {
    body = (
      <p className="raffle-proof__error" role="alert">
        {proof.error.message}
      </p>
    );
  } else if (check) {
    const p = proof.data;
    const own = p.ownEntryId === null ? undefined : p.entries.find((e) => e.entryId === p.ownEntryId);
    const ownWin = check.winners.find((w) => w.entryId === p.ownEntryId);
    body = (
      <>
        <p className="raffle-proof__name" data-testid="raffle-proof-title">
          {p.title}
        </p>
        <dl className="raffle-proof__facts" data-testid="raffle-proof">
          <dt>{t('raffle.proof.commitment')}</dt>
          <dd className="raffle-proof__mono">{p.seedHash}</dd>
          <dt>{t('raffle.proof.drawAt')}</dt>
          <dd className="tabular">{time(p.drawAt)}</dd>
          {check.revealed ? (
            <>
              <dt>{t('raffle.proof.drawnAt')}</dt>
              <dd className="tabular">{time(p.drawnAt as number)}</dd>
              <dt>{t('raffle.proof.seed')}</dt>
              <dd className="raffle-proof__mono">{p.seed}</dd>
              <dt>{t('raffle.proof.hash')}</dt>
              <dd className="raffle-proof__mono">
                {check.hash} —{' '}
                <Verdict
                  ok={check.hashMatches}
                  yes={t('raffle.proof.hashMatches')}
                  no={t('raffle.proof.hashDiffers')}
                  testId="raffle-proof-hash"
                />
              </dd>
              <dt>{t('raffle.proof.winners')}</dt>
              <dd>
                <p className="promo-muted">
                  {t('raffle.proof.entries', { count: p.entries.length, tickets: check.tickets })}
                </p>
                {check.error ? (
                  <p className="raffle-proof__error" role="alert">
                    {check.error}
                  </p>
                ) : null}
                <Verdict
                  ok={check.winnersMatch}
                  yes={t('raffle.proof.winnersMatch')}
                  no={t('raffle.proof.winnersDiffer')}
                  testId="raffle-proof-match"
                />
              </dd>
            </>
          ) : (
            <dd className="raffle-proof__pending" data-testid="raffle-proof-pending">
              {t('raffle.proof.notDrawn', { time: time(p.drawAt) })}
            </dd>
          )}
        </dl>
        {own ? (
          <p className="raffle-proof__own" data-testid="raffle-proof-own">
            {t('raffle.proof.ownEntry', { tickets: own.tickets })}
            {check.revealed ? (
              <>
                {' · '}
                {ownWin
                  ? t('raffle.proof.ownWon', { tier: tier(ownWin.rank), amount: money(ownWin.amount) })
                  : t('raffle.proof.ownLost')}
              </>
            ) : null}
          </p>
        ) : null}
        {check.revealed ? (
          check.winners.length === 0 && p.winners.length === 0 ? (
            <p className="promo-muted">{t('raffle.proof.noWinners')}</p>
          ) : (
            <>
              <WinnerTable
                winners={check.winners}
                ownEntryId={p.ownEntryId}
                label={t('raffle.proof.recomputedWinners')}
              />
              {check.winnersMatch ? null : (
                <WinnerTable
                  winners={p.winners.map((w) => ({
                    ...w,
                    tickets: p.entries.find((e) => e.entryId === w.entryId)?.tickets ?? 0,
                  }))}
                  ownEntryId={p.ownEntryId}
                  label={t('raffle.proof.publishedWinners')}
                />
              )}
            </>
          )
        ) : null}
      </>
    );
  }

  return (
    <section
      ref={section}
      id="fairness-raffle"
      className="raffle-proof card"
      aria-labelledby="fair-raffle-title"
      aria-live="polite"
      data-testid="fairness-raffle"
    >
      <h2 id="fair-raffle-title" className="raffle-proof__title">
        {t('raffle.proof.title')}
      </h2>
      <p className="promo-muted">{t('raffle.proof.how')}</p>
      {body}
    </section>
  );
}
