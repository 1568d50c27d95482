// XMLDSig signature of the declaration in the browser: digest of the canonical XML bytes, the shared
// one-line SignedInfo, RSASSA-PKCS1-v1_5 SHA-256 over its UTF-8 bytes.
import { buildSignedInfo, DIGEST_METHOD, SIGNATURE_METHOD } from '../xmldsig';
import { fromBase64, toArrayBuffer, toBase64, utf8Encode } from './encoding';

export interface XmlSignature {
  xmlDigestMethod: string;
  xmlDigestValue: string;
  xmlSignatureMethod: string;
  xmlSignatureValue: string;
  xmlCertificate: string;
}

export async function sha256Base64(bytes: Uint8Array): Promise<string> {
  return toBase64(await globalThis.crypto.subtle.digest('SHA-256', toArrayBuffer(bytes)));
}

/** Signs the XML bytes exactly as received (base64 of the stored canonical XML). */
export async function signXmlBytes(xmlBytes: Uint8Array, privateKey: CryptoKey, certificateB64: string): Promise<XmlSignature> {
  const xmlDigestValue = await sha256Base64(xmlBytes);
  const signedInfo = buildSignedInfo(xmlDigestValue);
  const signature = await globalThis.crypto.subtle.sign(
    { name: 'RSASSA-PKCS1-v1_5' },
    privateKey,
    toArrayBuffer(utf8Encode(signedInfo)),
  );
  return {
    xmlDigestMethod: DIGEST_METHOD,
    xmlDigestValue,
    xmlSignatureMethod: SIGNATURE_METHOD,
    xmlSignatureValue: toBase64(signature),
    xmlCertificate: certificateB64,
  };
}

export function signXmlBase64(xmlDataB64: string, privateKey: CryptoKey, certificateB64: string): Promise<XmlSignature> {
  return signXmlBytes(fromBase64(xmlDataB64), privateKey, certificateB64);
}
