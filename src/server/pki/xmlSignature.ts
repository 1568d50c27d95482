// Server side of the summary submit step: check the browser's XMLDSig values and embed the signature.
import { Certificate } from 'pkijs';
import { bytesEqual, fromBase64, toArrayBuffer, toBase64, utf8Encode } from '../../domain/crypto/encoding';
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

export async function verifyAndEmbedSignature(args: SignatureFields & {
  xml: string;
  expectedCertificate: string;
  caCertificate: Certificate;
  now: Date;
}): Promise<{ signedXml: string }> {
  // The certificate must be exactly the one issued to this session.
  const presented = decode(args.xmlCertificate, 'certificateMismatch', 'xmlCertificate');
  const expected = decode(args.expectedCertificate, 'certificateMismatch', 'expectedCertificate');
  if (!bytesEqual(presented, expected)) throw new PkiError('certificateMismatch', 'Not the certificate issued to this session');
  let certificate: Certificate;
  try {
    certificate = Certificate.fromBER(toArrayBuffer(presented));
  } catch (cause) {
    throw new PkiError('certificateMismatch', 'Malformed certificate', { cause });
  }
  let issuedByUs = false;
  try {
    issuedByUs = certificate.issuer.isEqual(args.caCertificate.subject) && (await certificate.verify(args.caCertificate));
  } catch {
    issuedByUs = false;
  }
  if (!issuedByUs) throw new PkiError('certificateMismatch', 'Certificate was not issued by our CA');
  if (args.now < certificate.notBefore.value || args.now > certificate.notAfter.value) {
    throw new PkiError('certificateMismatch', 'Certificate is outside its validity');
  }

  if (args.xmlDigestMethod !== DIGEST_METHOD) throw new PkiError('unsupportedAlgorithm', `Digest method ${args.xmlDigestMethod}`);
  if (args.xmlSignatureMethod !== SIGNATURE_METHOD) throw new PkiError('unsupportedAlgorithm', `Signature method ${args.xmlSignatureMethod}`);

  const claimedDigest = decode(args.xmlDigestValue, 'digestMismatch', 'xmlDigestValue');
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', toArrayBuffer(utf8Encode(args.xml))));
  if (!bytesEqual(claimedDigest, digest)) throw new PkiError('digestMismatch', 'Digest does not match the stored XML');

  // Rebuilt from our own digest with the shared builder: the browser cannot smuggle other SignedInfo bytes in.
  const signedInfo = buildSignedInfo(toBase64(digest));
  const signature = decode(args.xmlSignatureValue, 'badSignature', 'xmlSignatureValue');
  let ok = false;
  try {
    const publicKey = await globalThis.crypto.subtle.importKey(
      'spki',
      certificate.subjectPublicKeyInfo.toSchema().toBER(false),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    ok = await globalThis.crypto.subtle.verify({ name: 'RSASSA-PKCS1-v1_5' }, publicKey, toArrayBuffer(signature), toArrayBuffer(utf8Encode(signedInfo)));
  } catch (cause) {
    throw new PkiError('badSignature', 'Signature cannot be checked', { cause });
  }
  if (!ok) throw new PkiError('badSignature', 'Signature does not verify');

  const element = buildSignatureElement(signedInfo, toBase64(signature), toBase64(presented));
  return { signedXml: embedSignature(args.xml, element) };
}
