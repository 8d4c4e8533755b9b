-- Course search reads its grams from a stored column, as account search does since 0021
-- (decision 0038). Every statement with parameters is kept prepared (decision 0021), and after
-- a few runs PostgreSQL may plan a search once for any term: a walk down the newest-first index
-- that checks each course until a page is found. With the grams in an index expression that
-- check ran search_grams() on every course (113 ms at 2,000 courses); stored, it is an array
-- comparison. The column stays out of the Drizzle schema, so no other read selects it.
DROP INDEX courses_search_grams_idx;
--> statement-breakpoint
ALTER TABLE courses ADD COLUMN search_runs text[]
  GENERATED ALWAYS AS (search_grams(title || ' ' || coalesce(title_zh, ''))) STORED;
--> statement-breakpoint
CREATE INDEX courses_search_runs_idx ON courses USING gin (search_runs) WITH (fastupdate = off);
