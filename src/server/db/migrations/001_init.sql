-- Initial schema. Times are timestamptz; ids of sessions and summaries are 32 random characters.
CREATE TABLE users (
  id_nr text PRIMARY KEY,
  birth_date date NOT NULL,
  email text,
  access_code_hash text NOT NULL,
  access_code_salt text NOT NULL,
  code_issued_at timestamptz NOT NULL,
  code_arrival_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  locale text NOT NULL DEFAULT 'de',
  trusted_random text,
  trusted_random_issued_at timestamptz,
  user_id_nr text REFERENCES users (id_nr) ON DELETE CASCADE,
  authenticated boolean NOT NULL DEFAULT false,
  code_expired_marker boolean NOT NULL DEFAULT false,
  cert_serial text,
  cert_leaf_b64 text,
  pfx_key_chain text,
  pfx_key text,
  pfx_iv text,
  client_log boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_last_seen ON sessions (last_seen);

CREATE TABLE letters (
  id serial PRIMARY KEY,
  id_nr text NOT NULL,
  kind text NOT NULL,
  locale text NOT NULL,
  access_code text NOT NULL,
  arrival_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  printed_at timestamptz
);
CREATE INDEX letters_pending ON letters (printed_at) WHERE printed_at IS NULL;

CREATE TABLE drafts (
  id_nr text NOT NULL REFERENCES users (id_nr) ON DELETE CASCADE,
  form_model_name text NOT NULL,
  document jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (id_nr, form_model_name)
);
CREATE INDEX drafts_saved_at ON drafts (saved_at);

CREATE TABLE summaries (
  xml_data_id text PRIMARY KEY,
  id_nr text NOT NULL REFERENCES users (id_nr) ON DELETE CASCADE,
  form_model_name text NOT NULL,
  document jsonb NOT NULL,
  locale text NOT NULL,
  test_marker text,
  html text NOT NULL,
  xml text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE submissions (
  xml_data_id text PRIMARY KEY REFERENCES summaries (xml_data_id) ON DELETE CASCADE,
  id_nr text NOT NULL,
  signed_xml text NOT NULL,
  signature_hash text NOT NULL,
  transfer_ticket text NOT NULL UNIQUE,
  transfer_date text NOT NULL,
  form_title text NOT NULL,
  submitted_at timestamptz NOT NULL
);

CREATE TABLE server_keys (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE TABLE page_changes (
  id serial PRIMARY KEY,
  session_hash text NOT NULL,
  page text NOT NULL,
  created_at timestamptz NOT NULL
);
