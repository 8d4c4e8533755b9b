CREATE INDEX "course_access_created_idx" ON "course_access" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_progress_updated_idx" ON "content_progress" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_created_idx" ON "quiz_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_created_idx" ON "points_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redemptions_created_idx" ON "redemptions" USING btree ("created_at");