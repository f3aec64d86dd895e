import type { AnnouncementKind, announcementInputSchema, ConsoleAnnouncement } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { auditedTable } from '../../../platform/audited-change.ts';
import {
  checkedLink,
  isLive,
  localizedText,
  ordered,
  safeHtml,
  toDate,
  toMs,
} from '../../../platform/content-fields.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import {
  type AnnouncementRow,
  type AnnouncementValues,
  deleteAnnouncementRow,
  insertAnnouncement,
  listAnnouncementRows,
  lockAnnouncement,
  updateAnnouncementRow,
} from './queries.ts';

type AnnouncementInput = z.output<typeof announcementInputSchema>;

export const announcementView = (row: AnnouncementRow, now: Date): ConsoleAnnouncement => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  content: row.content,
  execution: row.execution,
  promotionType: row.promotionType,
  platforms: row.platforms,
  linkageType: row.linkType,
  linkTarget: row.linkTarget,
  enabled: row.enabled,
  sort: row.sort,
  activeFrom: toMs(row.activeFrom),
  activeUntil: toMs(row.activeUntil),
  languages: row.languages,
  live: isLive(row, now),
  updatedAt: row.updatedAt.getTime(),
});

/** What the audit log keeps of an announcement, instants in epoch ms. */
const auditedFields = (v: AnnouncementValues) => ({
  kind: v.kind,
  title: ordered(v.title),
  content: ordered(v.content),
  execution: v.execution,
  promotionType: v.promotionType,
  platforms: v.platforms,
  linkType: v.linkType,
  linkTarget: v.linkTarget,
  enabled: v.enabled,
  sort: v.sort,
  activeFrom: toMs(v.activeFrom ?? null),
  activeUntil: toMs(v.activeUntil ?? null),
  languages: v.languages,
});

/**
 * The row a valid input makes: titles are plain text, the content keeps only safe HTML, the link is checked for its
 * kind. A promotion type belongs to promotion announcements only; agent notices show in the agent centre alone, so
 * they keep no platforms and no link.
 */
function announcementValues(input: AnnouncementInput, now: Date): AnnouncementValues {
  const agent = input.kind === 'agent';
  return {
    kind: input.kind,
    title: localizedText(input.title),
    content: safeHtml('content', input.content),
    execution: input.execution,
    promotionType: input.kind === 'promotion' ? input.promotionType || null : null,
    platforms: agent ? null : input.platforms,
    linkType: agent ? 'NONE' : input.linkageType,
    linkTarget: agent ? null : checkedLink(input.linkageType, input.linkTarget),
    enabled: input.enabled,
    sort: input.sort,
    activeFrom: toDate(input.activeFrom),
    activeUntil: toDate(input.activeUntil),
    languages: input.languages,
    updatedAt: now,
  };
}

export async function listAnnouncements(
  db: Database,
  merchantId: number,
  kind: AnnouncementKind | undefined,
  now: Date,
) {
  const rows = await listAnnouncementRows(db.orm, merchantId, kind);
  return { list: rows.map((row) => announcementView(row, now)) };
}

const announcementRows = auditedTable({
  entity: 'announcement',
  fields: auditedFields,
  lock: lockAnnouncement,
  insert: insertAnnouncement,
  update: updateAnnouncementRow,
  remove: deleteAnnouncementRow,
  deleted: (row) => ({ kind: row.kind, title: row.title }),
});

export async function createAnnouncement(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: AnnouncementInput,
) {
  return announcementView(
    await announcementRows.create(db, ctx, operatorId, announcementValues(input, ctx.now)),
    ctx.now,
  );
}

/** Replaces the announcement's settings; a save that changes nothing records nothing. */
export async function updateAnnouncement(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: AnnouncementInput,
) {
  const values = announcementValues(input, ctx.now);
  const { row, changed } = await announcementRows.update(db, ctx, operatorId, id, values);
  return { announcement: announcementView(row, ctx.now), changed };
}

export async function deleteAnnouncement(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  const row = await announcementRows.remove(db, ctx, operatorId, id);
  return { id: row.id };
}
