ALTER TABLE "merchants" ALTER COLUMN "auth_settings" SET DEFAULT '{"sessionIdleMinutes":30,"sessionAbsoluteHours":12,"revealUnknownAccount":false,"passwordMaxAgeDays":90,"codeExpiredMinutes":5,"trialPlayMoney":200000,"socialProviders":[],"profileEditableFields":["nickname","payeeName","email","mobileNum","qqNum","line","whatsapp","facebook","wechat"],"operatorTotpRoles":["admin","finance"]}'::jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "maintenance_allow_cidrs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "provider" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_merchant_id_idx" ON "audit_log" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("next_attempt_at") WHERE "message_outbox"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_status" CHECK ("message_outbox"."status" in ('queued', 'sent', 'failed'));