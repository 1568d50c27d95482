// Server side of the summary submit step: check the browser's XMLDSig values and embed the signature.
import { constants, createHash, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { bytesEqual, fromBase64, toBase64, utf8Encode } from '../../domain/crypto/encoding';
import { buildSignatureElement, buildSignedInfo, DIGEST_METHOD, embedSignature, SIGNATURE_METHOD } from '../../domain/xmldsig';
import { PkiError } from './errors';

export interface SignatureFields {
  xmlDigestMethod: string;
  xmlDigestValue: string;
  xmlSignatureMethod: string;
  xmlSignatureValue: string;
  xmlCertificate: string;
}

function decode(value: unknown, code: 'certificateMismatch' | 'digestMismatch' | 'badSignature', what: string): Uint8Array {
  if (typeof value !== 'string') throw new PkiError(code, `${what} missing`);
  try {
    return fromBase64(value);
  } catch (cause) {
    throw new PkiError(code, `${what} is not base64`, { cause });
  }
}

/** RSASSA-PKCS1-v1_5 with SHA-256, on the thread pool (node:crypto's callback form). */
function verifyRsaSha256(publicKey: KeyObject, data: Uint8Array, signature: Uint8Array): Promise<boolean> {
  return new Promise((resolve, reject) => {
    verify('sha256', data, { key: publicKey, padding: constants.RSA_PKCS1_PADDING }, signature, (error, ok) => (error ? reject(error) : resolve(ok)));
  });
}

export async function verifyAndEmbedSignature(args: SignatureFields & {
  xml: string;
  expectedCertificate: string;
  /** The issuing CA (node:crypto parses and checks certificates natively). */
  ca: X509Certificate;
  now: Date;
}): Promise<{ signedXml: string }> {
  // The certificate must be exactly the one issued to this session.
  const presented = decode(args.xmlCertificate, 'certificateMismatch', 'xmlCertificate');
  const expected = decode(args.expectedCertificate, 'certificateMismatch', 'expectedCertificate');
  if (!bytesEqual(presented, expected)) throw new PkiError('certificateMismatch', 'Not the certificate issued to this session');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(presented);
  } catch (cause) {
    throw new PkiError('certificateMismatch', 'Malformed certificate', { cause });
  }
  let issuedByUs = false;
  try {
    // Issuer name and key identifiers match the CA, and the CA's key verifies the certificate's signature.
    issuedByUs = certificate.checkIssued(args.ca) && certificate.verify(args.ca.publicKey);
  } catch {
    issuedByUs = false;
  }
  if (!issuedByUs) throw new PkiError('certificateMismatch', 'Certificate was not issued by our CA');
  if (args.now < new Date(certificate.validFrom) || args.now > new Date(certificate.validTo)) {
    throw new PkiError('certificateMismatch', 'Certificate is outside its validity');
  }

  if (args.xmlDigestMethod !== DIGEST_METHOD) throw new PkiError('unsupportedAlgorithm', `Digest method ${args.xmlDigestMethod}`);
  if (args.xmlSignatureMethod !== SIGNATURE_METHOD) throw new PkiError('unsupportedAlgorithm', `Signature method ${args.xmlSignatureMethod}`);

  const claimedDigest = decode(args.xmlDigestValue, 'digestMismatch', 'xmlDigestValue');
  const digest = new Uint8Array(createHash('sha256').update(args.xml, 'utf8').digest());
  if (!bytesEqual(claimedDigest, digest)) throw new PkiError('digestMismatch', 'Digest does not match the stored XML');

  // Rebuilt from our own digest with the shared builder: the browser cannot smuggle other SignedInfo bytes in.
  const signedInfo = buildSignedInfo(toBase64(digest));
  const signature = decode(args.xmlSignatureValue, 'badSignature', 'xmlSignatureValue');
  let ok = false;
  try {
    const publicKey = certificate.publicKey;
    if (publicKey.asymmetricKeyType !== 'rsa') throw new Error(`Certificate key is ${publicKey.asymmetricKeyType}, not RSA`);
    ok = await verifyRsaSha256(publicKey, utf8Encode(signedInfo), signature);
  } catch (cause) {
    throw new PkiError('badSignature', 'Signature cannot be checked', { cause });
  }
  if (!ok) throw new PkiError('badSignature', 'Signature does not verify');

  const element = buildSignatureElement(signedInfo, toBase64(signature), toBase64(presented));
  return { signedXml: embedSignature(args.xml, element) };
}
