CREATE TABLE "dashboard_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_enrollments" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "dashboard_enrollments_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_enrollments" ADD CONSTRAINT "dashboard_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_enrollments" ADD CONSTRAINT "dashboard_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "content_progress_completed_idx" ON "content_progress" USING btree ("completed_at") WHERE "content_progress"."completed_at" is not null;--> statement-breakpoint
-- The dashboard's totals are kept, not counted (decision 0038). A count is moved by a
-- statement-level trigger in the statement that adds or removes what it counts, so a bulk
-- insert moves it once; a statement that changes nothing takes no lock on the count's row.
-- The counts are upserted, so a truncated table (the tests' reset) starts again from nothing.
CREATE FUNCTION dashboard_count_moves(counted text, delta bigint) RETURNS void AS $$
BEGIN
  IF delta <> 0 THEN
    INSERT INTO dashboard_counts AS counts (name, count) VALUES (counted, delta)
      ON CONFLICT (name) DO UPDATE SET count = counts.count + excluded.count;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION dashboard_accounts_arrive() RETURNS trigger AS $$
BEGIN
  PERFORM dashboard_count_moves('accounts', (SELECT count(*) FROM new_users));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION dashboard_accounts_leave() RETURNS trigger AS $$
BEGIN
  PERFORM dashboard_count_moves('accounts', -(SELECT count(*) FROM old_users));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An enrolment is a (learner, course) pair that was unlocked or whose lessons were opened; the
-- pair is recorded once (its primary key decides between two transactions), so the count of
-- pairs never counts one twice, and ON CONFLICT DO NOTHING leaves the known ones out of
-- new_pairs.
CREATE FUNCTION dashboard_enrollments_arrive() RETURNS trigger AS $$
BEGIN
  PERFORM dashboard_count_moves('enrollments', (SELECT count(*) FROM new_pairs));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION dashboard_enrollments_leave() RETURNS trigger AS $$
BEGIN
  PERFORM dashboard_count_moves('enrollments', -(SELECT count(*) FROM old_pairs));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A lesson's first progress and an unlock record their pair, row by row: a progress save that
-- only updates its row (every few seconds while a lesson plays) fires nothing.
CREATE FUNCTION dashboard_enrol_unlocked() RETURNS trigger AS $$
BEGIN
  INSERT INTO dashboard_enrollments (user_id, course_id) VALUES (NEW.user_id, NEW.course_id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION dashboard_enrol_started() RETURNS trigger AS $$
BEGIN
  INSERT INTO dashboard_enrollments (user_id, course_id)
    SELECT NEW.user_id, course_id FROM contents WHERE id = NEW.content_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What exists now is recorded and counted once, before the triggers below keep it.
INSERT INTO dashboard_enrollments (user_id, course_id)
  SELECT user_id, course_id FROM course_access
  UNION
  SELECT progress.user_id, lesson.course_id
    FROM content_progress progress JOIN contents lesson ON lesson.id = progress.content_id;
--> statement-breakpoint
INSERT INTO dashboard_counts (name, count)
  SELECT 'accounts', count(*) FROM users
  UNION ALL SELECT 'enrollments', count(*) FROM dashboard_enrollments;
--> statement-breakpoint
-- From here on the triggers keep them.
CREATE TRIGGER dashboard_accounts_arrive AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION dashboard_accounts_arrive();
--> statement-breakpoint
CREATE TRIGGER dashboard_accounts_leave AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION dashboard_accounts_leave();
--> statement-breakpoint
CREATE TRIGGER dashboard_enrollments_arrive AFTER INSERT ON dashboard_enrollments
  REFERENCING NEW TABLE AS new_pairs FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enrollments_arrive();
--> statement-breakpoint
CREATE TRIGGER dashboard_enrollments_leave AFTER DELETE ON dashboard_enrollments
  REFERENCING OLD TABLE AS old_pairs FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enrollments_leave();
--> statement-breakpoint
CREATE TRIGGER dashboard_enrol_unlocked AFTER INSERT ON course_access
  FOR EACH ROW EXECUTE FUNCTION dashboard_enrol_unlocked();
--> statement-breakpoint
CREATE TRIGGER dashboard_enrol_started AFTER INSERT ON content_progress
  FOR EACH ROW EXECUTE FUNCTION dashboard_enrol_started();
--> statement-breakpoint
-- Account search, like title search (migration 0003): the one-to-three-character runs of the
-- name and the address in a GIN index in front of ILIKE, which stays the judge. Account writes
-- are rare next to reads of the list: the index is updated at once (fastupdate off).
CREATE INDEX users_search_grams_idx ON users
  USING gin (search_grams(full_name || ' ' || email)) WITH (fastupdate = off);
