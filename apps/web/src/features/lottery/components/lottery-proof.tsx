import type { LotteryProof as Proof } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { fetchLotteryProof, lotteryMenusQuery } from '../api/lottery-api';
import { checkProof } from '../lib/proof';
import './lottery.css';

const NUMERO = /^\d{8}-\d{4}$/;

/**
 * The fairness page's lottery section: a game and a numero fetch the period's proof (its revealed seed, the hash
 * published when it opened, and its result), and the browser draws the result again from the seed. A link from a
 * result (`?lotteryGame=…&numero=…`) opens it filled in and checked.
 */
export function LotteryProofPanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const menus = useQuery(lotteryMenusQuery());
  const games = [...new Map((menus.data?.menus ?? []).flatMap((m) => m.games).map((g) => [g.gameCode, g])).values()];
  const [gameCode, setGameCode] = useState(params.get('lotteryGame') ?? '');
  const [numero, setNumero] = useState(params.get('numero') ?? '');
  const [proof, setProof] = useState<Proof | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const chosen = gameCode || games[0]?.gameCode || '';
  const numeroValid = NUMERO.test(numero.trim());

  const check = async (game: string, period: string) => {
    setLoading(true);
    setError(null);
    setProof(null);
    try {
      setProof(await fetchLotteryProof(game, period));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.unknown'));
    } finally {
      setLoading(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && numeroValid) void check(chosen, numero.trim());
  };
  const section = useRef<HTMLElement>(null);
  // Opened from a result's Verify link: check that period at once and bring the section into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page was opened with
  useEffect(() => {
    const game = params.get('lotteryGame');
    const period = params.get('numero')?.trim() ?? '';
    if (!game || !NUMERO.test(period)) return;
    section.current?.scrollIntoView({ block: 'start' });
    void check(game, period);
  }, []);
  const verdict = proof ? checkProof(proof) : null;

  return (
    <section
      ref={section}
      id="fairness-lottery"
      className="lottery-proof card"
      aria-labelledby="fair-lottery-title"
      data-testid="fairness-lottery"
    >
      <h2 id="fair-lottery-title" className="fair__title">
        {t('fairness.lottery.title')}
      </h2>
      <p className="lottery-muted">{t('fairness.lottery.how')}</p>
      <form className="lottery-proof__form" onSubmit={submit}>
        <SelectField
          label={t('fairness.lottery.game')}
          value={chosen}
          onChange={(e) => setGameCode(e.currentTarget.value)}
          data-testid="fairness-lottery-game"
        >
          {games.map((g) => (
            <option key={g.gameCode} value={g.gameCode}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('fairness.lottery.numero')}
          value={numero}
          placeholder="20261127-0721"
          onChange={(e) => setNumero(e.currentTarget.value)}
          error={numero && !numeroValid ? t('fairness.lottery.numeroInvalid') : undefined}
          autoComplete="off"
          data-testid="fairness-lottery-numero"
        />
        <Button type="submit" variant="primary" loading={loading} disabled={!chosen || !numeroValid}>
          {t('fairness.lottery.check')}
        </Button>
      </form>
      {error ? (
        <p className="lottery-error" role="alert">
          {error}
        </p>
      ) : null}
      {proof && verdict ? (
        <dl className="fair__facts" data-testid="fairness-lottery-proof">
          <dt>{t('fairness.lottery.seedHash')}</dt>
          <dd className="fair__mono">{proof.period.seedHash}</dd>
          {verdict.revealed ? (
            <>
              <dt>{t('fairness.serverSeed')}</dt>
              <dd className="fair__mono">{proof.period.seed}</dd>
              <dt>{t('fairness.seedHash')}</dt>
              <dd className="fair__mono" data-testid="fairness-lottery-hash" data-ok={verdict.hashMatches}>
                {verdict.hash} —{' '}
                {verdict.hashMatches ? t('fairness.lottery.hashMatches') : t('fairness.lottery.hashDiffers')}
              </dd>
              <dt>{t('fairness.lottery.published')}</dt>
              <dd className="fair__mono">{proof.period.display}</dd>
              <dt>{t('fairness.lottery.recomputed')}</dt>
              <dd className="fair__mono" data-testid="fairness-lottery-result" data-ok={verdict.resultMatches}>
                {verdict.recomputed} —{' '}
                {verdict.resultMatches ? t('fairness.lottery.resultMatches') : t('fairness.lottery.resultDiffers')}
              </dd>
            </>
          ) : (
            <dd>{t('fairness.lottery.notDrawn')}</dd>
          )}
        </dl>
      ) : null}
    </section>
  );
}
