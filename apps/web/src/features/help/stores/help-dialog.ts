import { create } from 'zustand';

interface HelpDialogState {
  open: boolean;
  /** The entry to show first (`term` for the terms). */
  anchor: string | null;
}

export const useHelpDialog = create<HelpDialogState>(() => ({ open: false, anchor: null }));

/** Opens the help-centre dialog (spec §2 pop-ups) over the current page, at an entry if given. */
export const openHelpCentre = (anchor: string | null = null) => useHelpDialog.setState({ open: true, anchor });
export const closeHelpCentre = () => useHelpDialog.setState({ open: false });
