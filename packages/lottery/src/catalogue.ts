import type { PlayImpl } from './plays/common.ts';
import { PK10_PLAYS } from './plays/pk10.ts';
import { SEA4D_PLAYS } from './plays/sea4d.ts';
import { SSC5_PLAYS } from './plays/ssc5.ts';
import { VN_PLAYS } from './plays/vn.ts';
import type { LotteryFamily, PlayDef } from './types.ts';

const ALL: readonly PlayImpl[] = [...SSC5_PLAYS, ...PK10_PLAYS, ...VN_PLAYS, ...SEA4D_PLAYS];
const BY_CODE: ReadonlyMap<string, PlayImpl> = new Map(ALL.map((play) => [play.code, play]));

/** Every play of every family, in the board's order (the same objects carry the rules, hidden by the type). */
export const PLAYS: readonly PlayDef[] = ALL;

/** The plays of one family, in the board's order. */
export function playsOf(family: LotteryFamily): readonly PlayDef[] {
  return ALL.filter((play) => play.family === family);
}

/** The catalogue entry of a play code, or undefined for an unknown code. */
export function getPlay(code: string): PlayDef | undefined {
  return BY_CODE.get(code);
}

/** The play with its rules (inside the package only). */
export function playImpl(code: unknown): PlayImpl | undefined {
  return typeof code === 'string' ? BY_CODE.get(code) : undefined;
}
