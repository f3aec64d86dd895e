import { describe, expect, it } from 'vitest';
import * as houseGames from './index.ts';

describe('house games package', () => {
  it('loads', () => {
    expect(houseGames).toBeTypeOf('object');
  });
});
