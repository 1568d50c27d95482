// Key pair and PKCS#10 certificate request of the login (subject CN = tax ID).
import * as asn1js from 'asn1js';
import { AttributeTypeAndValue, CertificationRequest, PublicKeyInfo } from 'pkijs';
import { toArrayBuffer } from './encoding';

export const OID_COMMON_NAME = '2.5.4.3';

export const SIGNING_KEY_ALGORITHM: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

/** RSA-2048 key pair; extractable because the private key goes into the PKCS#12 afterwards. */
export function generateSigningKeyPair(): Promise<CryptoKeyPair> {
  return globalThis.crypto.subtle.generateKey(SIGNING_KEY_ALGORITHM, true, ['sign', 'verify']);
}

/** DER of a PKCS#10 request (version 1) for the key, subject CN = commonName, signed SHA-256. */
export async function createCsr(keyPair: CryptoKeyPair, commonName: string): Promise<Uint8Array> {
  const csr = new CertificationRequest();
  csr.version = 0;
  csr.subject.typesAndValues.push(
    new AttributeTypeAndValue({ type: OID_COMMON_NAME, value: new asn1js.Utf8String({ value: commonName }) }),
  );
  await csr.subjectPublicKeyInfo.importKey(keyPair.publicKey);
  await csr.sign(keyPair.privateKey, 'SHA-256');
  return new Uint8Array(csr.toSchema().toBER(false));
}

/** RFC 5280 §4.2.1.2 method 1: SHA-1 over the subjectPublicKey BIT STRING value (no unused-bits byte). */
export async function subjectKeyIdentifier(spki: PublicKeyInfo): Promise<Uint8Array> {
  const keyBits = spki.subjectPublicKey.valueBlock.valueHexView;
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-1', toArrayBuffer(keyBits)));
}

/** The first CN of a distinguished name, or null. */
export function commonNameOf(name: { typesAndValues: AttributeTypeAndValue[] }): string | null {
  const cn = name.typesAndValues.find((tv) => tv.type === OID_COMMON_NAME);
  if (!cn) return null;
  const value = (cn.value as { valueBlock?: { value?: unknown } }).valueBlock?.value;
  return typeof value === 'string' ? value : null;
}
