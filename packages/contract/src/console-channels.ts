import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { depositChannelKinds, positiveAmountSchema } from './deposit.ts';

/**
 * The merchant's deposit channels in the operator console (`/api/console/channels…`), for admin and finance: list,
 * create, edit, enable or disable, reorder. Players see the enabled ones in this order, with these limits and
 * instructions, from their next visit of the deposit page. Every change is audited.
 *
 * A channel's kind never changes once made (orders keep the kind they were paid by). Online channels name the
 * payment provider adapter that takes their payments; players see them only while the server has that provider.
 */
export const CHANNEL_ADMIN_ROLES: OperatorRole[] = ['admin', 'finance'];

const localizedSchema = (max: number) =>
  z.strictObject({ EN: z.string().trim().min(1).max(max), CN: z.string().trim().min(1).max(max) });

export const providerCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,32}$/, 'Lower-case letters, digits, - or _, at most 32');

/** What an operator sets on any channel; limits as wire amounts (read as integer minor units). */
const channelFields = {
  name: localizedSchema(40),
  instructions: localizedSchema(1000),
  minAmount: positiveAmountSchema,
  maxAmount: positiveAmountSchema,
};

const limitsInOrder = (c: { minAmount: number; maxAmount: number }) => c.maxAmount >= c.minAmount;
const limitsMessage = { message: 'The maximum must be at least the minimum', path: ['maxAmount'] };

export const createDepositChannelSchema = z
  .strictObject({
    kind: z.enum(depositChannelKinds),
    /** Required for online channels; bank channels have none. */
    provider: providerCodeSchema.nullable().optional(),
    enabled: z.boolean().default(true),
    ...channelFields,
  })
  .refine(limitsInOrder, limitsMessage)
  .refine((c) => (c.kind === 'online') === !!c.provider, {
    message: 'Online channels need a provider; bank channels have none',
    path: ['provider'],
  });
export type CreateDepositChannel = z.input<typeof createDepositChannelSchema>;

/** PUT channels/:id: everything but the kind and the switch; `provider` only matters to online channels. */
export const updateDepositChannelSchema = z
  .strictObject({ provider: providerCodeSchema.nullable().optional(), ...channelFields })
  .refine(limitsInOrder, limitsMessage);
export type UpdateDepositChannel = z.input<typeof updateDepositChannelSchema>;

/** PUT channels/order: every channel of the merchant exactly once, first shown first. */
export const reorderDepositChannelsSchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200),
});
export type ReorderDepositChannels = z.input<typeof reorderDepositChannelsSchema>;

export const channelIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const consoleDepositChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(depositChannelKinds),
  provider: z.string().nullable(),
  name: z.object({ EN: z.string(), CN: z.string() }),
  instructions: z.object({ EN: z.string(), CN: z.string() }),
  minAmount: z.number(),
  maxAmount: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
  createdAt: z.number().int(),
});
export type ConsoleDepositChannel = z.infer<typeof consoleDepositChannelSchema>;
export const consoleDepositChannelListSchema = z.object({ list: z.array(consoleDepositChannelSchema) });
