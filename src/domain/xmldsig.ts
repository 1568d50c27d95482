// XMLDSig pieces shared by the browser (which signs) and the server (which verifies and embeds).
// The exact bytes matter: the browser signs the SignedInfo string, the server rebuilds it with the
// same function, and xmlsec1 re-canonicalizes it (exclusive C14N) to the same bytes.

export const DSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
export const CANONICALIZATION_METHOD = 'http://www.w3.org/2001/10/xml-exc-c14n#';
export const ENVELOPED_SIGNATURE_TRANSFORM = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const DIGEST_METHOD = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const SIGNATURE_METHOD = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function assertBase64(value: string, what: string): void {
  // Values are spliced into XML text: anything but plain base64 would change the signed bytes.
  if (value.length === 0 || !BASE64.test(value)) throw new Error(`${what} is not base64`);
}

/** The one-line SignedInfo (already in exclusive canonical form) for an enveloped signature over URI="". */
export function buildSignedInfo(digestValueB64: string): string {
  assertBase64(digestValueB64, 'Digest value');
  return (
    `<ds:SignedInfo xmlns:ds="${DSIG_NAMESPACE}">` +
    `<ds:CanonicalizationMethod Algorithm="${CANONICALIZATION_METHOD}"></ds:CanonicalizationMethod>` +
    `<ds:SignatureMethod Algorithm="${SIGNATURE_METHOD}"></ds:SignatureMethod>` +
    `<ds:Reference URI="">` +
    `<ds:Transforms>` +
    `<ds:Transform Algorithm="${ENVELOPED_SIGNATURE_TRANSFORM}"></ds:Transform>` +
    `<ds:Transform Algorithm="${CANONICALIZATION_METHOD}"></ds:Transform>` +
    `</ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${DIGEST_METHOD}"></ds:DigestMethod>` +
    `<ds:DigestValue>${digestValueB64}</ds:DigestValue>` +
    `</ds:Reference>` +
    `</ds:SignedInfo>`
  );
}

/** The complete ds:Signature element: SignedInfo byte for byte, SignatureValue, the signer's certificate. */
export function buildSignatureElement(signedInfo: string, signatureValueB64: string, certificateB64: string): string {
  assertBase64(signatureValueB64, 'Signature value');
  assertBase64(certificateB64, 'Certificate');
  return (
    `<ds:Signature xmlns:ds="${DSIG_NAMESPACE}">` +
    signedInfo +
    `<ds:SignatureValue>${signatureValueB64}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateB64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `</ds:Signature>`
  );
}

/**
 * Inserts the signature as the last child of the root element of a canonical XML document
 * (which ends with the root's end tag, no trailing whitespace), adding nothing outside it.
 */
export function embedSignature(canonicalXml: string, signatureElement: string): string {
  const endTagStart = canonicalXml.lastIndexOf('</');
  if (endTagStart <= 0 || !/^<\/[^\s<>]+>$/.test(canonicalXml.slice(endTagStart))) {
    throw new Error('Document does not end with the end tag of its root element');
  }
  return canonicalXml.slice(0, endTagStart) + signatureElement + canonicalXml.slice(endTagStart);
}
