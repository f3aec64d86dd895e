import type { PromotionView } from '@lotus/contract';
import { type StateTone, stateTones } from './states';

const toneOrder: Record<StateTone, number> = { action: 0, waiting: 1, done: 2, refused: 3, idle: 4 };

/** The reward centre's order: what the member can do now first, then what waits, what was paid, and the rest. */
export const byUrgency = (list: readonly PromotionView[]) =>
  [...list].sort((a, b) => toneOrder[stateTones[a.state]] - toneOrder[stateTones[b.state]]);
