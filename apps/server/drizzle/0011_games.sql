CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" bigint,
	"round_id" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "bets_amounts_not_negative" CHECK ("bets"."stake" >= 0 and "bets"."valid_bet" >= 0 and "bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fair_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"player_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"vendor_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"secret" text NOT NULL,
	"launch_url" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"local" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"sub_type" text,
	"name" jsonb NOT NULL,
	"icon" text NOT NULL,
	"min_bet" bigint DEFAULT 100 NOT NULL,
	"lines" integer,
	"hot" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_min_bet_positive" CHECK ("games"."min_bet" > 0)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"player_key" text NOT NULL,
	"member_id" bigint,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"game_code" text NOT NULL,
	"round_key" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_merchant_id_game_code_pk" PRIMARY KEY("merchant_id","game_code"),
	CONSTRAINT "jackpot_pools_not_negative" CHECK ("jackpot_pools"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"tx_id" text NOT NULL,
	"action" text NOT NULL,
	"round_id" text,
	"ref_tx_id" text,
	"member_id" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_wallet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "vendor_wallet_transfers_amount_positive" CHECK ("vendor_wallet_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ADD CONSTRAINT "vendor_wallet_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ADD CONSTRAINT "vendor_wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ADD CONSTRAINT "vendor_wallet_transfers_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ADD CONSTRAINT "vendor_wallet_transfers_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_round_key" ON "bets" USING btree ("vendor_id","member_id","round_id");--> statement-breakpoint
CREATE INDEX "bets_member_time_idx" ON "bets" USING btree ("merchant_id","member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_merchant_time_idx" ON "bets" USING btree ("merchant_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_key" ON "fair_seeds" USING btree ("merchant_id","player_key") WHERE "fair_seeds"."active";--> statement-breakpoint
CREATE INDEX "game_launch_tokens_expiry_idx" ON "game_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_code_key" ON "game_vendors" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_key" ON "games" USING btree ("vendor_id","game_code");--> statement-breakpoint
CREATE INDEX "games_merchant_type_idx" ON "games" USING btree ("merchant_id","game_type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_key" ON "house_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_round_key" ON "house_rounds" USING btree ("merchant_id","player_key","round_key");--> statement-breakpoint
CREATE INDEX "house_rounds_player_idx" ON "house_rounds" USING btree ("merchant_id","player_key","id");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_tx_key" ON "vendor_transactions" USING btree ("vendor_id","tx_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_ref_idx" ON "vendor_transactions" USING btree ("vendor_id","ref_tx_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_merchant_time_idx" ON "vendor_transactions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_wallet_transfers_reference_key" ON "vendor_wallet_transfers" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "vendor_wallet_transfers_member_idx" ON "vendor_wallet_transfers" USING btree ("merchant_id","member_id","created_at");