CREATE TABLE "member_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"requirement_id" bigint,
	"required" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"max_bet" bigint,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"forfeited" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "member_bonuses_amount_positive" CHECK ("member_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"deposit_order_id" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"streak_day" integer,
	"loss" bigint,
	"reject_reason" text,
	"requested_by" integer,
	"note" text,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"image_url" text,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"audience" jsonb NOT NULL,
	"reward" jsonb NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_loss" bigint DEFAULT 0 NOT NULL,
	"balance_below" bigint,
	"wagering_multiple" numeric(6, 1) NOT NULL,
	"wagering_base" text NOT NULL,
	"expiry_days" integer NOT NULL,
	"max_bet" bigint,
	"product_weights" jsonb,
	"period" text NOT NULL,
	"per_member_limit" integer,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"needs_review" boolean NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_spent_within_budget" CHECK ("promotions"."budget" is null or "promotions"."spent" <= "promotions"."budget"),
	CONSTRAINT "promotions_spent_not_negative" CHECK ("promotions"."spent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "promotion_settings" jsonb DEFAULT '{"maxWageringMultiple":null,"oneBonusAtATime":true,"singleProductOffers":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "kind" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "weights" jsonb;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "max_bet" bigint;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_requirement_id_turnover_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."turnover_requirements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_deposit_order_id_deposit_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_entry_key" ON "member_bonuses" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "member_bonuses_member_idx" ON "member_bonuses" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_bonuses_active_idx" ON "member_bonuses" USING btree ("member_id") WHERE "member_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "member_bonuses_expiry_idx" ON "member_bonuses" USING btree ("expires_at") WHERE "member_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "member_bonuses_promotion_idx" ON "member_bonuses" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_period_key" ON "promotion_entries" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_review_idx" ON "promotion_entries" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_deposit_key" ON "promotion_entries" USING btree ("promotion_id","deposit_order_id") WHERE "promotion_entries"."deposit_order_id" is not null and "promotion_entries"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_id","sort","id");