-- A statement that adds or removes many courses (an import, a clean-up) now moves each teacher's
-- and each level's counters once, not once per course. The row-level trigger rewrote a teacher's
-- whole row for every course it added: 20k courses in one statement left 1,378 pages of dead row
-- versions behind 8 live teachers, and the teacher list read them all. A change to a course that
-- exists keeps the row-level trigger, which skips changes that move no counter.
CREATE FUNCTION courses_arrive() RETURNS trigger AS $$
BEGIN
  INSERT INTO active_course_counts AS counts (difficulty_level, course_count)
    SELECT difficulty_level, count(*) FROM new_courses
     WHERE status = 'active' GROUP BY difficulty_level
    ON CONFLICT (difficulty_level)
    DO UPDATE SET course_count = counts.course_count + excluded.course_count;
  -- Teachers in id order, as every transaction takes them, so two imports cannot deadlock.
  PERFORM 1 FROM teachers
   WHERE id IN (SELECT teacher_id FROM new_courses WHERE status = 'active')
   ORDER BY id FOR NO KEY UPDATE;
  UPDATE teachers
     SET course_count = teachers.course_count + arrived.courses,
         reviews_count = teachers.reviews_count + arrived.reviews,
         rating_sum = teachers.rating_sum + arrived.ratings
    FROM (SELECT teacher_id, count(*) AS courses, sum(reviews_count) AS reviews,
                 sum(rating_sum) AS ratings
            FROM new_courses WHERE status = 'active' GROUP BY teacher_id) AS arrived
   WHERE teachers.id = arrived.teacher_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION courses_leave() RETURNS trigger AS $$
BEGIN
  INSERT INTO active_course_counts AS counts (difficulty_level, course_count)
    SELECT difficulty_level, -count(*) FROM old_courses
     WHERE status = 'active' GROUP BY difficulty_level
    ON CONFLICT (difficulty_level)
    DO UPDATE SET course_count = counts.course_count + excluded.course_count;
  PERFORM 1 FROM teachers
   WHERE id IN (SELECT teacher_id FROM old_courses WHERE status = 'active')
   ORDER BY id FOR NO KEY UPDATE;
  UPDATE teachers
     SET course_count = teachers.course_count - gone.courses,
         reviews_count = teachers.reviews_count - gone.reviews,
         rating_sum = teachers.rating_sum - gone.ratings
    FROM (SELECT teacher_id, count(*) AS courses, sum(reviews_count) AS reviews,
                 sum(rating_sum) AS ratings
            FROM old_courses WHERE status = 'active' GROUP BY teacher_id) AS gone
   WHERE teachers.id = gone.teacher_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER courses_roll_up ON courses;
--> statement-breakpoint
CREATE TRIGGER courses_roll_up
  AFTER UPDATE OF status, difficulty_level, teacher_id, reviews_count, rating_sum
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_roll_up();
--> statement-breakpoint
CREATE TRIGGER courses_arrive AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_courses FOR EACH STATEMENT EXECUTE FUNCTION courses_arrive();
--> statement-breakpoint
CREATE TRIGGER courses_leave AFTER DELETE ON courses
  REFERENCING OLD TABLE AS old_courses FOR EACH STATEMENT EXECUTE FUNCTION courses_leave();
