// PKCS#12 of the signing key and its certificate chain (recipe: docs/pkcs12-with-pkijs.md).
// PBES2 (PBKDF2-HMAC-SHA256, 100,000 iterations, AES-256-CBC) for the key bag, the certificates in
// a plain safe, HMAC-SHA256 MAC with 2,048 iterations; OpenSSL 3 opens it without -legacy.
import * as asn1js from 'asn1js';
import {
  Attribute,
  AuthenticatedSafe,
  CertBag,
  Certificate,
  PFX,
  PKCS8ShroudedKeyBag,
  PrivateKeyInfo,
  SafeBag,
  SafeContents,
} from 'pkijs';
import { toArrayBuffer, utf8Encode } from './encoding';

export const PFX_KDF_ITERATIONS = 100_000;
export const PFX_MAC_ITERATIONS = 2_048;
export const PFX_FRIENDLY_NAME = 'Einfach Erklären';

const OID_KEY_BAG_SHROUDED = '1.2.840.113549.1.12.10.1.2';
const OID_CERT_BAG = '1.2.840.113549.1.12.10.1.3';
const OID_FRIENDLY_NAME = '1.2.840.113549.1.9.20';
const OID_LOCAL_KEY_ID = '1.2.840.113549.1.9.21';

/** The password bytes pkijs and OpenSSL agree on: UTF-8 of the text (a standalone buffer). */
function passwordBytes(password: string): ArrayBuffer {
  return toArrayBuffer(utf8Encode(password));
}

/** DER PFX holding the private key and the chain (leaf first); key and leaf share a localKeyId. */
export async function buildPfx(args: { privateKey: CryptoKey; certChain: Uint8Array[]; password: string }): Promise<Uint8Array> {
  const { privateKey, certChain, password } = args;
  if (certChain.length === 0) throw new Error('Certificate chain is empty');
  const pw = passwordBytes(password);
  const pkcs8 = await globalThis.crypto.subtle.exportKey('pkcs8', privateKey);
  // OS importers pair key and certificate by localKeyId: SHA-1 of the leaf certificate.
  const localKeyId = await globalThis.crypto.subtle.digest('SHA-1', toArrayBuffer(certChain[0]));
  const leafAttributes = () => [
    new Attribute({ type: OID_LOCAL_KEY_ID, values: [new asn1js.OctetString({ valueHex: localKeyId })] }),
    new Attribute({ type: OID_FRIENDLY_NAME, values: [new asn1js.BmpString({ value: PFX_FRIENDLY_NAME })] }),
  ];

  const keyBag = new SafeBag({
    bagId: OID_KEY_BAG_SHROUDED,
    bagValue: new PKCS8ShroudedKeyBag({ parsedValue: PrivateKeyInfo.fromBER(pkcs8) }),
    bagAttributes: leafAttributes(),
  });
  const certBags = certChain.map(
    (der, index) =>
      new SafeBag({
        bagId: OID_CERT_BAG,
        bagValue: new CertBag({ parsedValue: Certificate.fromBER(toArrayBuffer(der)) }),
        bagAttributes: index === 0 ? leafAttributes() : undefined,
      }),
  );

  // Order matters: key bag first, then the AuthenticatedSafe, then the MAC over it.
  await (keyBag.bagValue as PKCS8ShroudedKeyBag).makeInternalValues({
    password: pw,
    // pkijs makes the IV itself; its typings demand one anyway.
    contentEncryptionAlgorithm: { name: 'AES-CBC', length: 256 } as AesCbcParams & AesKeyGenParams,
    hmacHashAlgorithm: 'SHA-256',
    iterationCount: PFX_KDF_ITERATIONS,
  });
  const pfx = new PFX({
    parsedValue: {
      integrityMode: 0,
      authenticatedSafe: new AuthenticatedSafe({
        parsedValue: {
          safeContents: [
            { privacyMode: 0, value: new SafeContents({ safeBags: [keyBag] }) },
            // The certificates are public; encrypting them would only add a second PBKDF2 per open.
            { privacyMode: 0, value: new SafeContents({ safeBags: certBags }) },
          ],
        },
      }),
    },
  });
  await pfx.parsedValue!.authenticatedSafe!.makeInternalValues({ safeContents: [{}, {}] });
  await pfx.makeInternalValues({
    password: pw,
    iterations: PFX_MAC_ITERATIONS,
    pbkdf2HashAlgorithm: 'SHA-256',
    hmacHashAlgorithm: 'SHA-256',
  });
  return new Uint8Array(pfx.toSchema().toBER(false));
}

/** Opens a PFX (MAC checked); returns the PKCS#8 key and the leaf certificate paired with it. */
export async function openPfx(der: Uint8Array, password: string): Promise<{ pkcs8: Uint8Array; certificate: Uint8Array }> {
  const pw = passwordBytes(password);
  const pfx = PFX.fromBER(toArrayBuffer(der));
  await pfx.parseInternalValues({ password: pw, checkIntegrity: true });
  const authenticatedSafe = pfx.parsedValue?.authenticatedSafe;
  if (!authenticatedSafe) throw new Error('PFX has no authenticated safe');
  await authenticatedSafe.parseInternalValues({ safeContents: authenticatedSafe.safeContents.map(() => ({ password: pw })) });

  let pkcs8: Uint8Array | null = null;
  let keyId: Uint8Array | null = null;
  const certificates: { der: Uint8Array; keyId: Uint8Array | null }[] = [];
  for (const safe of authenticatedSafe.parsedValue?.safeContents ?? []) {
    for (const bag of safe.value.safeBags) {
      const localKeyId = localKeyIdOf(bag);
      if (bag.bagId === OID_KEY_BAG_SHROUDED) {
        // parseInternalValues is public in the implementation but typed protected.
        const shrouded = bag.bagValue as unknown as ShroudedKeyBagOpener;
        await shrouded.parseInternalValues({ password: pw });
        pkcs8 = new Uint8Array(shrouded.parsedValue!.toSchema().toBER(false));
        keyId = localKeyId;
      } else if (bag.bagId === OID_CERT_BAG) {
        // The stored bytes, not a re-encoding: the server compares the certificate byte for byte.
        const certValue = (bag.bagValue as CertBag).certValue as asn1js.OctetString;
        certificates.push({ der: new Uint8Array(certValue.getValue()), keyId: localKeyId });
      }
    }
  }
  if (!pkcs8) throw new Error('PFX holds no private key');
  const leaf = certificates.find((c) => keyId && c.keyId && sameBytes(c.keyId, keyId)) ?? certificates[0];
  if (!leaf) throw new Error('PFX holds no certificate');
  return { pkcs8, certificate: leaf.der };
}

interface ShroudedKeyBagOpener {
  parseInternalValues(parameters: { password: ArrayBuffer }): Promise<void>;
  parsedValue?: PrivateKeyInfo;
}

function localKeyIdOf(bag: SafeBag): Uint8Array | null {
  const attribute = bag.bagAttributes?.find((a) => a.type === OID_LOCAL_KEY_ID);
  const value = attribute?.values[0] as asn1js.OctetString | undefined;
  return value ? new Uint8Array(value.valueBlock.valueHexView) : null;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
