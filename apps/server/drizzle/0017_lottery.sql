CREATE TABLE "lottery_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"chase_id" bigint,
	"request_key" text NOT NULL,
	"play" text NOT NULL,
	"picks" jsonb NOT NULL,
	"unit" text NOT NULL,
	"multiple" integer NOT NULL,
	"bet_count" integer NOT NULL,
	"prize_group" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_amounts" CHECK ("lottery_bets"."stake" > 0 and "lottery_bets"."payout" >= 0 and "lottery_bets"."multiple" > 0 and "lottery_bets"."bet_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_chases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_chases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"stop_on_win" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"won_draws_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"period_id" bigint NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_period_id_key_pk" PRIMARY KEY("period_id","key"),
	CONSTRAINT "lottery_exposure_not_negative" CHECK ("lottery_exposure"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"family" text NOT NULL,
	"area" text NOT NULL,
	"interval_seconds" integer,
	"draw_time" text,
	"close_seconds" integer NOT NULL,
	"pay_table" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_payout_per_number" bigint NOT NULL,
	"max_payout_per_period" bigint NOT NULL,
	"max_prize_group" integer DEFAULT 1980 NOT NULL,
	"default_prize_group" integer DEFAULT 1950 NOT NULL,
	"void_after_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_schedule" CHECK (("lottery_games"."interval_seconds" is not null and "lottery_games"."interval_seconds" > 0 and "lottery_games"."draw_time" is null)
        or ("lottery_games"."interval_seconds" is null and "lottery_games"."draw_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')),
	CONSTRAINT "lottery_games_close" CHECK ("lottery_games"."close_seconds" >= 0),
	CONSTRAINT "lottery_games_prize_groups" CHECK ("lottery_games"."default_prize_group" between 1000 and "lottery_games"."max_prize_group" and "lottery_games"."max_prize_group" <= 2000),
	CONSTRAINT "lottery_games_limits" CHECK ("lottery_games"."max_payout_per_number" > 0 and "lottery_games"."max_payout_per_period" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_periods_order" CHECK ("lottery_periods"."opens_at" <= "lottery_periods"."closes_at" and "lottery_periods"."closes_at" <= "lottery_periods"."draws_at")
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_period_id_lottery_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."lottery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_id_lottery_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_period_id_lottery_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."lottery_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_periods" ADD CONSTRAINT "lottery_periods_game_id_lottery_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_request_key" ON "lottery_bets" USING btree ("merchant_id","member_id","request_key");--> statement-breakpoint
CREATE INDEX "lottery_bets_period_idx" ON "lottery_bets" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_chases_member_idx" ON "lottery_chases" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_games_merchant_idx" ON "lottery_games" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_periods_numero_key" ON "lottery_periods" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_periods_due_idx" ON "lottery_periods" USING btree ("status","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_periods_game_draws_idx" ON "lottery_periods" USING btree ("game_id","draws_at");