// Row types of the tables (migrations/*.sql), as both drivers return them: timestamptz as Date,
// jsonb parsed, integer and count(*) as number. A query names the columns it selects:
// `db.query<Pick<UserRow, 'birth_date'>>(…)`. Columns marked "sealed" hold `v1:…`, ciphertext under
// the data key (sealedData.ts opens them).
import type { Locale } from '../messages';

export interface UserRow {
  id_nr: string;
  /** `date`: a Date at midnight UTC; select `to_char(birth_date, 'YYYY-MM-DD')` for the text. */
  birth_date: Date;
  email: string | null;
  access_code_hash: string;
  access_code_salt: string;
  /** How access_code_hash was made (accessCodes.ts). */
  access_code_scheme: 'hmac-sha256' | 'scrypt';
  /** Random id of the current code: a submission spends it (one declaration per code). */
  access_code_id: string;
  code_issued_at: Date;
  code_arrival_at: Date;
  created_at: Date;
}

/** Wrong logins of one tax ID, registered or not (migration 005). */
export interface LoginFailureRow {
  /** Keyed hash of the tax ID (AccessCodes.loginKey). */
  id_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
  last_failed_at: Date;
}

export interface SessionRow {
  id: string;
  csrf_token: string;
  created_at: Date;
  last_seen: Date;
  locale: Locale;
  trusted_random: string | null;
  trusted_random_issued_at: Date | null;
  /** The signed-in person's key (users.id_nr): the tax ID's keyed hash, or the tax ID itself in rows of releases before (taxIds.ts). */
  user_id_nr: string | null;
  /** The person's sealed tax ID (users.id_nr_sealed), read with the session (findSession). */
  user_tax_id_sealed?: string | null;
  authenticated: boolean;
  code_expired_marker: boolean;
  cert_serial: string | null;
  cert_leaf_b64: string | null;
  pfx_key_chain: string | null;
  pfx_key: string | null;
  pfx_iv: string | null;
  client_log: boolean;
  /** users.access_code_id of the code this session logged in with. */
  access_code_id: string | null;
}

export interface LetterRow {
  id: number;
  id_nr: string;
  kind: 'registration' | 'newAccessCode';
  locale: string;
  /** Emptied once the letter is printed. */
  access_code: string;
  arrival_at: Date;
  created_at: Date;
  printed_at: Date | null;
}

export interface DraftRow {
  id_nr: string;
  form_model_name: string;
  /** Sealed: the wizard's answers as JSON. */
  document: string;
  saved_at: Date;
  /** Sealed: where the wizard stood at the save (DraftProgress as JSON); NULL when the save did not say (migration 007). */
  progress: string | null;
}

export interface SummaryRow {
  xml_data_id: string;
  id_nr: string;
  form_model_name: string;
  /** Sealed: the cleaned declaration as JSON. */
  document: string;
  locale: Locale;
  test_marker: string | null;
  /** Sealed: the summary HTML in `locale`. */
  html: string;
  /** Sealed: the canonical declaration XML. */
  xml: string;
  created_at: Date;
}

export interface SubmissionRow {
  xml_data_id: string;
  id_nr: string;
  signed_xml: string;
  signature_hash: string;
  transfer_ticket: string;
  transfer_date: string;
  form_title: string;
  submitted_at: Date;
  /** The access code that sent it (users.access_code_id) and the year's form model: one submission per code and year. NULL before migration 003. */
  access_code_id: string | null;
  form_model_name: string | null;
}

export interface ServerKeyRow {
  name: string;
  value: string;
  created_at: Date;
}

export interface RateLimitRow {
  key: string;
  window_start: Date;
  count: number;
}

/** `SELECT count(*)::int AS n …` */
export interface CountRow {
  n: number;
}
