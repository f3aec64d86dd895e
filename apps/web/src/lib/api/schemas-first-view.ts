// The boot payload's, the feeds' and the help entries' schemas of the home page's first view, in valibot
// (contract/first-view-schemas.ts): loaded on the first request of each kind, without zod.
export {
  announcementListFirstViewSchema,
  helpCenterFirstViewSchema,
  systemStatusFirstViewSchema,
} from '@lotus/contract';
