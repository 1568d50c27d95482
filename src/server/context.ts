// What the routes and the rendered pages work with (built by app.ts): configuration, the database
// (for the store's functions, store/*.ts, which take it with the data key; routes write no SQL), the
// PKI, the year models, the access-code hasher, the data cipher and the tax-ID hasher. Beneath the routes, so that every
// route module and routes/index.ts can name it without importing each other.
import type { AccessCodes } from './accessCodes';
import type { ServerConfig } from './config';
import type { DataCipher } from './dataKey';
import type { Db } from './db/index';
import type { ServerPki } from './pki/index';
import type { TaxIds } from './taxIds';
import type { loadModels } from './models/index';

export type Models = Awaited<ReturnType<typeof loadModels>>;

export interface AppContext {
  config: ServerConfig;
  db: Db;
  pki: ServerPki;
  models: Models;
  /** Hashes and verifies access codes with the server's access-code key. */
  accessCodes: AccessCodes;
  /** Seals and opens the declarations in drafts and summaries with the server's data key. */
  dataCipher: DataCipher;
  /** Makes the person's key (the tax ID's keyed hash) under which the database names a person. */
  taxIds: TaxIds;
}

