import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataCipher, DataIntegrityError, SEALED_PREFIX } from './dataKey';
import { openSessionCertificate, sealSessionCertificate } from './sealedData';
import { deriveTaxIdKey, isClearTaxId, personOf, sealTaxId, TaxIds, taxIdOf } from './taxIds';

const TAX_ID = '12345678911';

describe('the tax ID as a keyed hash', () => {
  it('a person’s key names its hash key and hides the number; the same key gives the same person key', () => {
    const key = randomBytes(32);
    const ids = new TaxIds(key);
    const personKey = ids.personKey(TAX_ID);
    expect(personKey).toMatch(/^t:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]{43}$/);
    expect(personKey.startsWith(ids.ownPrefix)).toBe(true);
    expect(personKey).not.toContain(TAX_ID);
    expect(new TaxIds(Buffer.from(key)).personKey(TAX_ID)).toBe(personKey);
    expect(ids.personKey('12345678920')).not.toBe(personKey);
    expect(new TaxIds(randomBytes(32)).personKey(TAX_ID)).not.toBe(personKey);
  });

  it('a person is looked up under the own key, the other key and the number itself (rows of releases before)', () => {
    const [own, other] = [randomBytes(32), randomBytes(32)];
    const keys = new TaxIds(own, [other]).keysOf(TAX_ID);
    expect(keys).toEqual([new TaxIds(own).personKey(TAX_ID), new TaxIds(other).personKey(TAX_ID), TAX_ID]);
    expect(new TaxIds(own, [own]).keysOf(TAX_ID)).toHaveLength(2);
  });

  it('the derived key depends on the access-code key and is not it', () => {
    const accessCodeKey = randomBytes(32);
    expect(deriveTaxIdKey(accessCodeKey)).toEqual(deriveTaxIdKey(Buffer.from(accessCodeKey)));
    expect(deriveTaxIdKey(accessCodeKey).equals(accessCodeKey)).toBe(false);
    expect(deriveTaxIdKey(randomBytes(32)).equals(deriveTaxIdKey(accessCodeKey))).toBe(false);
    expect(() => new TaxIds(randomBytes(16))).toThrow(/at least 32 bytes/);
  });

  it('a signed-in person’s tax ID: the old key itself, else the sealed value bound to the key', () => {
    const cipher = new DataCipher(randomBytes(32));
    const ids = new TaxIds(randomBytes(32));
    const key = ids.personKey(TAX_ID);
    expect(isClearTaxId(TAX_ID)).toBe(true);
    expect(isClearTaxId(key)).toBe(false);
    expect(taxIdOf(cipher, { user_id_nr: TAX_ID })).toBe(TAX_ID);
    const sealed = sealTaxId(cipher, key, TAX_ID);
    expect(sealed).not.toContain(TAX_ID);
    expect(personOf(cipher, { user_id_nr: key, user_tax_id_sealed: sealed })).toEqual({ key, taxId: TAX_ID });
    // Bound to its person: moved to another person's key it does not open.
    expect(() => taxIdOf(cipher, { user_id_nr: ids.personKey('12345678920'), user_tax_id_sealed: sealed })).toThrow(DataIntegrityError);
    expect(() => taxIdOf(cipher, { user_id_nr: key, user_tax_id_sealed: null })).toThrow(DataIntegrityError);
  });

  it('the session’s client certificate opens sealed (bound to the person) or in clear (sessions of releases before)', () => {
    const cipher = new DataCipher(randomBytes(32));
    const ids = new TaxIds(randomBytes(32));
    const key = ids.personKey(TAX_ID);
    const certificate = 'MIIBszCCAVmgAwIBAgIUQ2VydGlmaWNhdGVTZXJpYWw';
    expect(openSessionCertificate(cipher, { user_id_nr: key, cert_leaf_b64: certificate })).toBe(certificate);
    const sealed = sealSessionCertificate(cipher, key, certificate);
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain(certificate);
    expect(openSessionCertificate(cipher, { user_id_nr: key, cert_leaf_b64: sealed })).toBe(certificate);
    // Another person's session, another key, or no person: no certificate (the person logs in again).
    expect(openSessionCertificate(cipher, { user_id_nr: ids.personKey('12345678920'), cert_leaf_b64: sealed })).toBeNull();
    expect(openSessionCertificate(new DataCipher(randomBytes(32)), { user_id_nr: key, cert_leaf_b64: sealed })).toBeNull();
    expect(openSessionCertificate(cipher, { user_id_nr: null, cert_leaf_b64: sealed })).toBeNull();
    expect(openSessionCertificate(cipher, { user_id_nr: key, cert_leaf_b64: null })).toBeNull();
  });
});
