import type { HouseGameCode, HouseOutcome } from '@lotus/contract';
import { SLOT_LINE_COUNT, SLOT_PAY_LINES } from '@lotus/house-games';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField, TextField } from '@/components/ui/form-field';
import { inputFromQuery, type VerifyInput, verify } from '../lib/verify';
import './fairness-verifier.css';

const ROWS = [0, 1, 2];
const COLUMNS = [0, 1, 2, 3, 4];

const GAME_KEYS: Record<HouseGameCode, 'slot' | 'scratch' | 'wheel'> = {
  'lotus-slot': 'slot',
  'lotus-scratch': 'scratch',
  'lotus-wheel': 'wheel',
};

/**
 * The verify page: a round's game, server seed, client seed and nonce (prefilled from a proof's link) recomputed in
 * the browser as they are typed, with the seed's SHA-256 to compare with the hash shown before play.
 */
export function FairnessVerifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [input, setInput] = useState<VerifyInput>(() => inputFromQuery(params));
  const result = verify(useDeferredValue(input));
  const set = (field: keyof VerifyInput) => (event: { target: { value: string } }) =>
    setInput((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="fair">
      <form className="fair__form card" onSubmit={(event) => event.preventDefault()}>
        <SelectField label={t('fairness.game')} value={input.game} onChange={set('game')}>
          {(Object.keys(GAME_KEYS) as HouseGameCode[]).map((code) => (
            <option key={code} value={code}>
              {t(`fairness.games.${GAME_KEYS[code]}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('fairness.serverSeed')}
          hint={t('fairness.serverSeedHint')}
          value={input.serverSeed}
          onChange={set('serverSeed')}
          autoComplete="off"
          spellCheck={false}
          className="field__input fair__mono"
        />
        <TextField
          label={t('fairness.clientSeed')}
          value={input.clientSeed}
          onChange={set('clientSeed')}
          autoComplete="off"
          spellCheck={false}
          className="field__input fair__mono"
        />
        <TextField
          label={t('fairness.nonce')}
          value={input.nonce}
          onChange={set('nonce')}
          inputMode="numeric"
          autoComplete="off"
          error={result.kind === 'invalid-nonce' ? t('fairness.nonceInvalid') : undefined}
        />
        <TextField
          label={t('fairness.expectedHash')}
          hint={t('fairness.expectedHashHint')}
          value={input.hash}
          onChange={set('hash')}
          autoComplete="off"
          spellCheck={false}
          className="field__input fair__mono"
        />
      </form>

      <section className="fair__result card" aria-labelledby="fair-result-title" aria-live="polite">
        <h2 id="fair-result-title" className="fair__title">
          {t('fairness.result')}
        </h2>
        {result.kind === 'done' ? (
          <>
            <dl className="fair__facts">
              <dt>{t('fairness.seedHash')}</dt>
              <dd className="fair__mono" data-testid="fairness-seed-hash">
                {result.serverSeedHash}
              </dd>
              {result.hashMatches !== null ? (
                <dd className={`fair__match fair__match--${result.hashMatches ? 'yes' : 'no'}`}>
                  {result.hashMatches ? t('fairness.hashMatches') : t('fairness.hashDiffers')}
                </dd>
              ) : null}
              <dt>{t('fairness.multiplier')}</dt>
              <dd className="fair__multiplier" data-testid="fairness-multiplier">
                ×{result.outcome.multiplier}
              </dd>
            </dl>
            <OutcomeView outcome={result.outcome} />
          </>
        ) : (
          <p className="fair__empty">{t('fairness.enterSeeds')}</p>
        )}
      </section>

      <section className="fair__how card" aria-labelledby="fair-how-title">
        <h2 id="fair-how-title" className="fair__title">
          {t('fairness.howTitle')}
        </h2>
        <p>{t('fairness.how1')}</p>
        <p>{t('fairness.how2')}</p>
        <p>{t('fairness.how3')}</p>
      </section>
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: HouseOutcome }) {
  const { t } = useTranslation();
  const symbol = (name: string) => t(`houseGames.symbols.${name}`, { defaultValue: name });
  switch (outcome.game) {
    case 'lotus-slot': {
      // The cells of the winning lines' paying symbols, as `row:reel`.
      const winning = new Set(
        outcome.lines.flatMap((win) =>
          (SLOT_PAY_LINES[win.line] ?? []).slice(0, win.count).map((row, reel) => `${row}:${reel}`),
        ),
      );
      return (
        <div className="fair__outcome" data-testid="fairness-outcome">
          <table className="fair__grid fair__grid--slot">
            <caption>{t('fairness.reels')}</caption>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row}>
                  {COLUMNS.map((column) => (
                    <td
                      key={column}
                      data-symbol={outcome.reels[column]?.[row]}
                      className={winning.has(`${row}:${column}`) ? 'fair__cell--win' : undefined}
                    >
                      {symbol(outcome.reels[column]?.[row] ?? '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="fair__wins">
            {outcome.lines.map((win) => (
              <li key={win.line}>
                {t('fairness.lineWin', {
                  line: win.line + 1,
                  count: win.count,
                  symbol: symbol(win.symbol),
                  multiplier: win.multiplier,
                  lines: SLOT_LINE_COUNT,
                })}
              </li>
            ))}
            <li>{t('fairness.scatters', { count: outcome.scatterCount })}</li>
            {outcome.lines.length === 0 && outcome.multiplier === 0 ? <li>{t('fairness.noWin')}</li> : null}
          </ul>
        </div>
      );
    }
    case 'lotus-scratch':
      return (
        <div className="fair__outcome" data-testid="fairness-outcome">
          <table className="fair__grid fair__grid--scratch">
            <caption>{t('fairness.card')}</caption>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row}>
                  {COLUMNS.slice(0, 3).map((column) => {
                    const cell = outcome.cells[row * 3 + column] ?? '';
                    return (
                      <td
                        key={column}
                        data-symbol={cell}
                        className={cell === outcome.winningSymbol ? 'fair__cell--win' : undefined}
                      >
                        {symbol(cell)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {outcome.winningSymbol
              ? t('fairness.threeAlike', { symbol: symbol(outcome.winningSymbol) })
              : t('fairness.noWin')}
          </p>
        </div>
      );
    case 'lotus-wheel':
      return (
        <div className="fair__outcome" data-testid="fairness-outcome">
          <p className="fair__segment">
            {t('fairness.segment', { segment: outcome.segment + 1, label: outcome.label })}
          </p>
          {outcome.jackpot ? <p className="fair__match fair__match--yes">{t('fairness.jackpot')}</p> : null}
        </div>
      );
  }
}
