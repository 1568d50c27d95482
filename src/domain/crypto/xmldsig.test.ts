// The shared SignedInfo builder must produce exactly the bytes of docs/design.md §4 / docs/protocol.md.
import { describe, expect, it } from 'vitest';
import { buildSignatureElement, buildSignedInfo, DIGEST_METHOD, embedSignature, SIGNATURE_METHOD } from '../xmldsig';

const DIGEST = 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';

// Spelled out literally (not from the constants) so that a change of any URI or tag fails here.
const EXPECTED_SIGNED_INFO =
  '<ds:SignedInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:CanonicalizationMethod ' +
  'Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"></ds:CanonicalizationMethod><ds:SignatureMethod ' +
  'Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"></ds:SignatureMethod><ds:Reference ' +
  'URI=""><ds:Transforms><ds:Transform ' +
  'Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"></ds:Transform><ds:Transform ' +
  'Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"></ds:Transform></ds:Transforms><ds:DigestMethod ' +
  'Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></ds:DigestMethod><ds:DigestValue>' +
  DIGEST +
  '</ds:DigestValue></ds:Reference></ds:SignedInfo>';

describe('xmldsig', () => {
  it('builds the one-line SignedInfo byte for byte', () => {
    expect(buildSignedInfo(DIGEST)).toBe(EXPECTED_SIGNED_INFO);
    expect(DIGEST_METHOD).toBe('http://www.w3.org/2001/04/xmlenc#sha256');
    expect(SIGNATURE_METHOD).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
  });

  it('refuses values that are not base64 (they would change the signed bytes)', () => {
    expect(() => buildSignedInfo('')).toThrow();
    expect(() => buildSignedInfo('abc</ds:DigestValue>')).toThrow();
    expect(() => buildSignatureElement(EXPECTED_SIGNED_INFO, 'AAAA', 'A A=')).toThrow();
  });

  it('embeds the signature as the last child of the root and nothing else', () => {
    const xml = '<a xmlns="urn:x"><b>1</b></a>';
    const element = buildSignatureElement(buildSignedInfo(DIGEST), 'AAAA', 'BBBB');
    expect(element).toBe(
      `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${EXPECTED_SIGNED_INFO}<ds:SignatureValue>AAAA</ds:SignatureValue>` +
        '<ds:KeyInfo><ds:X509Data><ds:X509Certificate>BBBB</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>',
    );
    expect(embedSignature(xml, element)).toBe(`<a xmlns="urn:x"><b>1</b>${element}</a>`);
    expect(() => embedSignature(`${xml}\n`, element)).toThrow();
    expect(() => embedSignature('<a/>', element)).toThrow();
  });
});
