// The boot payload's and the feeds' schemas of the home page's first view, in valibot (contract/first-view-schemas.ts):
// loaded on the first request of each kind, without zod.
export { announcementListFirstViewSchema, systemStatusFirstViewSchema } from '@lotus/contract';
