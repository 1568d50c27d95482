// Server side of login step 4: open the EnvelopedData, check the SignedData against the CSR's key.
import * as asn1js from 'asn1js';
import {
  Certificate,
  CertificationRequest,
  ContentInfo,
  EnvelopedData,
  KeyTransRecipientInfo,
  RSAESOAEPParams,
  SignedData,
  AlgorithmIdentifier,
} from 'pkijs';
import {
  OID_AES256_CBC,
  OID_CONTENT_TYPE,
  OID_DATA,
  OID_ENVELOPED_DATA,
  OID_MESSAGE_DIGEST,
  OID_MGF1,
  OID_RSA_ENCRYPTION,
  OID_RSAES_OAEP,
  OID_SHA256,
  OID_SHA256_WITH_RSA,
  OID_SIGNED_DATA,
} from '../../domain/crypto/cms';
import { commonNameOf, subjectKeyIdentifier } from '../../domain/crypto/csr';
import { bytesEqual, fromBase64, toArrayBuffer, utf8Decode } from '../../domain/crypto/encoding';
import { PkiError } from './errors';

/** Far above a real login CMS (~3.5 KB base64); bounds parsing work on hostile input. */
export const MAX_LOGIN_CMS_BASE64_LENGTH = 64 * 1024;

export interface LoginContent {
  trustedRandom: string;
  accessCode: string;
  csrDer: Uint8Array;
  subjectId: string;
}

function parseContentInfo(der: Uint8Array, expectedType: string, what: string): ContentInfo {
  let contentInfo: ContentInfo;
  try {
    contentInfo = ContentInfo.fromBER(toArrayBuffer(der));
  } catch (cause) {
    throw new PkiError('invalidCms', `${what} is not a CMS ContentInfo`, { cause });
  }
  if (contentInfo.contentType !== expectedType) throw new PkiError('invalidCms', `${what} has content type ${contentInfo.contentType}`);
  return contentInfo;
}

function sameIssuerAndSerial(info: KeyTransRecipientInfo, certificate: Certificate): boolean {
  const rid = info.rid as { issuer?: { isEqual(other: unknown): boolean }; serialNumber?: asn1js.Integer };
  return Boolean(rid.issuer && rid.serialNumber && rid.issuer.isEqual(certificate.issuer) && rid.serialNumber.isEqual(certificate.serialNumber));
}

/** Only RSA-OAEP with SHA-256 and MGF1-SHA-256 (what WebCrypto can decrypt and the protocol fixes). */
function assertOaepSha256(algorithm: AlgorithmIdentifier): void {
  if (algorithm.algorithmId !== OID_RSAES_OAEP || !algorithm.algorithmParams) {
    throw new PkiError('unsupportedAlgorithm', `Key transport ${algorithm.algorithmId} is not RSA-OAEP`);
  }
  const params = new RSAESOAEPParams({ schema: algorithm.algorithmParams });
  const mgfHash = params.maskGenAlgorithm.algorithmParams
    ? new AlgorithmIdentifier({ schema: params.maskGenAlgorithm.algorithmParams }).algorithmId
    : null;
  if (params.hashAlgorithm.algorithmId !== OID_SHA256 || params.maskGenAlgorithm.algorithmId !== OID_MGF1 || mgfHash !== OID_SHA256) {
    throw new PkiError('unsupportedAlgorithm', 'RSA-OAEP must use SHA-256 and MGF1 with SHA-256');
  }
}

/** The key-transport private key as the login needs it (imported once: RSA-OAEP with SHA-256, decrypt only). */
export function importTransportKey(pkcs8: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('pkcs8', toArrayBuffer(pkcs8), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
}

async function decryptEnvelope(cmsDer: Uint8Array, transportCertificate: Certificate, transportKey: CryptoKey): Promise<Uint8Array> {
  const contentInfo = parseContentInfo(cmsDer, OID_ENVELOPED_DATA, 'Login CMS');
  let enveloped: EnvelopedData;
  try {
    enveloped = new EnvelopedData({ schema: contentInfo.content });
  } catch (cause) {
    throw new PkiError('invalidCms', 'Malformed EnvelopedData', { cause });
  }
  const index = enveloped.recipientInfos.findIndex(
    (ri) => ri.variant === 1 && ri.value instanceof KeyTransRecipientInfo && sameIssuerAndSerial(ri.value, transportCertificate),
  );
  if (index < 0) throw new PkiError('invalidCms', 'No recipient for our key-transport certificate');
  try {
    assertOaepSha256((enveloped.recipientInfos[index].value as KeyTransRecipientInfo).keyEncryptionAlgorithm);
  } catch (error) {
    if (error instanceof PkiError) throw error;
    throw new PkiError('invalidCms', 'Malformed RSA-OAEP parameters', { cause: error });
  }
  const contentAlgorithm = enveloped.encryptedContentInfo.contentEncryptionAlgorithm.algorithmId;
  if (contentAlgorithm !== OID_AES256_CBC) throw new PkiError('unsupportedAlgorithm', `Content encryption ${contentAlgorithm} is not AES-256-CBC`);
  if (enveloped.encryptedContentInfo.contentType !== OID_SIGNED_DATA && enveloped.encryptedContentInfo.contentType !== OID_DATA) {
    throw new PkiError('invalidCms', 'Enveloped content is not SignedData');
  }
  try {
    // A CryptoKey instead of PKCS#8 bytes: pkijs would parse and import the private key on every login.
    return new Uint8Array(await enveloped.decrypt(index, { recipientPrivateKey: transportKey }));
  } catch (cause) {
    throw new PkiError('invalidCms', 'Cannot decrypt the login CMS', { cause });
  }
}

function attributeValue(signedData: SignedData, type: string): asn1js.AsnType | null {
  const attributes = signedData.signerInfos[0].signedAttrs?.attributes ?? [];
  const matching = attributes.filter((a) => a.type === type);
  if (matching.length !== 1 || matching[0].values.length !== 1) return null;
  return matching[0].values[0] as asn1js.AsnType;
}

function parseLoginJson(content: Uint8Array): { trustedRandom: string; accessCode: string; csr: string } {
  let value: unknown;
  try {
    value = JSON.parse(utf8Decode(content));
  } catch (cause) {
    throw new PkiError('invalidJson', 'Signed content is not UTF-8 JSON', { cause });
  }
  const record = value as Record<string, unknown>;
  if (
    typeof value !== 'object' || value === null || Array.isArray(value) ||
    typeof record.trustedRandom !== 'string' || typeof record.accessCode !== 'string' || typeof record.csr !== 'string'
  ) {
    throw new PkiError('invalidJson', 'Signed content must be {trustedRandom, accessCode, csr} strings');
  }
  return { trustedRandom: record.trustedRandom, accessCode: record.accessCode, csr: record.csr };
}

/** A CSR whose own signature, key type and algorithms were checked. */
export interface VerifiedCsr {
  csr: CertificationRequest;
  publicKey: CryptoKey;
  subjectId: string;
  /** RFC 5280 method 1 key identifier of the CSR's key (the login's SignerInfo names it, the certificate carries it). */
  keyIdentifier: Uint8Array;
}

/** Parses a CSR and checks its own signature, key type (RSA 2048) and signature algorithm. */
export async function verifyCsr(csrDer: Uint8Array): Promise<VerifiedCsr> {
  let csr: CertificationRequest;
  try {
    csr = CertificationRequest.fromBER(toArrayBuffer(csrDer));
  } catch (cause) {
    throw new PkiError('invalidCsr', 'Malformed PKCS#10 request', { cause });
  }
  if (csr.subjectPublicKeyInfo.algorithm.algorithmId !== OID_RSA_ENCRYPTION) throw new PkiError('unsupportedAlgorithm', 'CSR key is not RSA');
  if (csr.signatureAlgorithm.algorithmId !== OID_SHA256_WITH_RSA) throw new PkiError('unsupportedAlgorithm', 'CSR is not signed with SHA-256 and RSA');
  let publicKey: CryptoKey;
  try {
    publicKey = await globalThis.crypto.subtle.importKey(
      'spki',
      csr.subjectPublicKeyInfo.toSchema().toBER(false),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      true,
      ['verify'],
    );
  } catch (cause) {
    throw new PkiError('invalidCsr', 'CSR public key cannot be imported', { cause });
  }
  if ((publicKey.algorithm as RsaHashedKeyAlgorithm).modulusLength !== 2048) throw new PkiError('unsupportedAlgorithm', 'CSR key is not RSA 2048');
  let signatureOk = false;
  try {
    // The key just imported (RSA, SHA-256, the algorithm checked above) over the TBS bytes as received:
    // what pkijs' csr.verify() does, without parsing and importing the key a second time.
    signatureOk = await globalThis.crypto.subtle.verify(
      { name: 'RSASSA-PKCS1-v1_5' },
      publicKey,
      toArrayBuffer(new Uint8Array(csr.signatureValue.valueBlock.valueHexView)),
      toArrayBuffer(csr.tbsView),
    );
  } catch (cause) {
    throw new PkiError('invalidCsr', 'CSR signature cannot be checked', { cause });
  }
  if (!signatureOk) throw new PkiError('invalidCsr', 'CSR signature is invalid');
  const subjectId = commonNameOf(csr.subject);
  if (!subjectId) throw new PkiError('invalidCsr', 'CSR subject has no CN');
  return { csr, publicKey, subjectId, keyIdentifier: await subjectKeyIdentifier(csr.subjectPublicKeyInfo) };
}

/** Verifies SignedData v3 with one signer named by subject key identifier = SHA-1 of the CSR key bits. */
async function verifySignedLogin(signedData: SignedData, content: Uint8Array, { publicKey, keyIdentifier: expectedKeyId }: VerifiedCsr): Promise<void> {
  if (signedData.signerInfos.length !== 1) throw new PkiError('badSignature', 'Exactly one signer expected');
  const signer = signedData.signerInfos[0];
  const sid = signer.sid as asn1js.BaseBlock;
  const isKeyIdentifier = sid?.idBlock?.tagClass === 3 && sid.idBlock.tagNumber === 0 && !sid.idBlock.isConstructed;
  if (signer.version !== 3 || !isKeyIdentifier) throw new PkiError('badSignature', 'Signer must be a v3 SignerInfo named by subjectKeyIdentifier');
  if (!bytesEqual(new Uint8Array((sid as asn1js.Primitive).valueBlock.valueHexView), expectedKeyId)) {
    throw new PkiError('badSignature', 'Signer is not the key of the CSR');
  }
  if (signer.digestAlgorithm.algorithmId !== OID_SHA256) throw new PkiError('unsupportedAlgorithm', 'Digest must be SHA-256');
  const signatureAlgorithm = signer.signatureAlgorithm.algorithmId;
  if (signatureAlgorithm !== OID_RSA_ENCRYPTION && signatureAlgorithm !== OID_SHA256_WITH_RSA) {
    throw new PkiError('unsupportedAlgorithm', `Signature algorithm ${signatureAlgorithm} is not RSASSA-PKCS1-v1_5`);
  }
  if (!signer.signedAttrs) throw new PkiError('badSignature', 'Signed attributes are required');
  const contentType = attributeValue(signedData, OID_CONTENT_TYPE);
  if (!(contentType instanceof asn1js.ObjectIdentifier) || contentType.valueBlock.toString() !== OID_DATA) {
    throw new PkiError('badSignature', 'contentType attribute must be id-data');
  }
  const messageDigest = attributeValue(signedData, OID_MESSAGE_DIGEST);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', toArrayBuffer(content)));
  if (!(messageDigest instanceof asn1js.OctetString) || !bytesEqual(new Uint8Array(messageDigest.valueBlock.valueHexView), digest)) {
    throw new PkiError('badSignature', 'messageDigest does not match the content');
  }
  // pkijs keeps the received encoding of the attributes with the tag already changed to SET (0x31).
  const signedBytes = signer.signedAttrs.encodedValue;
  const ok = await globalThis.crypto.subtle.verify(
    { name: 'RSASSA-PKCS1-v1_5' },
    publicKey,
    toArrayBuffer(new Uint8Array(signer.signature.valueBlock.valueHexView)),
    signedBytes,
  );
  if (!ok) throw new PkiError('badSignature', 'SignedData signature is invalid');
}

export async function openLoginCms(
  cmsB64: string,
  transportCertificate: Certificate,
  transportKey: CryptoKey,
): Promise<LoginContent & { verifiedCsr: VerifiedCsr }> {
  if (typeof cmsB64 !== 'string' || cmsB64.length === 0 || cmsB64.length > MAX_LOGIN_CMS_BASE64_LENGTH) {
    throw new PkiError('invalidCms', 'Login CMS missing or too large');
  }
  let cmsDer: Uint8Array;
  try {
    cmsDer = fromBase64(cmsB64);
  } catch (cause) {
    throw new PkiError('invalidCms', 'Login CMS is not base64', { cause });
  }
  const signedDer = await decryptEnvelope(cmsDer, transportCertificate, transportKey);
  const signedInfo = parseContentInfo(signedDer, OID_SIGNED_DATA, 'Enveloped content');
  let signedData: SignedData;
  try {
    signedData = new SignedData({ schema: signedInfo.content });
  } catch (cause) {
    throw new PkiError('invalidCms', 'Malformed SignedData', { cause });
  }
  const eContent = signedData.encapContentInfo.eContent;
  if (signedData.encapContentInfo.eContentType !== OID_DATA || !(eContent instanceof asn1js.OctetString)) {
    throw new PkiError('invalidCms', 'SignedData must carry id-data content');
  }
  // getValue() joins the pieces of a BER constructed OCTET STRING.
  const content = new Uint8Array(eContent.getValue());
  const json = parseLoginJson(content);
  let csrDer: Uint8Array;
  try {
    csrDer = fromBase64(json.csr);
  } catch (cause) {
    throw new PkiError('invalidCsr', 'csr is not base64', { cause });
  }
  const verifiedCsr = await verifyCsr(csrDer);
  await verifySignedLogin(signedData, content, verifiedCsr);
  return { trustedRandom: json.trustedRandom, accessCode: json.accessCode, csrDer, subjectId: verifiedCsr.subjectId, verifiedCsr };
}
