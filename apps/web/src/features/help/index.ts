export { helpAnchor, helpCenterQuery, useHelpLinks } from './api/get-help-center';
export { AppGuideButton } from './components/app-guide-button';
