-- How the access code's hash was made: 'hmac-sha256' (keyed with the server's access-code key, kept
-- outside the database) for codes issued or used since this migration, 'scrypt' for older ones until
-- their next successful login re-hashes them. Servers of the previous release keep writing scrypt
-- hashes, which the default marks correctly while both run.
ALTER TABLE users ADD COLUMN access_code_scheme text NOT NULL DEFAULT 'scrypt';
