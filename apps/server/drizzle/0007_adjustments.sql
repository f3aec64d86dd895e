CREATE TABLE "adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "adjustments_amount_positive" CHECK ("adjustments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "cashier_settings" SET DEFAULT '{"withdrawMin":10000,"withdrawMax":5000000,"withdrawDailyCount":5,"withdrawAutoConfirmMinutes":1440,"maxBankAccounts":5,"adjustmentApprovalAbove":100000}'::jsonb;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_merchant_status_idx" ON "adjustments" USING btree ("merchant_id","status","created_at");