// Unit tests of the browser crypto module with WebCrypto only (the server-side and OpenSSL/xmlsec1
// checks of the same artefacts are in src/server/pki/protocol.test.ts).
import * as asn1js from 'asn1js';
import { AlgorithmIdentifier, CertificationRequest, ContentInfo, EnvelopedData, KeyTransRecipientInfo, RSAESOAEPParams, SignedData } from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientCryptoError, createLocalSigningData, openLocalSigningData, signDeclarationXml } from './client';
import { createSignedData, OID_AES256_CBC, OID_CONTENT_TYPE, OID_DATA, OID_MESSAGE_DIGEST, OID_RSAES_OAEP, OID_SHA256, createEnvelopedData } from './cms';
import { commonNameOf, createCsr, generateSigningKeyPair, subjectKeyIdentifier } from './csr';
import { fromBase64, fromPem, isBase64, toArrayBuffer, toBase64, toPem, utf8Decode, utf8Encode } from './encoding';
import { buildPfx, openPfx } from './pfx';
import { Certificate } from 'pkijs';

describe('encoding', () => {
  it('round-trips base64 with the RFC 4648 test vectors', () => {
    const vectors: [string, string][] = [['', ''], ['f', 'Zg=='], ['fo', 'Zm8='], ['foo', 'Zm9v'], ['foobar', 'Zm9vYmFy']];
    for (const [plain, encoded] of vectors) {
      expect(toBase64(utf8Encode(plain))).toBe(encoded);
      expect(utf8Decode(fromBase64(encoded))).toBe(plain);
    }
    const all = new Uint8Array(256).map((_, i) => i);
    expect(fromBase64(toBase64(all))).toEqual(all);
    const large = new Uint8Array(100_000).map((_, i) => (i * 31 + 7) & 0xff);
    expect(fromBase64(toBase64(large))).toEqual(large);
  });

  it('rejects what is not strict base64', () => {
    for (const bad of ['Zg', 'Zg=', 'Z===', 'Zm9v!', 'Zm9v-_8=']) {
      expect(() => fromBase64(bad)).toThrow('Invalid base64');
      expect(isBase64(bad)).toBe(false);
    }
  });

  it('writes 64-column PEM and reads it back', () => {
    const der = crypto.getRandomValues(new Uint8Array(200));
    const pem = toPem('CERTIFICATE', der);
    expect(pem.split('\n').slice(1, -2).every((line) => line.length <= 64)).toBe(true);
    expect(fromPem(pem, 'CERTIFICATE')).toEqual(der);
    expect(() => fromPem(pem, 'PRIVATE KEY')).toThrow();
  });
});

describe('CSR', () => {
  it('is a self-signed PKCS#10 with CN = tax ID and an RSA-2048 key', async () => {
    const keyPair = await generateSigningKeyPair();
    const csr = CertificationRequest.fromBER(toArrayBuffer(await createCsr(keyPair, '02476291358')));
    expect(await csr.verify()).toBe(true);
    expect(commonNameOf(csr.subject)).toBe('02476291358');
    expect(csr.signatureAlgorithm.algorithmId).toBe('1.2.840.113549.1.1.11');
    const spki = await crypto.subtle.exportKey('spki', keyPair.publicKey);
    expect(new Uint8Array(csr.subjectPublicKeyInfo.toSchema().toBER(false))).toEqual(new Uint8Array(spki));
    expect((keyPair.publicKey.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });
});

describe('SignedData and EnvelopedData', () => {
  let keyPair: CryptoKeyPair;
  let keyId: Uint8Array;
  const content = utf8Encode('{"trustedRandom":"x","accessCode":"EEZ-AAAA-BBBB-CCCC","csr":"y"}');

  beforeAll(async () => {
    keyPair = await generateSigningKeyPair();
    const csr = CertificationRequest.fromBER(toArrayBuffer(await createCsr(keyPair, '02476291358')));
    keyId = await subjectKeyIdentifier(csr.subjectPublicKeyInfo);
  });

  it('signs v3, names the signer by [0] subjectKeyIdentifier, with contentType and messageDigest', async () => {
    const der = await createSignedData(content, keyPair.privateKey, keyId);
    const contentInfo = ContentInfo.fromBER(toArrayBuffer(der));
    expect(contentInfo.contentType).toBe(ContentInfo.SIGNED_DATA);
    const signed = new SignedData({ schema: contentInfo.content });
    expect(signed.version).toBe(3);
    expect(signed.certificates).toBeUndefined();
    expect(signed.encapContentInfo.eContentType).toBe(OID_DATA);
    const eContent = signed.encapContentInfo.eContent as asn1js.OctetString;
    expect(eContent.idBlock.isConstructed).toBe(false); // primitive OCTET STRING: DER
    expect(new Uint8Array(eContent.getValue())).toEqual(content);
    const signer = signed.signerInfos[0];
    expect(signer.version).toBe(3);
    const sid = signer.sid as asn1js.Primitive;
    expect([sid.idBlock.tagClass, sid.idBlock.tagNumber, sid.idBlock.isConstructed]).toEqual([3, 0, false]);
    expect(new Uint8Array(sid.valueBlock.valueHexView)).toEqual(keyId);
    expect(signer.digestAlgorithm.algorithmId).toBe(OID_SHA256);
    expect(signer.signedAttrs!.attributes.map((a) => a.type)).toEqual([OID_CONTENT_TYPE, OID_MESSAGE_DIGEST]);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', toArrayBuffer(content)));
    const messageDigest = signer.signedAttrs!.attributes[1].values[0] as asn1js.OctetString;
    expect(new Uint8Array(messageDigest.valueBlock.valueHexView)).toEqual(digest);
    const ok = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', keyPair.publicKey, toArrayBuffer(new Uint8Array(signer.signature.valueBlock.valueHexView)), signer.signedAttrs!.encodedValue);
    expect(ok).toBe(true);
  });

  it('envelopes with RSA-OAEP SHA-256 (MGF1 SHA-256) and AES-256-CBC, encrypted content primitive', async () => {
    // A throwaway RSA-OAEP recipient certificate, self-signed.
    const recipientKeys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const signerKeys = await generateSigningKeyPair();
    const certificate = new Certificate();
    certificate.version = 2;
    certificate.serialNumber = new asn1js.Integer({ value: 7 });
    certificate.notBefore.value = new Date();
    certificate.notAfter.value = new Date(Date.now() + 3_600_000);
    await certificate.subjectPublicKeyInfo.importKey(recipientKeys.publicKey);
    await certificate.sign(signerKeys.privateKey, 'SHA-256');

    const der = await createEnvelopedData(content, certificate);
    const enveloped = new EnvelopedData({ schema: ContentInfo.fromBER(toArrayBuffer(der)).content });
    const recipient = enveloped.recipientInfos[0].value as KeyTransRecipientInfo;
    expect(recipient.keyEncryptionAlgorithm.algorithmId).toBe(OID_RSAES_OAEP);
    const oaep = new RSAESOAEPParams({ schema: recipient.keyEncryptionAlgorithm.algorithmParams });
    expect(oaep.hashAlgorithm.algorithmId).toBe(OID_SHA256);
    expect(new AlgorithmIdentifier({ schema: oaep.maskGenAlgorithm.algorithmParams }).algorithmId).toBe(OID_SHA256);
    expect(enveloped.encryptedContentInfo.contentEncryptionAlgorithm.algorithmId).toBe(OID_AES256_CBC);
    expect(enveloped.encryptedContentInfo.encryptedContent!.idBlock.isConstructed).toBe(false);
    const pkcs8 = await crypto.subtle.exportKey('pkcs8', recipientKeys.privateKey);
    expect(new Uint8Array(await enveloped.decrypt(0, { recipientPrivateKey: pkcs8 }))).toEqual(content);
  });
});

describe('PKCS#12 and local signing data', () => {
  it('opens with the right password only and pairs key and leaf', async () => {
    const keyPair = await generateSigningKeyPair();
    const leaf = new Certificate();
    leaf.version = 2;
    leaf.serialNumber = new asn1js.Integer({ value: 1 });
    leaf.notBefore.value = new Date();
    leaf.notAfter.value = new Date(Date.now() + 3_600_000);
    await leaf.subjectPublicKeyInfo.importKey(keyPair.publicKey);
    await leaf.sign(keyPair.privateKey, 'SHA-256');
    const leafDer = new Uint8Array(leaf.toSchema().toBER(false));
    const password = toBase64(crypto.getRandomValues(new Uint8Array(32)));
    const pfx = await buildPfx({ privateKey: keyPair.privateKey, certChain: [leafDer, leafDer.slice()], password });
    const opened = await openPfx(pfx, password);
    expect(opened.certificate).toEqual(leafDer);
    expect(opened.pkcs8).toEqual(new Uint8Array(await crypto.subtle.exportKey('pkcs8', keyPair.privateKey)));
    await expect(openPfx(pfx, password.slice(1) + 'A')).rejects.toThrow();

    const local = await createLocalSigningData({ keyPair, certChain: [toBase64(leafDer)] });
    const info = {
      keyChainForSavedPFXData: local.decryptInfo.keyChain,
      keyForPFXDataEncryption: local.decryptInfo.key,
      initializationVectorForPFXDataEncryption: local.decryptInfo.iv,
    };
    // The GCM tag makes any change of the stored ciphertext fatal.
    const sealed = fromBase64(local.encryptedPfx);
    sealed[10] ^= 1;
    const error = await openLocalSigningData(toBase64(sealed), info).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientCryptoError);
    expect((error as ClientCryptoError).code).toBe('invalidSigningData');
    const { privateKey, certificate } = await openLocalSigningData(local.encryptedPfx, info);
    expect(certificate).toBe(toBase64(leafDer));

    // The XML signature: digest of the exact bytes, signature over the shared SignedInfo.
    const xml = '<Erklaerung xmlns="urn:einfach-erklaeren:declaration:2025"><Jahr>2025</Jahr></Erklaerung>';
    const signature = await signDeclarationXml({ xmlData: toBase64(utf8Encode(xml)), privateKey, certificate });
    expect(signature.xmlDigestValue).toBe(toBase64(await crypto.subtle.digest('SHA-256', toArrayBuffer(utf8Encode(xml)))));
    expect(signature.xmlCertificate).toBe(certificate);
    const { buildSignedInfo } = await import('../xmldsig');
    const ok = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      keyPair.publicKey,
      toArrayBuffer(fromBase64(signature.xmlSignatureValue)),
      toArrayBuffer(utf8Encode(buildSignedInfo(signature.xmlDigestValue))),
    );
    expect(ok).toBe(true);
    await expect(signDeclarationXml({ xmlData: 'not base64', privateKey, certificate })).rejects.toBeInstanceOf(ClientCryptoError);
  });

  it('refuses an empty or undecodable certificate chain', async () => {
    const keyPair = await generateSigningKeyPair();
    await expect(createLocalSigningData({ keyPair, certChain: [] })).rejects.toMatchObject({ code: 'invalidCertificateChain' });
    await expect(createLocalSigningData({ keyPair, certChain: ['***'] })).rejects.toMatchObject({ code: 'invalidCertificateChain' });
  });
});
