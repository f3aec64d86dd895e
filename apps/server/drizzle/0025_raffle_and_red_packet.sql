ALTER TABLE "promotion_entries" ADD COLUMN "tickets" integer;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "prize_rank" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "raffle" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rain" jsonb;