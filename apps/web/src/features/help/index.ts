export { helpAnchor, helpCenterQuery, useHelpLinks } from './api/get-help-center';
