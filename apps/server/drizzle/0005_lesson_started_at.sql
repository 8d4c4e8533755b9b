ALTER TABLE "content_progress" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Registration used to fill a missing name with the email's local part, which reviews then
-- showed to everyone. Such names are dropped; the learner appears under an anonymous tag.
UPDATE "users" SET "full_name" = '' WHERE "full_name" = split_part("email", '@', 1);
