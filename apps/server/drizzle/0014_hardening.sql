CREATE TABLE "demo_vendor_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_vendor_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_vendor_rounds_amounts_not_negative" CHECK ("demo_vendor_rounds"."stake" > 0 and "demo_vendor_rounds"."win" >= 0)
);
--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD COLUMN "base_url" text;--> statement-breakpoint
ALTER TABLE "demo_vendor_rounds" ADD CONSTRAINT "demo_vendor_rounds_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_vendor_rounds" ADD CONSTRAINT "demo_vendor_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_vendor_rounds_round_key" ON "demo_vendor_rounds" USING btree ("vendor_id","member_id","round_id");--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_base_url_origin" CHECK ("merchant_domains"."base_url" is null or "merchant_domains"."base_url" ~ '^https?://([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$');