// The browser's side of login and signing (docs/protocol.md). WebCrypto + pkijs only, so the same
// module runs in the browser and in the Node tests that drive the whole protocol.
import { Certificate, CertificationRequest } from 'pkijs';
import { createEnvelopedData, createSignedData } from './cms';
import { createCsr, generateSigningKeyPair, subjectKeyIdentifier } from './csr';
import { EncodingError, fromBase64, fromPem, randomBytes, toArrayBuffer, toBase64, utf8Encode } from './encoding';
import { buildPfx, openPfx } from './pfx';
import { signXmlBase64, type XmlSignature } from './xmlSign';

export interface JeansAlgorithms {
  keyPair: 'RSA-2048';
  signature: 'RSASSA-PKCS1-v1_5-SHA256';
  keyTransport: 'RSA-OAEP-SHA256';
  contentEncryption: 'AES-256-CBC';
  pfxEncryption: 'AES-256-GCM';
}

/** Body of GET /api/properties/jeans. */
export interface JeansProperties {
  transportCertificate: string /* PEM */;
  caCertificate: string /* PEM */;
  algorithms: JeansAlgorithms;
}

/** The three values the server keeps for the session and returns from getPfxFileDecryptInfo. */
export interface PfxDecryptInfo {
  keyChainForSavedPFXData: string;
  keyForPFXDataEncryption: string;
  initializationVectorForPFXDataEncryption: string;
}

export type ClientCryptoErrorCode =
  | 'invalidJeansCertificate'
  | 'invalidCertificateChain'
  | 'invalidSigningData'
  | 'invalidXmlData';

/** A failure of the local signing library; `message` is what docs/product-spec.md §8 shows as "the message from the signing library". */
export class ClientCryptoError extends Error {
  constructor(
    readonly code: ClientCryptoErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ClientCryptoError';
  }
}

const GCM_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const KEY_CHAIN_BYTES = 32;

function parseTransportCertificate(pem: string): Certificate {
  try {
    return Certificate.fromBER(toArrayBuffer(fromPem(pem, 'CERTIFICATE')));
  } catch (cause) {
    throw new ClientCryptoError('invalidJeansCertificate', 'Invalid JEANs certificate', { cause });
  }
}

/**
 * Login step 3: new RSA-2048 key pair, PKCS#10 (CN = tax ID), SignedData over the JSON
 * {trustedRandom, accessCode, csr}, enveloped for the server's key-transport certificate.
 */
export async function createLoginCms(args: {
  idNr: string;
  accessCode: string;
  trustedRandom: string;
  transportCertificatePem: string;
}): Promise<{ cms: string; keyPair: CryptoKeyPair }> {
  const transportCertificate = parseTransportCertificate(args.transportCertificatePem);
  const keyPair = await generateSigningKeyPair();
  const csrDer = await createCsr(keyPair, args.idNr);
  const keyIdentifier = await subjectKeyIdentifier(CertificationRequest.fromBER(toArrayBuffer(csrDer)).subjectPublicKeyInfo);
  const payload = utf8Encode(
    JSON.stringify({ trustedRandom: args.trustedRandom, accessCode: args.accessCode, csr: toBase64(csrDer) }),
  );
  const signed = await createSignedData(payload, keyPair.privateKey, keyIdentifier);
  const enveloped = await createEnvelopedData(signed, transportCertificate);
  return { cms: toBase64(enveloped), keyPair };
}

/**
 * Login step 5: PKCS#12 of key and chain under a random password (keyChain), encrypted with a
 * random AES-256-GCM key. The ciphertext stays in the browser, the three secrets go to the server.
 */
export async function createLocalSigningData(args: {
  keyPair: CryptoKeyPair;
  certChain: string[];
}): Promise<{ encryptedPfx: string; decryptInfo: { keyChain: string; key: string; iv: string } }> {
  let chain: Uint8Array[];
  try {
    chain = args.certChain.map((b64) => fromBase64(b64));
    if (chain.length === 0) throw new EncodingError('empty');
  } catch (cause) {
    throw new ClientCryptoError('invalidCertificateChain', 'Invalid certificate chain', { cause });
  }
  const keyChain = toBase64(randomBytes(KEY_CHAIN_BYTES));
  // The password is the UTF-8 of the base64 text, so it can also be typed into openssl or an OS importer.
  const pfx = await buildPfx({ privateKey: args.keyPair.privateKey, certChain: chain, password: keyChain });
  const key = randomBytes(GCM_KEY_BYTES);
  const iv = randomBytes(GCM_IV_BYTES);
  const aesKey = await globalThis.crypto.subtle.importKey('raw', toArrayBuffer(key), { name: 'AES-GCM' }, false, ['encrypt']);
  const ciphertext = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: toArrayBuffer(iv) }, aesKey, toArrayBuffer(pfx));
  return {
    encryptedPfx: toBase64(ciphertext),
    decryptInfo: { keyChain, key: toBase64(key), iv: toBase64(iv) },
  };
}

/** Decrypts and opens the local signing data; the key is imported non-extractable, for signing only. */
export async function openLocalSigningData(
  encryptedPfx: string,
  info: PfxDecryptInfo,
): Promise<{ privateKey: CryptoKey; certificate: string }> {
  try {
    const aesKey = await globalThis.crypto.subtle.importKey(
      'raw',
      toArrayBuffer(fromBase64(info.keyForPFXDataEncryption)),
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const pfx = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: toArrayBuffer(fromBase64(info.initializationVectorForPFXDataEncryption)) },
      aesKey,
      toArrayBuffer(fromBase64(encryptedPfx)),
    );
    const { pkcs8, certificate } = await openPfx(new Uint8Array(pfx), info.keyChainForSavedPFXData);
    const privateKey = await globalThis.crypto.subtle.importKey(
      'pkcs8',
      toArrayBuffer(pkcs8),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return { privateKey, certificate: toBase64(certificate) };
  } catch (cause) {
    // Missing or mismatched key material: "Invalid JEANs certificate" of docs/product-spec.md §8.
    throw new ClientCryptoError('invalidSigningData', 'Invalid JEANs certificate', { cause });
  }
}

/** Summary submit step: the signature fields of sendSignature (without xmlDataId). */
export async function signDeclarationXml(args: {
  xmlData: string;
  privateKey: CryptoKey;
  certificate: string;
}): Promise<XmlSignature> {
  try {
    fromBase64(args.xmlData);
  } catch (cause) {
    throw new ClientCryptoError('invalidXmlData', 'Cannot calculate signature', { cause });
  }
  return signXmlBase64(args.xmlData, args.privateKey, args.certificate);
}

export type { XmlSignature };
