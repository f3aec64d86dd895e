/** Public entry for the announcement board (the agent centre's notices); kept out of index.ts so the board's rich
 * text, and DOMPurify with it, stay out of the home page's first view. */
export { AnnouncementBoard } from './components/announcement-board';
