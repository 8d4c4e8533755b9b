-- Account search reads its grams from a stored column, not from search_grams() in an index
-- expression (decision 0038). A search that matches most accounts ("example", a mail domain)
-- made the planner scan the table, and it then ran search_grams() on every row: 10 s at 50k
-- accounts. Stored, the grams are compared like any column (a scan costs what ILIKE costs),
-- and their statistics let the planner tell a rare term from a common one. The column is
-- written here, not in the Drizzle schema, so no statement of the app reads it by accident.
DROP INDEX users_search_grams_idx;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN search_runs text[]
  GENERATED ALWAYS AS (search_grams(full_name || ' ' || email)) STORED;
--> statement-breakpoint
CREATE INDEX users_search_runs_idx ON users USING gin (search_runs) WITH (fastupdate = off);
