ALTER TABLE "dashboard_enrollments" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "dashboard_enrollments_active_idx" ON "dashboard_enrollments" USING btree ("last_active_at","course_id");--> statement-breakpoint
-- Each (learner, course) pair keeps when it was last active, so the charts rank a period's
-- courses from the pairs active in it instead of reading the period's progress (decision 0038).
-- Kept to the quarter hour: every academy day starts on a quarter hour in every time zone, so
-- "active since the day began" reads the same as from the exact times, and a lesson's heartbeat
-- (a progress save every ten seconds) writes the pair at most once a quarter hour.
CREATE FUNCTION dashboard_quarter(at timestamptz) RETURNS timestamptz AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00');
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
UPDATE dashboard_enrollments pair SET last_active_at = activity.at
  FROM (
    SELECT user_id, course_id, dashboard_quarter(max(at)) AS at FROM (
      SELECT user_id, course_id, created_at AS at FROM course_access
      UNION ALL
      SELECT progress.user_id, lesson.course_id, progress.updated_at
        FROM content_progress progress JOIN contents lesson ON lesson.id = progress.content_id
    ) acts GROUP BY user_id, course_id
  ) activity
  WHERE pair.user_id = activity.user_id AND pair.course_id = activity.course_id;
--> statement-breakpoint
-- An unlock and a lesson's first progress record their pair, or move it to their time.
CREATE OR REPLACE FUNCTION dashboard_enrol_unlocked() RETURNS trigger AS $$
BEGIN
  INSERT INTO dashboard_enrollments AS pair (user_id, course_id, last_active_at)
    VALUES (NEW.user_id, NEW.course_id, dashboard_quarter(NEW.created_at))
    ON CONFLICT (user_id, course_id) DO UPDATE SET last_active_at = excluded.last_active_at
      WHERE pair.last_active_at < excluded.last_active_at;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_enrol_started() RETURNS trigger AS $$
BEGIN
  INSERT INTO dashboard_enrollments AS pair (user_id, course_id, last_active_at)
    SELECT NEW.user_id, course_id, dashboard_quarter(NEW.updated_at) FROM contents WHERE id = NEW.content_id
    ON CONFLICT (user_id, course_id) DO UPDATE SET last_active_at = excluded.last_active_at
      WHERE pair.last_active_at < excluded.last_active_at;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A progress save moves its pair only when it enters a new quarter hour.
CREATE FUNCTION dashboard_pair_active() RETURNS trigger AS $$
BEGIN
  UPDATE dashboard_enrollments pair SET last_active_at = dashboard_quarter(NEW.updated_at)
    FROM contents lesson
    WHERE lesson.id = NEW.content_id AND pair.user_id = NEW.user_id
      AND pair.course_id = lesson.course_id
      AND pair.last_active_at < dashboard_quarter(NEW.updated_at);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER dashboard_pair_active AFTER UPDATE OF updated_at ON content_progress
  FOR EACH ROW WHEN (dashboard_quarter(NEW.updated_at) > dashboard_quarter(OLD.updated_at))
  EXECUTE FUNCTION dashboard_pair_active();
