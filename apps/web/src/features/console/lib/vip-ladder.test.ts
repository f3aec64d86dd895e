import { type ConsoleVipLevel, vipLevelsInputSchema } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import {
  heldRemovals,
  type LadderValues,
  ladderChanges,
  ladderPayload,
  ladderProblem,
  ladderValuesOf,
  levelName,
  nextLevel,
} from './vip-ladder';

const stored: ConsoleVipLevel[] = [
  {
    level: 2,
    name: { EN: 'Gold', CN: '黄金' },
    upgradeValidBet: 50_000,
    upgradeDeposit: 5_000,
    keepValidBet: 10_000,
    members: 3,
  },
  { level: 0, name: { EN: 'Member' }, upgradeValidBet: 0, upgradeDeposit: 0, keepValidBet: null, members: 120 },
  { level: 1, name: { CN: '白银' }, upgradeValidBet: 10_000, upgradeDeposit: 0, keepValidBet: null, members: 14 },
];

/** The item at `i`, which the test knows is there. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

const parse = (values: LadderValues) => vipLevelsInputSchema.safeParse(ladderPayload(values));

describe('the VIP ladder’s values and body', () => {
  it('shows the stored ladder in order, level 0 as the base name, and sends it back as it was', () => {
    const values = ladderValuesOf(stored);
    expect(values.baseName).toEqual({ EN: 'Member', CN: '' });
    expect(values.levels).toEqual([
      { name: { EN: '', CN: '白银' }, upgradeValidBet: '10000', upgradeDeposit: '0', keepValidBet: '' },
      { name: { EN: 'Gold', CN: '黄金' }, upgradeValidBet: '50000', upgradeDeposit: '5000', keepValidBet: '10000' },
    ]);
    expect(ladderPayload(values)).toEqual({
      baseName: { EN: 'Member' },
      levels: [
        { name: { CN: '白银' }, upgradeValidBet: '10000', upgradeDeposit: '0', keepValidBet: null },
        { name: { EN: 'Gold', CN: '黄金' }, upgradeValidBet: '50000', upgradeDeposit: '5000', keepValidBet: '10000' },
      ],
    });
    // The contract reads major units as minor ones; nothing changed, nothing to confirm.
    expect(parse(values).data?.levels[1]).toMatchObject({ upgradeValidBet: 5_000_000, keepValidBet: 1_000_000 });
    expect(ladderChanges(stored, values)).toEqual([]);
  });

  it('reads a blank threshold as not asked and a blank keep as kept for good', () => {
    const values = ladderValuesOf(stored);
    const body = ladderPayload({
      ...values,
      levels: [{ ...at(values.levels, 0), upgradeDeposit: ' ', keepValidBet: '  ' }],
    });
    expect(body.levels[0]).toMatchObject({ upgradeDeposit: '0', keepValidBet: null });
  });

  it('adds a top level asking what the one below asks, which the contract refuses until it asks more', () => {
    const values = ladderValuesOf(stored);
    const added = { ...values, levels: [...values.levels, nextLevel(values)] };
    expect(added.levels[2]).toEqual({
      name: { EN: 'VIP 3', CN: 'VIP 3' },
      upgradeValidBet: '50000',
      upgradeDeposit: '5000',
      keepValidBet: '',
    });
    const refused = parse(added);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['levels.2']);
    expect(ladderProblem('levels.2')).toBe('ascending');
    added.levels[2] = { ...at(added.levels, 2), upgradeValidBet: '200000' };
    expect(parse(added).success).toBe(true);
    expect(nextLevel({ baseName: { EN: '', CN: '' }, levels: [] }).upgradeValidBet).toBe('');
  });

  it('lists what saving changes, and the removed levels members still hold', () => {
    const values = ladderValuesOf(stored);
    const edited: LadderValues = {
      baseName: { EN: 'Member', CN: '会员' },
      levels: [
        { ...at(values.levels, 0), name: { EN: 'Silver', CN: '白银' }, upgradeValidBet: '12000', keepValidBet: '500' },
      ],
    };
    const changes = ladderChanges(stored, edited);
    expect(changes).toEqual([
      { type: 'baseName', from: { EN: 'Member' }, to: { EN: 'Member', CN: '会员' } },
      { type: 'renamed', level: 1, from: { CN: '白银' }, to: { EN: 'Silver', CN: '白银' } },
      {
        type: 'amount',
        level: 1,
        name: { EN: 'Silver', CN: '白银' },
        field: 'upgradeValidBet',
        from: 10_000,
        to: 12_000,
      },
      { type: 'amount', level: 1, name: { EN: 'Silver', CN: '白银' }, field: 'keepValidBet', from: null, to: 500 },
      { type: 'removed', level: 2, name: { EN: 'Gold', CN: '黄金' }, members: 3 },
    ]);
    expect(heldRemovals(changes).map((c) => c.level)).toEqual([2]);

    const grown = { ...values, levels: [...values.levels, nextLevel(values)] };
    expect(ladderChanges(stored, grown)).toEqual([{ type: 'added', level: 3, name: { EN: 'VIP 3', CN: 'VIP 3' } }]);
  });

  it('names each refusal of the contract by its field', () => {
    expect(ladderProblem('baseName')).toBe('oneLanguage');
    expect(ladderProblem('levels.3.name')).toBe('oneLanguage');
    expect(ladderProblem('levels.0.upgradeDeposit')).toBe('amountOrZero');
    expect(ladderProblem('levels.0.keepValidBet')).toBe('keep');
    expect(ladderProblem('levels')).toBe('tooMany');
    expect(ladderProblem('other')).toBeUndefined();
  });

  it('names a level in the reader’s language, else the other, else by its number', () => {
    expect(levelName({ level: 2, name: { EN: 'Gold', CN: '黄金' } }, true)).toBe('黄金');
    expect(levelName({ level: 1, name: { CN: '白银' } }, false)).toBe('白银');
    expect(levelName({ level: 4, name: {} }, false)).toBe('VIP 4');
    expect(levelName(undefined, false, 7)).toBe('VIP 7');
  });
});
