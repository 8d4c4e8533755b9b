CREATE TABLE "dashboard_days" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"active_learners" integer NOT NULL,
	"sign_ins" integer NOT NULL,
	"points_earned" integer NOT NULL,
	"points_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_days_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
