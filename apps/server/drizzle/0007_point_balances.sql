CREATE TABLE "point_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"lifetime_earned" integer DEFAULT 0 NOT NULL,
	"lifetime_spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "point_balances_available_nonnegative" CHECK ("point_balances"."available" >= 0),
	CONSTRAINT "point_balances_lifetime_nonnegative" CHECK ("point_balances"."lifetime_earned" >= 0 and "point_balances"."lifetime_spent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_available_points_nonnegative";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_lifetime_nonnegative";--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every balance moves over as it is, with the time of its last ledger row.
INSERT INTO "point_balances" ("user_id", "available", "lifetime_earned", "lifetime_spent", "updated_at")
SELECT u."id", u."available_points", u."lifetime_earned", u."lifetime_spent",
       (SELECT max(l."created_at") FROM "points_ledger" l WHERE l."user_id" = u."id")
  FROM "users" u;--> statement-breakpoint
-- A balance row is born with its user, so the balance lock always finds one.
CREATE FUNCTION point_balances_open() RETURNS trigger AS $$
BEGIN
  INSERT INTO point_balances (user_id) VALUES (NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER point_balances_open AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION point_balances_open();--> statement-breakpoint
-- Every ledger row moves the balance in the same statement (replacing the version that wrote
-- to users): the balance is always the sum of the ledger, and the CHECK rejects an overspend.
CREATE OR REPLACE FUNCTION points_ledger_apply() RETURNS trigger AS $$
BEGIN
  UPDATE point_balances
     SET available = available + NEW.delta,
         lifetime_earned = lifetime_earned + GREATEST(NEW.delta, 0),
         lifetime_spent = lifetime_spent + GREATEST(-NEW.delta, 0),
         updated_at = GREATEST(coalesce(updated_at, NEW.created_at), NEW.created_at)
   WHERE user_id = NEW.user_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "available_points";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "lifetime_earned";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "lifetime_spent";