// CMS of the login: SignedData (signer by subject key identifier) wrapped in EnvelopedData
// (RSA-OAEP SHA-256 key transport, AES-256-CBC), all emitted as DER.
import * as asn1js from 'asn1js';
import {
  Attribute,
  Certificate,
  ContentInfo,
  EncapsulatedContentInfo,
  EnvelopedData,
  SignedAndUnsignedAttributes,
  SignedData,
  SignerInfo,
} from 'pkijs';
import { toArrayBuffer } from './encoding';

export const OID_DATA = '1.2.840.113549.1.7.1';
export const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
export const OID_ENVELOPED_DATA = '1.2.840.113549.1.7.3';
export const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
export const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
export const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
export const OID_RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
export const OID_SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
export const OID_RSAES_OAEP = '1.2.840.113549.1.1.7';
export const OID_MGF1 = '1.2.840.113549.1.1.8';
export const OID_AES256_CBC = '2.16.840.1.101.3.4.1.42';

/**
 * DER ContentInfo(SignedData v3) over id-data content, signed RSASSA-PKCS1-v1_5 SHA-256 with
 * signed attributes contentType and messageDigest; the signer is named by `[0] subjectKeyIdentifier`.
 */
export async function createSignedData(
  content: Uint8Array,
  privateKey: CryptoKey,
  signerKeyIdentifier: Uint8Array,
): Promise<Uint8Array> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', toArrayBuffer(content));
  const signerInfo = new SignerInfo({
    version: 3,
    sid: new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: 0 }, valueHex: toArrayBuffer(signerKeyIdentifier) }),
    signedAttrs: new SignedAndUnsignedAttributes({
      type: 0,
      // Already in DER SET OF order: the contentType attribute encodes shorter than messageDigest.
      attributes: [
        new Attribute({ type: OID_CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: OID_DATA })] }),
        new Attribute({ type: OID_MESSAGE_DIGEST, values: [new asn1js.OctetString({ valueHex: digest })] }),
      ],
    }),
  });
  const signedData = new SignedData({
    version: 3,
    encapContentInfo: new EncapsulatedContentInfo({ eContentType: OID_DATA }),
    signerInfos: [signerInfo],
  });
  // Set after construction: the constructor would split it into a BER constructed OCTET STRING.
  signedData.encapContentInfo.eContent = new asn1js.OctetString({ valueHex: toArrayBuffer(content) });
  await signedData.sign(privateKey, 0, 'SHA-256');
  const contentInfo = new ContentInfo({ contentType: OID_SIGNED_DATA, content: signedData.toSchema() });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

/** DER ContentInfo(EnvelopedData) of `content` for the holder of the RSA key-transport certificate. */
export async function createEnvelopedData(content: Uint8Array, recipient: Certificate): Promise<Uint8Array> {
  // disableSplit keeps encryptedContent a primitive OCTET STRING, so the output is DER.
  const enveloped = new EnvelopedData({ disableSplit: true });
  // pkijs defaults OAEP to SHA-512; the protocol fixes SHA-256 (with MGF1-SHA-256).
  enveloped.addRecipientByCertificate(recipient, { oaepHashAlgorithm: 'SHA-256' });
  await enveloped.encrypt({ name: 'AES-CBC', length: 256 } as AesKeyGenParams, toArrayBuffer(content));
  const contentInfo = new ContentInfo({ contentType: OID_ENVELOPED_DATA, content: enveloped.toSchema() });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
