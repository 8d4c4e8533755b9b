CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'kept', 'failed');--> statement-breakpoint
ALTER TYPE "public"."account_token_purpose" ADD VALUE 'sign_in';--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" "mail_status" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "language_preference" "locale";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- Pending sign-ups from before this migration kept their password, name and language on the
-- account; they move onto its unspent confirmation links, where a registration now waits.
UPDATE "account_tokens" SET "password_hash" = "users"."password_hash", "full_name" = "users"."full_name", "language_preference" = "users"."language_preference" FROM "users" WHERE "account_tokens"."user_id" = "users"."id" AND "account_tokens"."purpose" = 'confirm_email' AND "account_tokens"."used_at" IS NULL AND "users"."email_confirmed_at" IS NULL;
