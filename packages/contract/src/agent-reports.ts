import { z } from 'zod';
import {
  betDetailSchema,
  betRecordSchema,
  betStatuses,
  betTotalsSchema,
  periodFields,
  withPeriodRules,
} from './bet-records.ts';
import { gameCategories } from './constants.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * Agent centre reports (spec §2 agent layout; docs/agent-reports.md): what an agent sees of its team. The team of a
 * member is the member and everyone below it in the upline tree; an agent only ever sees its own team.
 *
 * Every report takes a period like the betting record: a preset (`today`, `yesterday`, `last7`, `last30`) or two
 * business dates in the brand's time zone (both included, at most 90 days), never both; neither means today. Amounts
 * are in major units with 2 decimals, as everywhere on the wire.
 *
 * How the figures are counted:
 * - bets: the settled bets placed in the period (open bets have no result yet, cancelled ones none at all); lottery
 *   bets are among them (the seamless wallet keeps one bet row per lottery bet);
 * - `winLoss`: payout − stake, from the team's side (positive: the team won, the house lost);
 * - `deposits`: credited deposits; `withdrawals`: withdrawals requested, less the refunds of rejected or unreceived
 *   ones; `bonuses`: bonuses, rebates and manual adjustments (a debit adjustment counts negative): all read from the
 *   ledger movements of the team's wallets in the period;
 * - `activeMembers`: team members with at least one bet placed in the period that was not cancelled;
 * - `newMembers`: members of the team who registered in the period. A downline's row counts the downline itself, so
 *   that the rows add up to the totals; an agent's own overview never counts the agent, who is not a registration of
 *   its own team.
 */

const amount = z.number();
const count = z.number().int();

/** A period of a report as the server resolved it (business dates, both included). */
const periodDates = { startDate: z.string(), endDate: z.string() };

/** A member as the reports name it. */
export const teamMemberSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  /** Member type (spec §4): 0 member, 1 / 2 / 41 / 42 agent kinds. */
  type: count,
  isAgent: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team's figures over a period (see the module comment for what each one counts). */
export const teamFiguresSchema = z.object({
  newMembers: count,
  activeMembers: count,
  deposits: amount,
  withdrawals: amount,
  /** Settled bets placed in the period. */
  betCount: count,
  stake: amount,
  validBet: amount,
  payout: amount,
  /** payout − stake: positive when the team won. */
  winLoss: amount,
  bonuses: amount,
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

/** The report period fields: a preset or two dates, never both; neither means today. */
export const agentPeriodQuerySchema = withPeriodRules(z.object(periodFields));
export type AgentPeriodQuery = z.input<typeof agentPeriodQuerySchema>;

const periodFiguresSchema = z.object({ ...periodDates, figures: teamFiguresSchema });

/**
 * GET `agentTeamOverview`: the agent's team (itself and everyone below) today, yesterday, this month (from the 1st
 * to today) and over the period asked (today when none), with a daily series of the last 30 days for the chart.
 */
export const teamOverviewSchema = z.object({
  /** Everyone below the agent now, by kind: players and agents. */
  members: count,
  agents: count,
  /** Of them, directly below the agent. */
  directMembers: count,
  directAgents: count,
  today: periodFiguresSchema,
  yesterday: periodFiguresSchema,
  thisMonth: periodFiguresSchema,
  period: periodFiguresSchema,
  /** The last 30 business days, oldest first, today last; every day present (zeros on quiet days). */
  series: z.array(z.object({ date: z.string(), figures: teamFiguresSchema })),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** A username or part of one; empty means none. */
const usernameSchema = z.string().trim().max(64);

/**
 * GET `agentDownlines`: one level of the agent's tree. Without `username`, the direct downlines of `parent` (a
 * username in the agent's team; the agent itself when absent), with the breadcrumbs from the agent down to it. With
 * `username`, the members anywhere below the agent whose username contains it, each with its own breadcrumbs.
 * Each row carries its team's figures for the period (the row's member and everyone below it).
 */
export const downlineListQuerySchema = withPeriodRules(
  pageQuerySchema.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    ...periodFields,
    parent: usernameSchema.optional(),
    username: usernameSchema.optional(),
  }),
);
export type DownlineListQuery = z.input<typeof downlineListQuerySchema>;

export const downlineRowSchema = teamMemberSchema.extend({
  registeredAt: z.number().int(),
  /** Directly below this member, and everyone below it (players and agents). */
  directDownlines: count,
  teamSize: count,
  /** From the agent (first) down to this member's direct upline: the breadcrumbs of the row. */
  path: z.array(teamMemberSchema),
  figures: teamFiguresSchema,
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const downlinePageSchema = pageSchema(downlineRowSchema).extend({
  ...periodDates,
  /** The member whose direct downlines are listed, with the breadcrumbs from the agent to it (both included); null
   * for a search. */
  parent: teamMemberSchema.nullable(),
  path: z.array(teamMemberSchema),
  /** Every listed downline's team together (the parent's team without the parent); null for a search, whose matches
   * may lie below one another. */
  totals: teamFiguresSchema.nullable(),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

/**
 * GET `agentTeamBets`: the bets of the agent's whole team (itself included) placed in the period, newest first, with
 * the totals of every matching bet. `username` narrows to one member of the team (no match: an empty page).
 */
export const teamBetsQuerySchema = withPeriodRules(
  pageQuerySchema.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    ...periodFields,
    gameType: z.enum(gameCategories).optional(),
    vendor: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Not a vendor code')
      .optional(),
    username: usernameSchema.optional(),
    status: z.enum(betStatuses).optional(),
  }),
);
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;

export const teamBetSchema = betRecordSchema.extend({ username: z.string() });
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetPageSchema = pageSchema(teamBetSchema).extend({ ...periodDates, totals: betTotalsSchema });
export type TeamBetPage = z.infer<typeof teamBetPageSchema>;

/** GET `agentTeamBetDetail?id=`: one bet of the team, as the member's own betting record details it. */
export const teamBetDetailQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const teamBetDetailSchema = betDetailSchema.extend({ username: z.string() });
export type TeamBetDetail = z.infer<typeof teamBetDetailSchema>;

/**
 * GET `agentUserLoss`: profit and loss per member below the agent (the agent excluded), each member's own figures,
 * for the members with settled bets or bonuses in the period; biggest loss first.
 */
export const userLossQuerySchema = withPeriodRules(
  pageQuerySchema.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    ...periodFields,
    /** Part of a username. */
    username: usernameSchema.optional(),
  }),
);
export type UserLossQuery = z.input<typeof userLossQuerySchema>;

const lossFields = {
  betCount: count,
  stake: amount,
  validBet: amount,
  payout: amount,
  /** payout − stake: positive when the member won. */
  winLoss: amount,
  bonuses: amount,
  /** winLoss + bonuses: what the member came out with; negative is the member's loss. */
  net: amount,
};

export const userLossRowSchema = teamMemberSchema.extend(lossFields);
export type UserLossRow = z.infer<typeof userLossRowSchema>;

export const userLossPageSchema = pageSchema(userLossRowSchema).extend({
  ...periodDates,
  totals: z.object(lossFields),
});
export type UserLossPage = z.infer<typeof userLossPageSchema>;

/**
 * GET `agentRegistrations`: registrations through the agent's affiliate code (its register link carries it as
 * `affiliateCode`), per code and per day, and a page of the members who registered, newest first.
 */
export const registrationsQuerySchema = withPeriodRules(
  pageQuerySchema.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    ...periodFields,
  }),
);
export type RegistrationsQuery = z.input<typeof registrationsQuerySchema>;

export const registrationRowSchema = teamMemberSchema.extend({ registeredAt: z.number().int() });

export const registrationPageSchema = pageSchema(registrationRowSchema).extend({
  ...periodDates,
  /** The agent's codes: registrations in the period and since the start. */
  codes: z.array(z.object({ code: z.string(), registrations: count, allTime: count })),
  /** Days of the period with registrations, oldest first. */
  days: z.array(z.object({ date: z.string(), registrations: count })),
});
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

/** The agent centre's announcement page lists 9 titles a page (spec §9). */
export const AGENT_ANNOUNCEMENT_PAGE_SIZE = 9;

/** GET `agentAnnouncements`: the agent notices (console kind `agent`) live now, in the players' feed order. */
export const agentAnnouncementsQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(AGENT_ANNOUNCEMENT_PAGE_SIZE),
});
export type AgentAnnouncementsQuery = z.input<typeof agentAnnouncementsQuerySchema>;

/** An agent notice in the request language (else the brand's default, else the other); `content` is safe HTML. */
export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Its start, or when it was written: epoch milliseconds. */
  publishedAt: z.number().int(),
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;
export const agentAnnouncementPageSchema = pageSchema(agentAnnouncementSchema);
export type AgentAnnouncementPage = z.infer<typeof agentAnnouncementPageSchema>;
