CREATE TABLE "lottery_odds" (
	"game_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"pay_table" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_game_id_version_pk" PRIMARY KEY("game_id","version")
);
--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "odds_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_odds" ADD CONSTRAINT "lottery_odds_game_id_lottery_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each existing game's current pay table is its version 1, and every bet already placed was placed under it.
INSERT INTO "lottery_odds" ("game_id", "version", "pay_table") SELECT "game_id", 1, "pay_table" FROM "lottery_games";--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "odds_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_bets" ALTER COLUMN "odds_version" DROP DEFAULT;
