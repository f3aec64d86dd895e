import {
  type ConsoleDepositChannel,
  type createDepositChannelSchema,
  fromMinorUnits,
  type updateDepositChannelSchema,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { auditedUpdate } from '../../../platform/audited-change.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import {
  allChannels,
  type ChannelRow,
  insertChannel,
  lockChannel,
  lockChannels,
  nextSort,
  updateChannel,
} from './queries.ts';

export const channelView = (row: ChannelRow): ConsoleDepositChannel => ({
  id: row.id,
  kind: row.kind,
  provider: row.provider,
  name: row.name,
  instructions: row.instructions,
  minAmount: fromMinorUnits(row.minAmount),
  maxAmount: fromMinorUnits(row.maxAmount),
  enabled: row.enabled,
  sort: row.sort,
  createdAt: row.createdAt.getTime(),
});

/** What the audit log keeps of a channel: enough to tell what changed, in minor units. */
const auditedFields = (row: ChannelRow) => ({
  provider: row.provider,
  name: row.name,
  minAmount: row.minAmount,
  maxAmount: row.maxAmount,
  enabled: row.enabled,
});

/** What an edit may change. */
const editableFields = (row: Pick<ChannelRow, 'provider' | 'name' | 'instructions' | 'minAmount' | 'maxAmount'>) => ({
  provider: row.provider,
  name: row.name,
  instructions: row.instructions,
  minAmount: row.minAmount,
  maxAmount: row.maxAmount,
});

const invalidField = (field: string, message: string) =>
  new AppError('request.invalid', { fields: { [field]: message } });

export async function listChannels(db: Database, merchantId: number) {
  return { list: (await allChannels(db.orm, merchantId)).map(channelView) };
}

/** A new channel, last in the players' list. */
export async function createChannel(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: z.output<typeof createDepositChannelSchema>,
) {
  const row = await db.orm.transaction(async (tx) => {
    // The merchant's channels are locked so that two new channels never take the same place.
    await lockChannels(tx, ctx.merchant.id);
    const created = await insertChannel(tx, {
      merchantId: ctx.merchant.id,
      kind: input.kind,
      provider: input.kind === 'online' ? (input.provider ?? null) : null,
      name: input.name,
      instructions: input.instructions,
      minAmount: input.minAmount,
      maxAmount: input.maxAmount,
      enabled: input.enabled,
      sort: await nextSort(tx, ctx.merchant.id),
    });
    await recordAudit(tx, ctx, {
      event: 'console.channel.created',
      operatorId,
      detail: { channelId: created.id, kind: created.kind, ...auditedFields(created) },
    });
    return created;
  });
  return channelView(row);
}

/** New names, instructions, limits or provider; the kind stays, and a save that changes nothing records nothing. */
export async function editChannel(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: z.output<typeof updateDepositChannelSchema>,
) {
  const row = await db.orm.transaction(async (tx) => {
    const channel = await lockChannel(tx, ctx.merchant.id, id);
    if (!channel) throw new AppError('not.found');
    if (channel.kind === 'bank' && input.provider) throw invalidField('provider', 'Bank channels have no provider');
    const provider = channel.kind === 'online' ? (input.provider ?? channel.provider) : null;
    if (channel.kind === 'online' && !provider) throw invalidField('provider', 'Online channels need a provider');
    const after = editableFields({ ...input, provider });
    const updated = await auditedUpdate(tx, ctx, {
      event: 'console.channel.updated',
      operatorId,
      subject: { channelId: channel.id },
      before: editableFields(channel),
      after,
      write: () => updateChannel(tx, channel.id, after),
    });
    return updated ?? channel;
  });
  return channelView(row);
}

/** Opens or closes a channel to players; asking for the state it is in changes (and records) nothing. */
export async function setChannelEnabled(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  enabled: boolean,
) {
  const row = await db.orm.transaction(async (tx) => {
    const channel = await lockChannel(tx, ctx.merchant.id, id);
    if (!channel) throw new AppError('not.found');
    if (channel.enabled === enabled) return channel;
    const updated = await updateChannel(tx, channel.id, { enabled });
    await recordAudit(tx, ctx, {
      event: enabled ? 'console.channel.enabled' : 'console.channel.disabled',
      operatorId,
      detail: { channelId: channel.id },
    });
    return updated;
  });
  return channelView(row);
}

/** The players' order of channels: `ids` must name every channel of the merchant exactly once. */
export async function reorderChannels(db: Database, ctx: RequestContext, operatorId: number, ids: number[]) {
  const rows = await db.orm.transaction(async (tx) => {
    const channels = await lockChannels(tx, ctx.merchant.id);
    const known = new Set(channels.map((c) => c.id));
    const distinct = new Set(ids);
    if (distinct.size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw invalidField('ids', 'List every channel exactly once');
    }
    for (const [sort, id] of ids.entries()) {
      if (channels.find((c) => c.id === id)?.sort !== sort) await updateChannel(tx, id, { sort });
    }
    await recordAudit(tx, ctx, { event: 'console.channels.reordered', operatorId, detail: { ids } });
    return allChannels(tx, ctx.merchant.id);
  });
  return { list: rows.map(channelView) };
}
