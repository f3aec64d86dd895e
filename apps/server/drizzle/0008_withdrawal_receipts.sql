CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"slot" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turnover_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"required" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_requirements_remaining_range" CHECK ("turnover_requirements"."remaining" >= 0 and "turnover_requirements"."remaining" <= "turnover_requirements"."required")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"withdrawal_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"upload_id" text NOT NULL,
	CONSTRAINT "withdrawal_proofs_withdrawal_id_position_pk" PRIMARY KEY("withdrawal_id","position")
);
--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "received_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawal_orders_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requirements_reference_key" ON "turnover_requirements" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "turnover_requirements_open_idx" ON "turnover_requirements" USING btree ("member_id","id") WHERE "turnover_requirements"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_confirm_by_idx" ON "withdrawal_orders" USING btree ("confirm_by") WHERE "withdrawal_orders"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_received_in_range" CHECK ("withdrawal_orders"."received_amount" is null or ("withdrawal_orders"."received_amount" >= 0 and "withdrawal_orders"."received_amount" <= "withdrawal_orders"."amount"));