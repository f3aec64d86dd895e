import type { LotterySession, LotteryUnit } from '@lotus/contract';
import { lotteryUnits } from '@lotus/contract';
import {
  countBets,
  type LotteryFamily,
  type PickRow,
  type Picks,
  playsOf,
  prizeTable,
  quickPick,
  Xoshiro128,
} from '@lotus/lottery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { emptyPicks, isNumberList, parseDigits, QUICK_SELECTS, quickSelect, togglePick } from '../lib/board';
import { nameIn } from '../lib/names';
import { makeLine, type SlipLine, singleStake, toMajor, usesUnits } from '../lib/slip';
import { PlayHelp } from './play-help';

export interface BetBoardProps {
  session: LotterySession;
  onAdd: (lines: SlipLine[]) => void;
}

// Catalogue codes (play groups, option words) are data: looked up by key, falling back to the code itself.
type Lookup = (key: string, fallback: string) => string;
const lookup = (t: unknown) => t as Lookup;

const groupLabel = (t: unknown, group: string) => lookup(t)(`lottery.groups.${group}`, group);

const optionLabel = (t: unknown, value: string) =>
  /^\d+$/.test(value) ? value : lookup(t)(`lottery.options.${value}`, value);

/** The board: tabs of the family's play groups, the plays of a group, their rows of picks, unit and multiple. */
export function BetBoard({ session, onAdd }: BetBoardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const family = session.game.family as LotteryFamily;
  const plays = useMemo(() => playsOf(family).filter((p) => p.code in session.odds), [family, session.odds]);
  const groups = useMemo(() => [...new Set(plays.map((p) => p.group))], [plays]);
  const [group, setGroup] = useState(groups[0] ?? '');
  const groupPlays = plays.filter((p) => p.group === group);
  const [playCode, setPlayCode] = useState(groupPlays[0]?.code ?? '');
  const play = plays.find((p) => p.code === playCode) ?? groupPlays[0];
  const [picks, setPicks] = useState<Picks>(() => (play ? emptyPicks(play.rows) : []));
  const [typed, setTyped] = useState<string[]>([]);
  const [unit, setUnit] = useState<LotteryUnit>('yuan');
  const [multiple, setMultiple] = useState(1);
  const grouped = usesUnits(session);

  if (!play) return null;
  const choosePlay = (code: string) => {
    const next = plays.find((p) => p.code === code);
    setPlayCode(code);
    setPicks(next ? emptyPicks(next.rows) : []);
    setTyped([]);
  };
  const chooseGroup = (next: string) => {
    setGroup(next);
    const first = plays.find((p) => p.group === next);
    if (first) choosePlay(first.code);
  };
  const setRow = (index: number, values: string[]) =>
    setPicks((rows) => rows.map((row, i) => (i === index ? values : row)));

  const counted = countBets(play.code, picks);
  const count = counted.ok ? counted.count : 0;
  const validMultiple = Number.isSafeInteger(multiple) && multiple >= 1 && multiple <= session.maxMultiple;
  const single = validMultiple ? singleStake({ play: play.code, unit, multiple }, session) : 0;
  const prizes = validMultiple ? prizeTable(play.code, session.odds, single) : [];

  const add = () => {
    const line = makeLine(play.code, picks, unit, multiple);
    if (!line) return;
    onAdd([line]);
    setPicks(emptyPicks(play.rows));
    setTyped([]);
  };
  const pickRandom = () => {
    const random = new Xoshiro128(crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now());
    const line = makeLine(play.code, quickPick(play.code, random), unit, validMultiple ? multiple : 1);
    if (line) onAdd([line]);
  };

  return (
    <section className="lottery-board" aria-label={t('lottery.board')} data-testid="lottery-board">
      <fieldset className="lottery-board__groups">
        <legend className="visually-hidden">{t('lottery.plays')}</legend>
        {groups.map((g) => (
          <button
            key={g}
            type="button"
            aria-pressed={g === group}
            className="lottery-chip"
            onClick={() => chooseGroup(g)}
            data-testid={`lottery-group-${g}`}
          >
            {groupLabel(t, g)}
          </button>
        ))}
      </fieldset>
      {groupPlays.length > 1 ? (
        <div className="lottery-board__plays">
          {groupPlays.map((p) => (
            <button
              key={p.code}
              type="button"
              aria-pressed={p.code === play.code}
              className="lottery-chip lottery-chip--small"
              onClick={() => choosePlay(p.code)}
            >
              {nameIn(p.names, language)}
            </button>
          ))}
        </div>
      ) : null}
      <p className="lottery-board__play">{nameIn(play.names, language)}</p>
      <PlayHelp play={play.code} session={session} />
      <div className="lottery-board__rows">
        {play.rows.map((row, index) => (
          <BoardRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of one play
            key={`${play.code}-${index}`}
            row={row}
            rowIndex={index}
            picked={picks[index] ?? []}
            typed={typed[index] ?? ''}
            onType={(text) => setTyped((all) => Object.assign([...all], { [index]: text }))}
            onChange={(values) => setRow(index, values)}
          />
        ))}
      </div>
      <div className="lottery-board__stake">
        {grouped ? (
          <fieldset className="lottery-seg">
            <legend className="lottery-seg__legend">{t('lottery.unit')}</legend>
            {lotteryUnits.map((u) => (
              <button
                key={u}
                type="button"
                aria-pressed={u === unit}
                className="lottery-chip lottery-chip--small"
                onClick={() => setUnit(u)}
              >
                {t(`lottery.units.${u}`)}
              </button>
            ))}
          </fieldset>
        ) : null}
        <label className="lottery-field">
          <span>{grouped ? t('lottery.multiple') : t('lottery.points')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={session.maxMultiple}
            value={Number.isNaN(multiple) ? '' : multiple}
            onChange={(e) => setMultiple(e.currentTarget.valueAsNumber)}
            data-testid="lottery-multiple"
          />
        </label>
      </div>
      <div className="lottery-board__summary">
        <span className="tabular" data-testid="lottery-board-count">
          {t('lottery.bets', { count })} · {formatMoney(toMajor(single * count))}
        </span>
        {prizes.length > 0 ? (
          <span className="lottery-board__odds tabular">
            {t('lottery.odds')}: {prizes.map((p) => formatMoney(toMajor(p.prize))).join(' / ')}
          </span>
        ) : null}
      </div>
      <div className="lottery-board__actions">
        <Button variant="outline" onClick={pickRandom} disabled={!validMultiple} data-testid="lottery-quick-pick">
          {t('lottery.quickPick')}
        </Button>
        <Button variant="primary" onClick={add} disabled={count === 0 || !validMultiple} data-testid="lottery-add">
          {t('lottery.addToSlip')}
        </Button>
      </div>
    </section>
  );
}

interface BoardRowProps {
  row: PickRow;
  rowIndex: number;
  picked: readonly string[];
  typed: string;
  onType: (text: string) => void;
  onChange: (values: string[]) => void;
}

function BoardRow({ row, rowIndex, picked, typed, onType, onChange }: BoardRowProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = nameIn(row.names, language);
  if (row.options.kind === 'number') {
    const width = row.options.width;
    const parsed = parseDigits(typed, width);
    return (
      <div className="lottery-row">
        <label className="lottery-row__label" htmlFor={`lottery-digits-${rowIndex}`}>
          {label}
        </label>
        <div className="lottery-row__digits">
          <input
            id={`lottery-digits-${rowIndex}`}
            className="lottery-input"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('lottery.digitsPlaceholder', { width })}
            value={typed}
            onChange={(e) => {
              onType(e.currentTarget.value);
              onChange(parseDigits(e.currentTarget.value, width).values);
            }}
          />
          {parsed.invalid.length > 0 ? (
            <p className="lottery-error" role="alert">
              {t('lottery.digitsInvalid', { width, pieces: parsed.invalid.join(' ') })}
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  const values = row.options.values;
  const numbers = isNumberList(row.options);
  return (
    <fieldset className="lottery-row" data-testid="lottery-row">
      <legend className="lottery-row__label">{label}</legend>
      <div className="lottery-row__options" data-count={values.length}>
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className="lottery-ball lottery-ball--pick tabular"
            aria-pressed={picked.includes(value)}
            onClick={() => onChange(togglePick(row, picked, value))}
          >
            {optionLabel(t, value)}
          </button>
        ))}
      </div>
      {numbers ? (
        <div className="lottery-row__quick">
          {QUICK_SELECTS.map((which) => (
            <button
              key={which}
              type="button"
              className="lottery-quick"
              onClick={() => onChange(quickSelect(row, which))}
              data-testid={`lottery-quick-${which}`}
            >
              {t(`lottery.quick.${which}`)}
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
