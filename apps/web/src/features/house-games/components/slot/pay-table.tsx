import { SLOT_LINE_COUNT, SLOT_LINE_PAYS, SLOT_PAY_LINES, SLOT_SCATTER_PAYS } from '@lotus/house-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { linePay } from '../../lib/present';
import { SymbolArt } from '../symbols';

const counts = [5, 4, 3] as const;

/** The pay table at the current stake: line pays per symbol, the scatter, the wild and the twenty lines. */
export function PayTableButton({ stake, money }: { stake: number; money: (n: number) => string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const symbols = Object.keys(SLOT_LINE_PAYS) as (keyof typeof SLOT_LINE_PAYS)[];
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="slot-paytable-open">
        {t('houseGames.slot.paytable')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('houseGames.slot.paytable')} size="lg" testId="slot-paytable">
        <div className="paytable">
          <p className="paytable__intro">{t('houseGames.slot.paytableIntro', { lines: SLOT_LINE_COUNT })}</p>
          <ul className="paytable__symbols">
            {symbols.map((symbol) => (
              <li key={symbol} className="paytable__symbol">
                <SymbolArt symbol={symbol} label={t(`houseGames.symbols.${symbol}`, { defaultValue: symbol })} />
                <dl>
                  {counts.map((count) => (
                    <div key={count}>
                      <dt>{count}×</dt>
                      <dd className="amount tabular">
                        {money(linePay(stake, SLOT_LINE_COUNT, SLOT_LINE_PAYS[symbol][count - 3] ?? 0))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
            <li className="paytable__symbol">
              <SymbolArt symbol="scatter" label={t('houseGames.symbols.scatter')} />
              <dl>
                {counts.map((count) => (
                  <div key={count}>
                    <dt>{count}×</dt>
                    <dd className="amount tabular">
                      {money(Math.round(stake * (SLOT_SCATTER_PAYS[count - 3] ?? 0) * 100) / 100)}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
          <p className="paytable__note">{t('houseGames.slot.wildRule')}</p>
          <p className="paytable__note">{t('houseGames.slot.scatterRule')}</p>
          <h3 className="paytable__heading">{t('houseGames.slot.payLines')}</h3>
          <ol className="paytable__lines">
            {SLOT_PAY_LINES.map((rows, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position
              <li key={line} aria-label={t('houseGames.slot.lineNumber', { line: line + 1 })}>
                <span className="paytable__line-no">{line + 1}</span>
                <svg viewBox="0 0 50 30" aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((reel) =>
                    [0, 1, 2].map((row) => (
                      <rect
                        key={`${reel}-${row}`}
                        x={reel * 10 + 1}
                        y={row * 10 + 1}
                        width="8"
                        height="8"
                        rx="1.5"
                        className={rows[reel] === row ? 'is-on' : ''}
                      />
                    )),
                  )}
                </svg>
              </li>
            ))}
          </ol>
        </div>
      </Dialog>
    </>
  );
}
