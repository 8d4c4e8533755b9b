-- The catalogue's figures are counters kept in the same statement as the rows they count, so a
-- list reads them instead of counting likes, reviews and courses per row (decision 0012).

-- A like moves its course's or teacher's likes_count.
CREATE FUNCTION course_likes_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses SET likes_count = likes_count + 1 WHERE id = NEW.course_id;
  ELSE
    UPDATE courses SET likes_count = likes_count - 1 WHERE id = OLD.course_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION teacher_likes_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE teachers SET likes_count = likes_count + 1 WHERE id = NEW.teacher_id;
  ELSE
    UPDATE teachers SET likes_count = likes_count - 1 WHERE id = OLD.teacher_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A review moves its course's reviews_count and rating_sum; a changed rating moves it twice.
CREATE FUNCTION course_reviews_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE courses SET reviews_count = reviews_count - 1, rating_sum = rating_sum - OLD.rating
     WHERE id = OLD.course_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE courses SET reviews_count = reviews_count + 1, rating_sum = rating_sum + NEW.rating
     WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only active courses count: per level, and for their teacher (courses, reviews, ratings).
-- A course leaving (old row) is subtracted, a course arriving (new row) is added.
CREATE FUNCTION courses_roll_up() RETURNS trigger AS $$
DECLARE
  was_active boolean := TG_OP <> 'INSERT' AND OLD.status = 'active';
  is_active boolean := TG_OP <> 'DELETE' AND NEW.status = 'active';
BEGIN
  IF TG_OP = 'UPDATE'
     AND was_active = is_active
     AND (NOT is_active OR (OLD.teacher_id IS NOT DISTINCT FROM NEW.teacher_id
                            AND OLD.difficulty_level = NEW.difficulty_level
                            AND OLD.reviews_count = NEW.reviews_count
                            AND OLD.rating_sum = NEW.rating_sum)) THEN
    RETURN NULL;
  END IF;
  IF was_active THEN
    IF TG_OP = 'DELETE' OR NOT is_active OR OLD.difficulty_level <> NEW.difficulty_level THEN
      INSERT INTO active_course_counts VALUES (OLD.difficulty_level, -1)
        ON CONFLICT (difficulty_level)
        DO UPDATE SET course_count = active_course_counts.course_count + excluded.course_count;
    END IF;
    UPDATE teachers
       SET course_count = course_count - 1,
           reviews_count = reviews_count - OLD.reviews_count,
           rating_sum = rating_sum - OLD.rating_sum
     WHERE id = OLD.teacher_id;
  END IF;
  IF is_active THEN
    IF TG_OP = 'INSERT' OR NOT was_active OR OLD.difficulty_level <> NEW.difficulty_level THEN
      INSERT INTO active_course_counts VALUES (NEW.difficulty_level, +1)
        ON CONFLICT (difficulty_level)
        DO UPDATE SET course_count = active_course_counts.course_count + excluded.course_count;
    END IF;
    UPDATE teachers
       SET course_count = course_count + 1,
           reviews_count = reviews_count + NEW.reviews_count,
           rating_sum = rating_sum + NEW.rating_sum
     WHERE id = NEW.teacher_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Existing rows are counted once, before the triggers start keeping the counts.
UPDATE courses SET
  likes_count = (SELECT count(*) FROM course_likes WHERE course_id = courses.id),
  reviews_count = (SELECT count(*) FROM course_reviews WHERE course_id = courses.id),
  rating_sum = (SELECT coalesce(sum(rating), 0) FROM course_reviews WHERE course_id = courses.id);
--> statement-breakpoint
UPDATE teachers SET
  likes_count = (SELECT count(*) FROM teacher_likes WHERE teacher_id = teachers.id),
  course_count = (SELECT count(*) FROM courses WHERE teacher_id = teachers.id AND status = 'active'),
  reviews_count = (SELECT coalesce(sum(reviews_count), 0) FROM courses
                    WHERE teacher_id = teachers.id AND status = 'active'),
  rating_sum = (SELECT coalesce(sum(rating_sum), 0) FROM courses
                 WHERE teacher_id = teachers.id AND status = 'active');
--> statement-breakpoint
INSERT INTO active_course_counts (difficulty_level, course_count)
SELECT difficulty_level, count(*) FROM courses WHERE status = 'active' GROUP BY difficulty_level;
--> statement-breakpoint
CREATE TRIGGER course_likes_count AFTER INSERT OR DELETE ON course_likes
  FOR EACH ROW EXECUTE FUNCTION course_likes_count();
--> statement-breakpoint
CREATE TRIGGER teacher_likes_count AFTER INSERT OR DELETE ON teacher_likes
  FOR EACH ROW EXECUTE FUNCTION teacher_likes_count();
--> statement-breakpoint
CREATE TRIGGER course_reviews_count AFTER INSERT OR DELETE OR UPDATE OF rating, course_id
  ON course_reviews FOR EACH ROW EXECUTE FUNCTION course_reviews_count();
--> statement-breakpoint
CREATE TRIGGER courses_roll_up
  AFTER INSERT OR DELETE OR UPDATE OF status, difficulty_level, teacher_id, reviews_count, rating_sum
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_roll_up();
--> statement-breakpoint
-- Title search matches anywhere in a title, in any script (Chinese has no word breaks), so it
-- cannot use a b-tree. Every run of one to three characters of the lower-cased titles goes into
-- a GIN index; a search asks for the titles holding all of the term's three-character runs (or
-- the whole term when shorter), then ILIKE checks those few. ILIKE lower-cases both sides the
-- same way, so no match is ever filtered out. Course writes are rare: the index is updated at
-- once (fastupdate off) rather than through a pending list every search would have to read.
CREATE FUNCTION search_grams(value text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(value), i, n)), '{}')
    FROM generate_series(1, 3) AS n, generate_series(1, char_length(value) - n + 1) AS i;
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
CREATE FUNCTION search_term_grams(term text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(term), i, least(char_length(term), 3))), '{}')
    FROM generate_series(1, greatest(char_length(term) - 2, 1)) AS i;
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
CREATE INDEX courses_search_grams_idx ON courses
  USING gin (search_grams(title || ' ' || coalesce(title_zh, ''))) WITH (fastupdate = off);
