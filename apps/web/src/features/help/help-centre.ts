/** Public entry for the help route chunk; kept out of index.ts so DOMPurify stays out of the start-up bundle. */
export { HelpCentre } from './components/help-centre';
