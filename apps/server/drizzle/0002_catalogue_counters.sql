CREATE TABLE "active_course_counts" (
	"difficulty_level" "difficulty_level" PRIMARY KEY NOT NULL,
	"course_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_status_created_idx";--> statement-breakpoint
DROP INDEX "courses_teacher_idx";--> statement-breakpoint
DROP INDEX "courses_difficulty_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reviews_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "course_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "reviews_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_status_popular_idx" ON "courses" USING btree ("status","likes_count","reviews_count","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_status_created_idx" ON "courses" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_teacher_idx" ON "courses" USING btree ("teacher_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_difficulty_idx" ON "courses" USING btree ("difficulty_level","status","created_at","id");