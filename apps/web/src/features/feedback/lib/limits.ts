import { countWords } from '@lotus/contract';

export type WordProblem = 'tooFew' | 'tooMany' | null;

/** Words as the server counts them, and whether they are within the merchant's limits. */
export function wordStatus(
  text: string,
  language: string,
  limits: { minWords: number; maxWords: number },
): { count: number; min: number; problem: WordProblem } {
  const count = countWords(text, language === 'CN' ? 'zh' : 'en');
  // Feedback is never empty, whatever the merchant's minimum.
  const min = Math.max(limits.minWords, 1);
  if (count < min) return { count, min, problem: 'tooFew' };
  if (count > limits.maxWords) return { count, min, problem: 'tooMany' };
  return { count, min, problem: null };
}

export interface ImageLimits {
  maxFiles: number;
  maxBytes: number;
  types: readonly string[];
}

/** The type a file's first bytes say it is (PNG or JPEG), as the server decides: names and browser types can lie. */
export function sniffImageType(head: Uint8Array): string | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

export type ImageProblem = { kind: 'type'; name: string } | { kind: 'size'; name: string } | { kind: 'count' };

export interface CandidateImage {
  name: string;
  size: number;
  /** The file's first bytes (8 are enough). */
  head: Uint8Array;
}

/**
 * Which of the chosen files can join the `attached` ones: each must be PNG or JPEG by content and within the size,
 * and no more than the limit in all. The others are named in the problems, in the order chosen.
 */
export function checkImages<T extends CandidateImage>(
  attached: number,
  candidates: readonly T[],
  limits: ImageLimits,
): { accepted: T[]; problems: ImageProblem[] } {
  const accepted: T[] = [];
  const problems: ImageProblem[] = [];
  let overLimit = false;
  for (const file of candidates) {
    const type = sniffImageType(file.head);
    if (!type || !limits.types.includes(type)) problems.push({ kind: 'type', name: file.name });
    else if (file.size > limits.maxBytes) problems.push({ kind: 'size', name: file.name });
    else if (attached + accepted.length >= limits.maxFiles) overLimit = true;
    else accepted.push(file);
  }
  if (overLimit) problems.push({ kind: 'count' });
  return { accepted, problems };
}

/** The first bytes of a file, for `sniffImageType`. */
export const readHead = async (file: Blob) => new Uint8Array(await file.slice(0, 8).arrayBuffer());
