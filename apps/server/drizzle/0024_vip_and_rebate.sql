CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_level_category_pk" PRIMARY KEY("merchant_id","level","category"),
	CONSTRAINT "rebate_rates_range" CHECK ("rebate_rates"."rate_bp" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_claim" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple" numeric(6, 1) DEFAULT 0 NOT NULL,
	"auto_hour" integer,
	"since" timestamp with time zone,
	"auto_ran_on" text
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"rank_level" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"transfer_id" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebates_window" CHECK ("rebates"."to_at" > "rebates"."from_at"),
	CONSTRAINT "rebates_amount_positive" CHECK ("rebates"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_counts" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"counted_until" timestamp with time zone NOT NULL,
	"reviewed_month" text
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"upgrade_valid_bet" bigint DEFAULT 0 NOT NULL,
	"upgrade_deposit" bigint DEFAULT 0 NOT NULL,
	"keep_valid_bet" bigint,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_levels_level_range" CHECK ("vip_levels"."level" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "vip_progress" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"level_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_progress" ADD CONSTRAINT "vip_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_progress" ADD CONSTRAINT "vip_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_member_from_key" ON "rebates" USING btree ("member_id","from_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_member_idempotency_key" ON "rebates" USING btree ("member_id","idempotency_key") WHERE "rebates"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "rebates_member_to_idx" ON "rebates" USING btree ("member_id","to_at");--> statement-breakpoint
CREATE INDEX "rebates_merchant_time_idx" ON "rebates" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_changes_member_idx" ON "vip_changes" USING btree ("member_id","id");