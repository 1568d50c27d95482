-- Encryption at rest and retention (docs/security.md, "What is stored, where, and for how long" and
-- "Encryption at rest").
--
-- The declarations in drafts, summaries and submissions (the signed XML) are stored sealed with the data key, which is kept
-- outside the database (`v1:` + base64 of AES-256-GCM, dataKey.ts): the document columns become
-- text. Rows written before are plain JSON (jsonb as text), HTML and XML until the first start of
-- this release seals them (sealedData.ts); the partial indexes find them, and stay empty after.
-- Servers of the previous release cannot read sealed values: stop them before this release starts.
ALTER TABLE drafts ALTER COLUMN document TYPE text USING document::text;
ALTER TABLE summaries ALTER COLUMN document TYPE text USING document::text;
CREATE INDEX drafts_plaintext ON drafts (id_nr) WHERE left(document, 3) <> 'v1:';
CREATE INDEX summaries_plaintext ON summaries (xml_data_id) WHERE left(document, 3) <> 'v1:';
CREATE INDEX submissions_plaintext ON submissions (xml_data_id) WHERE left(signed_xml, 3) <> 'v1:';

-- Every query of the retention jobs (retention.ts) is served by an index. Already there:
-- drafts_saved_at, sessions_last_seen, the primary keys (also for the NOT EXISTS probes of drafts and
-- submissions).
-- Unsubmitted summaries by age; the summaries of a person and year (one unsubmitted one is kept, and
-- a user is deleted only without any).
CREATE INDEX summaries_created_at ON summaries (created_at);
CREATE INDEX summaries_owner ON summaries (id_nr, form_model_name);
-- Submissions past the assessment period.
CREATE INDEX submissions_submitted_at ON submissions (submitted_at);
-- Sessions past their maximum life; a user's live sessions (also the cascade when a user goes).
CREATE INDEX sessions_created_at ON sessions (created_at);
CREATE INDEX sessions_user_id_nr ON sessions (user_id_nr);
-- Users whose access code expired.
CREATE INDEX users_code_arrival_at ON users (code_arrival_at);
-- Printed letters by age; a person's pending letters.
CREATE INDEX letters_printed_at ON letters (printed_at) WHERE printed_at IS NOT NULL;
CREATE INDEX letters_pending_id_nr ON letters (id_nr) WHERE printed_at IS NULL;
-- Rate-limit windows that ended; page statistics by age.
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);
CREATE INDEX page_changes_created_at ON page_changes (created_at);
