-- Every ledger row moves the user's cached balance in the same statement, so the balance is
-- always the sum of the ledger; users_available_points_nonnegative then rejects an overspend
-- and rolls the whole transaction back.
CREATE FUNCTION points_ledger_apply() RETURNS trigger AS $$
BEGIN
  UPDATE users
     SET available_points = available_points + NEW.delta,
         lifetime_earned = lifetime_earned + GREATEST(NEW.delta, 0),
         lifetime_spent = lifetime_spent + GREATEST(-NEW.delta, 0),
         updated_at = now()
   WHERE id = NEW.user_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER points_ledger_apply AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_apply();
--> statement-breakpoint
-- The ledger is history: corrections are new rows, never edits.
CREATE FUNCTION points_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER points_ledger_append_only BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();
