import { getPlay, type PickRow } from '@lotus/lottery';
import { describe, expect, it } from 'vitest';
import { emptyPicks, isNumberList, parseDigits, quickSelect, togglePick } from './board';

const rowOf = (play: string, index = 0) => {
  const row = getPlay(play)?.rows[index];
  if (!row) throw new Error(`no row ${play} ${index}`);
  return row as PickRow;
};

describe('board quick selects', () => {
  const digits = rowOf('SSC5.FIXED');
  const cars = rowOf('PK10.POSITION');

  it('picks all, big, small, odd, even and clears a row of numbers', () => {
    expect(quickSelect(digits, 'all')).toHaveLength(10);
    expect(quickSelect(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickSelect(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickSelect(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickSelect(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickSelect(digits, 'clear')).toEqual([]);
    expect(quickSelect(cars, 'big')).toEqual(['06', '07', '08', '09', '10']);
    expect(quickSelect(cars, 'odd')).toEqual(['01', '03', '05', '07', '09']);
  });

  it('offers none on rows of words or typed numbers', () => {
    expect(isNumberList(rowOf('SSC5.BSOE.SUM').options)).toBe(false);
    expect(isNumberList(rowOf('SSC5.DRAGON_TIGER').options)).toBe(false);
    expect(isNumberList(rowOf('VN.3CANG').options)).toBe(false);
    expect(quickSelect(rowOf('SSC5.BSOE.SUM'), 'all')).toEqual([]);
  });

  it('toggles a pick and keeps the row in the options order', () => {
    let picked = togglePick(digits, [], '7');
    picked = togglePick(digits, picked, '2');
    expect(picked).toEqual(['2', '7']);
    expect(togglePick(digits, picked, '7')).toEqual(['2']);
  });

  it('starts with one empty array per row', () => {
    expect(emptyPicks(getPlay('SSC5.FIXED')?.rows ?? [])).toEqual([[], [], [], [], []]);
  });
});

describe('typed numbers', () => {
  it('takes numbers of the row width and reports the rest', () => {
    expect(parseDigits(' 123, 456;123\n7890 12 ab', 3)).toEqual({
      values: ['123', '456'],
      invalid: ['7890', '12', 'ab'],
    });
    expect(parseDigits('', 4)).toEqual({ values: [], invalid: [] });
  });
});
