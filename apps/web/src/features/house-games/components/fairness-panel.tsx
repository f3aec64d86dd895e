import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/media';
import type { HouseGame } from '../hooks/use-house-game';
import { gameMoney } from '../lib/money';
import { verifyUrl } from '../lib/present';

/**
 * Provably fair, as the player sees it: the hash of the secret server seed, their own client seed (editable: a change
 * rotates the seeds, which reveals the old server seed), the next nonce and the rounds of this visit with a link to
 * the verify page once their seed is known.
 */
export function FairnessPanel({ game }: { game: HouseGame }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(desktop);
  const [seed, setSeed] = useState(game.fairness.clientSeed);
  const seedId = useId();
  const { currency, freePlay } = game.session;

  useEffect(() => setOpen(desktop), [desktop]);
  useEffect(() => setSeed(game.fairness.clientSeed), [game.fairness.clientSeed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = seed.trim();
    void game.rotate(next && next !== game.fairness.clientSeed ? next : undefined);
  };

  return (
    <details
      className="hg-fair"
      data-testid="house-fairness"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="hg-fair__summary">
        <ShieldIcon />
        {t('houseGames.fairness.title')}
      </summary>
      <div className="hg-fair__body">
        <dl className="hg-fair__facts">
          <dt>{t('houseGames.fairness.serverSeedHash')}</dt>
          <dd className="hg-mono" data-testid="house-seed-hash">
            {game.fairness.serverSeedHash}
          </dd>
          <dt>{t('houseGames.fairness.nonce')}</dt>
          <dd className="hg-mono" data-testid="house-nonce">
            {game.fairness.nonce}
          </dd>
        </dl>
        <form className="hg-fair__seed" onSubmit={submit}>
          <label htmlFor={seedId}>{t('houseGames.fairness.clientSeed')}</label>
          <div className="hg-fair__seed-row">
            <input
              id={seedId}
              className="hg-fair__input hg-mono"
              value={seed}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setSeed(e.target.value)}
            />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              loading={game.rotating}
              disabled={game.playing || game.presenting}
              data-testid="house-rotate"
            >
              {t('houseGames.fairness.rotate')}
            </Button>
          </div>
          <p className="hg-fair__hint">{t('houseGames.fairness.rotateHint')}</p>
          {game.rotateError !== null ? (
            <p className="hg-fair__error" role="alert">
              {t('houseGames.fairness.rotateFailed', { message: game.rotateError })}
            </p>
          ) : null}
        </form>
        {game.revealed ? (
          <div className="hg-fair__revealed" data-testid="house-revealed">
            <p className="hg-fair__label">{t('houseGames.fairness.revealed')}</p>
            <p className="hg-mono">{game.revealed.serverSeed}</p>
            <p className="hg-fair__hint">{t('houseGames.fairness.revealedRounds', { count: game.revealed.rounds })}</p>
          </div>
        ) : null}
        <h2 className="hg-fair__label">{t('houseGames.fairness.rounds')}</h2>
        {game.rounds.length === 0 ? (
          <p className="hg-fair__hint">{t('houseGames.fairness.noRounds')}</p>
        ) : (
          <table className="hg-fair__rounds">
            <thead>
              <tr>
                <th scope="col">{t('houseGames.fairness.nonceCol')}</th>
                <th scope="col">{t('houseGames.fairness.stakeCol')}</th>
                <th scope="col">{t('houseGames.fairness.payoutCol')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('houseGames.fairness.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {game.rounds.map((round) => {
                const url = verifyUrl(round);
                return (
                  <tr
                    key={round.id}
                    data-testid="house-round"
                    data-round={round.id}
                    data-nonce={round.nonce}
                    data-stake={round.stake}
                    data-payout={round.payout}
                  >
                    <td className="hg-mono">{round.nonce}</td>
                    <td className="tabular">{gameMoney(round.stake, currency, freePlay)}</td>
                    <td className={`tabular${round.payout > 0 ? ' hg-fair__won' : ''}`}>
                      {gameMoney(round.payout, currency, freePlay)}
                    </td>
                    <td>
                      {url ? (
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          {t('houseGames.fairness.verify')}
                        </a>
                      ) : (
                        <span className="hg-fair__later" title={t('houseGames.fairness.note')}>
                          {t('houseGames.fairness.verifyLater')}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className="hg-fair__hint">{t('houseGames.fairness.note')}</p>
      </div>
    </details>
  );
}

function ShieldIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </svg>
  );
}
