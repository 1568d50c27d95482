// The releases cut for production, oldest first (docs/operations.md, "Upgrades without a stop").
// During a rollout the previous release and the new one serve side by side on the same database, so
// every migration after the previous release's last one must let that release keep working: it only
// expands the schema (new tables, nullable columns, indexes), and removes or narrows something only
// in a later release, once no running release uses it any more (docs/decisions.md, "Expand, then
// contract"). src/server/__tests__/twoReleases.test.ts compiles the last release listed here from
// git, runs it beside this checkout's server on one PostgreSQL database, and sends people through
// both. Cutting a release appends it here.

export interface Release {
  /** The release's name: its date, and `.2`, `.3` … for a later one of the same day. */
  name: string;
  /** The commit it was built from. */
  commit: string;
  /** Its newest migration: every file after this one runs while the release still serves. */
  lastMigration: string;
}

export const RELEASES: readonly Release[] = [
  { name: '2026-11-29', commit: '5b55b93d17bea8600843e1fa5b8b624f0b2d3850', lastMigration: '007_draft_progress.sql' },
  // Finds people under the tax ID's keyed hash as well as under the number, still registers under the number.
  { name: '2026-11-29.2', commit: 'fda4cb4930dc4c93761a0af4cd771becedc7c94a', lastMigration: '008_tax_id_keys.sql' },
  // Registers under the keyed hash and re-keys; reads the session's client certificate sealed or in clear, still writes it in clear.
  { name: '2026-11-29.3', commit: '59674d5a0fbaf88d920b2d049c6cef67871385ab', lastMigration: '009_tax_id_key_order.sql' },
];

/** The release a new one rolls out beside. */
export const PREVIOUS_RELEASE: Release = RELEASES[RELEASES.length - 1];

/**
 * The first line a migration after the previous release starts with: `-- Expand:` (the previous
 * release works on the schema after it), or `-- Contract after <release name>:` (it removes what no
 * code since that release uses; the named release must be the previous one or older).
 */
export const MIGRATION_KIND = /^-- (Expand|Contract after (\d{4}-\d{2}-\d{2}(?:\.\d+)?)):/;
