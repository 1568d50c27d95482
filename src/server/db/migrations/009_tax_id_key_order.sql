-- Expand: byte-order indexes on the person's key, for the re-keying of people (store/taxIdKeys.ts).
-- It looks for the keys outside the own hash key's prefix `t:<key id>:` (the tax IDs themselves sort
-- before every `t:` key) as ranges of these indexes: byte order (text_pattern_ops, the ~<~ operators),
-- not the database's collation, which may ignore punctuation. The previous release does not know them.
CREATE INDEX users_id_nr_bytes ON users (id_nr text_pattern_ops);
CREATE INDEX letters_id_nr_bytes ON letters (id_nr text_pattern_ops);
