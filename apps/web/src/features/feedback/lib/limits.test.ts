import { FEEDBACK_IMAGE_LIMITS } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { checkImages, sniffImageType, wordStatus } from './limits';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const TEXT = new TextEncoder().encode('not an image');
const MB = 1024 * 1024;

describe('feedback word limits', () => {
  const limits = { minWords: 3, maxWords: 6 };

  it('counts words as the server does and says when there are too few or too many', () => {
    expect(wordStatus('', 'EN', limits)).toEqual({ count: 0, min: 3, problem: 'tooFew' });
    expect(wordStatus('The deposit failed', 'EN', limits)).toEqual({ count: 3, min: 3, problem: null });
    // Punctuation and spaces are not words.
    expect(wordStatus('  Hello ,  world !! again  ', 'EN', limits).count).toBe(3);
    expect(wordStatus('one two three four five six seven', 'EN', limits)).toMatchObject({
      count: 7,
      problem: 'tooMany',
    });
  });

  it('counts Chinese by words, not characters', () => {
    const status = wordStatus('我的提现还没有到账', 'CN', { minWords: 1, maxWords: 100 });
    expect(status.count).toBeGreaterThan(1);
    expect(status.count).toBeLessThan('我的提现还没有到账'.length);
  });

  it('never accepts empty feedback, even with a minimum of 0', () => {
    expect(wordStatus('   ', 'EN', { minWords: 0, maxWords: 10 })).toEqual({ count: 0, min: 1, problem: 'tooFew' });
    expect(wordStatus('ok', 'EN', { minWords: 0, maxWords: 10 }).problem).toBeNull();
  });
});

describe('feedback images', () => {
  const file = (name: string, head: Uint8Array, size = 1000) => ({ name, head, size });

  it('knows PNG and JPEG by their first bytes, whatever the name says', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(TEXT)).toBeNull();
    expect(sniffImageType(PNG.slice(0, 4))).toBeNull();
  });

  it('refuses files that are not PNG or JPEG, or larger than 5 MB, naming each', () => {
    const { accepted, problems } = checkImages(
      0,
      [file('fake.png', TEXT), file('big.jpg', JPEG, 5 * MB + 1), file('ok.png', PNG, 5 * MB), file('photo.jpg', JPEG)],
      FEEDBACK_IMAGE_LIMITS,
    );
    expect(accepted.map((f) => f.name)).toEqual(['ok.png', 'photo.jpg']);
    expect(problems).toEqual([
      { kind: 'type', name: 'fake.png' },
      { kind: 'size', name: 'big.jpg' },
    ]);
  });

  it('keeps at most 3 images in all, counting those already attached', () => {
    const { accepted, problems } = checkImages(
      2,
      [file('a.png', PNG), file('b.png', PNG), file('c.png', PNG)],
      FEEDBACK_IMAGE_LIMITS,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(problems).toEqual([{ kind: 'count' }]);
    expect(checkImages(3, [file('d.png', PNG)], FEEDBACK_IMAGE_LIMITS).accepted).toEqual([]);
  });

  it('follows the merchant settings when they allow fewer types', () => {
    const pngOnly = { ...FEEDBACK_IMAGE_LIMITS, types: ['image/png'] };
    expect(checkImages(0, [file('p.jpg', JPEG)], pngOnly).problems).toEqual([{ kind: 'type', name: 'p.jpg' }]);
  });
});
