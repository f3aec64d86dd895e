CREATE TABLE "earning_carries" (
	"contract_id" bigint PRIMARY KEY NOT NULL,
	"carry" bigint NOT NULL,
	"carry_in" bigint NOT NULL,
	"period_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_carries_not_positive" CHECK ("earning_carries"."carry" <= 0 and "earning_carries"."carry_in" <= 0)
);
--> statement-breakpoint
CREATE TABLE "earning_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earning_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"run_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payer_id" bigint,
	"due" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_reason" text,
	"approved_at" timestamp with time zone,
	"computation" jsonb NOT NULL,
	"transfer_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_payouts_amounts" CHECK ("earning_payouts"."due" >= 0 and "earning_payouts"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earning_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earning_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"payouts" integer DEFAULT 0 NOT NULL,
	"total_due" bigint DEFAULT 0 NOT NULL,
	"total_paid" bigint DEFAULT 0 NOT NULL,
	"recomputes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "contract_settings" SET DEFAULT '{"dividendMaxRate":40,"dailySalaryMaxRate":2,"hourlySalaryMaxRate":1,"realtimeProfitMaxRate":1,"realtimeLossMaxRate":1,"offerExpiryDays":7}'::jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "earnings_settings" jsonb DEFAULT '{"funding":"platform","shortfall":"insufficient","approvalAbove":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_carries" ADD CONSTRAINT "earning_carries_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_payouts" ADD CONSTRAINT "earning_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_payouts" ADD CONSTRAINT "earning_payouts_run_id_earning_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."earning_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_payouts" ADD CONSTRAINT "earning_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_payouts" ADD CONSTRAINT "earning_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_payouts" ADD CONSTRAINT "earning_payouts_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_runs" ADD CONSTRAINT "earning_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earning_payouts_period_uq" ON "earning_payouts" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "earning_payouts_member_idx" ON "earning_payouts" USING btree ("merchant_id","member_id","period_start");--> statement-breakpoint
CREATE INDEX "earning_payouts_run_idx" ON "earning_payouts" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "earning_payouts_open_idx" ON "earning_payouts" USING btree ("merchant_id","kind") WHERE "earning_payouts"."status" in ('pending', 'partial', 'insufficient');--> statement-breakpoint
CREATE UNIQUE INDEX "earning_runs_period_uq" ON "earning_runs" USING btree ("merchant_id","kind","period_key");--> statement-breakpoint
CREATE INDEX "earning_runs_last_idx" ON "earning_runs" USING btree ("merchant_id","kind","period_kind","period_end");