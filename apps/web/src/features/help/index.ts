export { useHelpLinks } from './api/get-help-center';
export { AppGuideButton } from './components/app-guide-button';
export { HelpCentreDialogHost } from './components/help-centre-dialog-host';
export { openHelpCentre } from './stores/help-dialog';
