import type { GameItem, VendorCard } from '@lotus/contract';
import { create } from 'zustand';

/**
 * What the lobby shows over the page after the player picks a game: the running game (iframe), the recommendations
 * for a game or vendor under maintenance, or a vendor's sub-list of games (`isGame = VASSALAGE`).
 */
export type LaunchScreen =
  | { kind: 'game'; url: string; title: string; free: boolean }
  | { kind: 'maintenance'; title: string; gameType: string; recommendations: GameItem[] | null }
  | { kind: 'vendor'; card: VendorCard }
  | null;

export const useLaunchScreen = create<{ screen: LaunchScreen; pending: number | string | null }>(() => ({
  screen: null,
  pending: null,
}));

export const showLaunchScreen = (screen: LaunchScreen) => useLaunchScreen.setState({ screen });
export const closeLaunchScreen = () => useLaunchScreen.setState({ screen: null });
/** The game or vendor being launched, so its card can show progress and ignore a second press. */
export const setLaunchPending = (pending: number | string | null) => useLaunchScreen.setState({ pending });
