-- A national-size database (docs/performance.md, "Data volume"): what the plans on a seeded database
-- (src/server/__tests__/queryPlans.test.ts) showed scanning whole tables.
--
-- Summaries never submitted are deleted 25 days after they were made (retention.ts). Almost every
-- summary that old is submitted and kept for the four-year assessment period, so the job's index on
-- created_at led it through all of them, every hour. A summary now says whether it was submitted (set
-- by the trigger when its submission is stored: no change to the statements that store them), and a
-- partial index holds only the unsubmitted ones. The job still checks the submissions table itself:
-- the flag only narrows what it looks at.
ALTER TABLE summaries ADD COLUMN submitted boolean NOT NULL DEFAULT false;
UPDATE summaries s SET submitted = true WHERE EXISTS (SELECT 1 FROM submissions sub WHERE sub.xml_data_id = s.xml_data_id);
CREATE FUNCTION summaries_mark_submitted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE summaries SET submitted = true WHERE xml_data_id = NEW.xml_data_id AND NOT submitted;
  RETURN NULL;
END $$;
CREATE TRIGGER submissions_mark_summary AFTER INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION summaries_mark_submitted();
CREATE INDEX summaries_unsubmitted_created_at ON summaries (created_at) WHERE NOT submitted;
