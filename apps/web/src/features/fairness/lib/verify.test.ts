import { deriveOutcome, seedHash } from '@lotus/house-games';
import { describe, expect, it } from 'vitest';
import { inputFromQuery, verify } from './verify';

describe('verify page logic', () => {
  it('reads a round proof link and recomputes the outcome with the shared package', () => {
    const input = inputFromQuery(
      new URLSearchParams({ game: 'lotus-wheel', serverSeed: 's', clientSeed: 'c', nonce: '4', hash: seedHash('s') }),
    );
    expect(verify(input)).toEqual({
      kind: 'done',
      serverSeedHash: seedHash('s'),
      hashMatches: true,
      outcome: deriveOutcome('lotus-wheel', 's', 'c', 4),
    });
  });

  it('falls back to the slot, asks for missing seeds and refuses odd nonces', () => {
    const input = inputFromQuery(new URLSearchParams({ game: 'poker' }));
    expect(input).toMatchObject({ game: 'lotus-slot', nonce: '0' });
    expect(verify(input)).toEqual({ kind: 'incomplete' });
    expect(verify({ ...input, serverSeed: 's', clientSeed: 'c', nonce: '-1' })).toEqual({ kind: 'invalid-nonce' });
    expect(verify({ ...input, serverSeed: 's', clientSeed: 'c', hash: 'ab' })).toMatchObject({ hashMatches: false });
  });
});
