-- One declaration per access code and year (docs/security.md, "One declaration per access code and
-- year"). Every issued code gets an id of its own; a session remembers the id of the code it logged
-- in with; a submission records it with its form model (the year), and a unique index lets only one
-- submission per person, code and year into the table, also when two tabs or two servers send at the
-- same moment. Submissions made before this migration carry no code id (NULLs never collide).
ALTER TABLE users ADD COLUMN access_code_id text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text);
ALTER TABLE sessions ADD COLUMN access_code_id text;
ALTER TABLE submissions ADD COLUMN access_code_id text;
ALTER TABLE submissions ADD COLUMN form_model_name text;
UPDATE submissions sub SET form_model_name = s.form_model_name FROM summaries s WHERE s.xml_data_id = sub.xml_data_id;
CREATE UNIQUE INDEX submissions_one_per_code ON submissions (id_nr, access_code_id, form_model_name);
