-- Expand: the tax ID becomes a keyed hash where it names a person (src/server/taxIds.ts; docs/security.md, "The tax ID is not stored in clear").
-- A person's key (users.id_nr and the columns that refer to it) changes from the tax ID itself to
-- `t:<key id>:<hash>`, one person at a time, in a later release (store/taxIdKeys.ts): the references
-- follow their user (ON UPDATE CASCADE), and the tax ID itself is kept sealed beside the key. The
-- previous release never names the new column and writes and reads its rows as before: a changed
-- foreign key rule and a nullable column change nothing it does.
ALTER TABLE users ADD COLUMN id_nr_sealed text;

ALTER TABLE sessions DROP CONSTRAINT sessions_user_id_nr_fkey,
  ADD CONSTRAINT sessions_user_id_nr_fkey FOREIGN KEY (user_id_nr) REFERENCES users (id_nr) ON DELETE CASCADE ON UPDATE CASCADE NOT VALID;
ALTER TABLE sessions VALIDATE CONSTRAINT sessions_user_id_nr_fkey;
ALTER TABLE drafts DROP CONSTRAINT drafts_id_nr_fkey,
  ADD CONSTRAINT drafts_id_nr_fkey FOREIGN KEY (id_nr) REFERENCES users (id_nr) ON DELETE CASCADE ON UPDATE CASCADE NOT VALID;
ALTER TABLE drafts VALIDATE CONSTRAINT drafts_id_nr_fkey;
ALTER TABLE summaries DROP CONSTRAINT summaries_id_nr_fkey,
  ADD CONSTRAINT summaries_id_nr_fkey FOREIGN KEY (id_nr) REFERENCES users (id_nr) ON DELETE CASCADE ON UPDATE CASCADE NOT VALID;
ALTER TABLE summaries VALIDATE CONSTRAINT summaries_id_nr_fkey;

-- Re-keying a person changes their submissions' and letters' keys too (they have no foreign key):
-- submissions_one_per_code begins with id_nr; printed letters had no index on it.
CREATE INDEX letters_id_nr ON letters (id_nr);
