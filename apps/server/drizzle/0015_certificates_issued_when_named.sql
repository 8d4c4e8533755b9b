ALTER TYPE "public"."notification_kind" ADD VALUE 'certificate_pending' BEFORE 'points_adjusted';--> statement-breakpoint
CREATE TABLE "certificate_backfill" (
	"id" integer PRIMARY KEY NOT NULL,
	CONSTRAINT "certificate_backfill_one_row" CHECK ("certificate_backfill"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "issued_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "issued_at" DROP NOT NULL;--> statement-breakpoint
-- A certificate issued without a name showed its owner's current name: it keeps, from now on, the
-- name it showed the day this ran, and one whose owner still has none waits for it (not issued).
UPDATE "certificates" SET "learner_name" = "users"."full_name" FROM "users" WHERE "users"."id" = "certificates"."user_id" AND "certificates"."learner_name" = '' AND "users"."full_name" <> '';--> statement-breakpoint
UPDATE "certificates" SET "issued_at" = NULL WHERE "learner_name" = '';--> statement-breakpoint
-- Courses finished before certificates existed get theirs at the next start (certificate_backfill).
INSERT INTO "certificate_backfill" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_when_named" CHECK (("certificates"."issued_at" is null) = ("certificates"."learner_name" = ''));