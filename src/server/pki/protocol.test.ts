// The whole login and signing protocol, driven from Node with the browser's crypto module, checked
// by the server PKI and independently by OpenSSL and xmlsec1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Certificate, CertificationRequest, ContentInfo, EnvelopedData } from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalSigningData,
  createLoginCms,
  openLocalSigningData,
  signDeclarationXml,
  type PfxDecryptInfo,
} from '../../domain/crypto/client';
import { createEnvelopedData, createSignedData } from '../../domain/crypto/cms';
import { createCsr, generateSigningKeyPair, subjectKeyIdentifier } from '../../domain/crypto/csr';
import { fromBase64, fromPem, toArrayBuffer, toBase64, toPem, utf8Encode } from '../../domain/crypto/encoding';
import { DIGEST_METHOD, SIGNATURE_METHOD } from '../../domain/xmldsig';
import { KEY_STORE_NAMES, PkiError, ServerPki, type KeyStore } from './index';

const ID_NR = '02476291358';
const OTHER_ID_NR = '65929970489';
const ACCESS_CODE = 'EEZ-7QK4-M2XD-9PLA';
const TRUSTED_RANDOM = toBase64(crypto.getRandomValues(new Uint8Array(32)));
const XML = '<Erklaerung xmlns="urn:einfach-erklaeren:declaration:2025"><Jahr>2025</Jahr></Erklaerung>';

class MemoryKeyStore implements KeyStore {
  readonly values = new Map<string, string>();
  async get(name: string) {
    return this.values.get(name) ?? null;
  }
  async put(name: string, value: string) {
    this.values.set(name, value);
  }
}

/** Runs a tool; throws (with its stderr) on a non-zero exit, returns stdout. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): string {
  return runBoth(command, args, options).stdout;
}

function runBoth(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): { stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return { stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

function certificatePem(b64: string): string {
  return toPem('CERTIFICATE', fromBase64(b64));
}

async function expectPkiError(promise: Promise<unknown>, code: PkiError['code']): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PkiError);
  expect((error as PkiError).code).toBe(code);
}

/** A complete login of one user: the client's key pair and the server's certificate chain. */
async function login(pki: ServerPki, idNr = ID_NR) {
  const { cms, keyPair } = await createLoginCms({
    idNr,
    accessCode: ACCESS_CODE,
    trustedRandom: TRUSTED_RANDOM,
    transportCertificatePem: pki.jeansProperties().transportCertificate,
  });
  const opened = await pki.openLoginCms(cms, idNr);
  const issued = await pki.issueClientCertificate(opened.csrDer, opened.subjectId);
  return { cms, keyPair, opened, issued };
}

describe('login and signing protocol', () => {
  let dir: string;
  let store: MemoryKeyStore;
  let pki: ServerPki;
  let session: Awaited<ReturnType<typeof login>>;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pki-protocol-'));
    store = new MemoryKeyStore();
    pki = await ServerPki.open(store);
    writeFileSync(join(dir, 'ca.pem'), pki.caCertificatePem);
    writeFileSync(join(dir, 'transport.pem'), pki.transportCertificatePem);
    writeFileSync(join(dir, 'transport.key.pem'), store.values.get(KEY_STORE_NAMES.transportPrivateKey)!);
    session = await login(pki);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    console.info('client crypto timings (ms, this machine):', timings);
  });

  describe('server PKI material', () => {
    it('persists CA and transport certificate on first open and loads the same ones afterwards', async () => {
      expect([...store.values.keys()].sort()).toEqual(Object.values(KEY_STORE_NAMES).sort());
      const again = await ServerPki.open(store);
      expect(again.caCertificatePem).toBe(pki.caCertificatePem);
      expect(again.transportCertificatePem).toBe(pki.transportCertificatePem);
    });

    it('has a CA with basicConstraints CA:TRUE and a key-transport certificate for keyEncipherment issued by it', () => {
      const ca = run('openssl', ['x509', '-in', 'ca.pem', '-noout', '-text'], { cwd: dir });
      expect(ca).toMatch(/CA:TRUE/);
      expect(ca).toMatch(/Certificate Sign, CRL Sign/);
      const transport = run('openssl', ['x509', '-in', 'transport.pem', '-noout', '-text'], { cwd: dir });
      expect(transport).toMatch(/Key Encipherment/);
      expect(transport).toMatch(/CA:FALSE/);
      expect(run('openssl', ['verify', '-CAfile', 'ca.pem', 'transport.pem'], { cwd: dir })).toBe('transport.pem: OK\n');
    });

    it('publishes the algorithms of the protocol', () => {
      expect(pki.jeansProperties()).toEqual({
        transportCertificate: pki.transportCertificatePem,
        caCertificate: pki.caCertificatePem,
        algorithms: {
          keyPair: 'RSA-2048',
          signature: 'RSASSA-PKCS1-v1_5-SHA256',
          keyTransport: 'RSA-OAEP-SHA256',
          contentEncryption: 'AES-256-CBC',
          pfxEncryption: 'AES-256-GCM',
        },
      });
    });
  });

  describe('login CMS', () => {
    it('opens to the JSON fields and the CSR with CN = tax ID', async () => {
      const { opened } = session;
      expect(opened.trustedRandom).toBe(TRUSTED_RANDOM);
      expect(opened.accessCode).toBe(ACCESS_CODE);
      expect(opened.subjectId).toBe(ID_NR);
      const csr = CertificationRequest.fromBER(toArrayBuffer(opened.csrDer));
      expect(await csr.verify()).toBe(true);
    });

    it('is DER all the way down (OpenSSL re-encodes it to the same bytes)', () => {
      const der = fromBase64(session.cms);
      writeFileSync(join(dir, 'login.der'), der);
      run('openssl', ['cms', '-cmsout', '-inform', 'DER', '-in', 'login.der', '-outform', 'DER', '-out', 'login.re.der'], { cwd: dir });
      expect(Buffer.compare(readFileSync(join(dir, 'login.re.der')), Buffer.from(der))).toBe(0);
    });

    it('is decrypted by OpenSSL with the transport key, and its SignedData verifies with the issued certificate', () => {
      writeFileSync(join(dir, 'login.der'), fromBase64(session.cms));
      writeFileSync(join(dir, 'client.pem'), certificatePem(session.issued.certChain[0]));
      run('openssl', ['cms', '-decrypt', '-inform', 'DER', '-in', 'login.der', '-inkey', 'transport.key.pem', '-recip', 'transport.pem', '-binary', '-out', 'signed.der'], { cwd: dir });
      const signedDer = readFileSync(join(dir, 'signed.der'));
      // Re-encoding the inner SignedData also yields identical bytes: DER too.
      run('openssl', ['cms', '-cmsout', '-inform', 'DER', '-in', 'signed.der', '-outform', 'DER', '-out', 'signed.re.der'], { cwd: dir });
      expect(Buffer.compare(readFileSync(join(dir, 'signed.re.der')), signedDer)).toBe(0);
      // The signer is found through the subject key identifier of the client certificate.
      const content = run('openssl', ['cms', '-verify', '-inform', 'DER', '-in', 'signed.der', '-certfile', 'client.pem', '-CAfile', 'ca.pem', '-purpose', 'any', '-binary'], { cwd: dir });
      const json = JSON.parse(content);
      expect(Object.keys(json)).toEqual(['trustedRandom', 'accessCode', 'csr']);
      expect(json.trustedRandom).toBe(TRUSTED_RANDOM);
      expect(json.accessCode).toBe(ACCESS_CODE);
      const structure = run('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'login.der'], { cwd: dir });
      expect(structure).toMatch(/rsaesOaep/);
      expect(structure).toMatch(/aes-256-cbc/);
      expect(structure).toMatch(/sha256/);
    });

    it('is accepted when built by OpenSSL as streamed BER (indefinite lengths)', async () => {
      // An independent client: OpenSSL signs (signer by keyid) and envelopes with RSA-OAEP SHA-256.
      const keyPair = await generateSigningKeyPair();
      const csrDer = await createCsr(keyPair, ID_NR);
      const issued = await pki.issueClientCertificate(csrDer, ID_NR);
      writeFileSync(join(dir, 'ossl.key.pem'), toPem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', keyPair.privateKey)));
      writeFileSync(join(dir, 'ossl.cert.pem'), certificatePem(issued.certChain[0]));
      const json = JSON.stringify({ trustedRandom: TRUSTED_RANDOM, accessCode: ACCESS_CODE, csr: toBase64(csrDer) });
      writeFileSync(join(dir, 'ossl.json'), json);
      run('openssl', ['cms', '-sign', '-binary', '-nodetach', '-stream', '-keyid', '-nocerts', '-md', 'sha256', '-in', 'ossl.json', '-signer', 'ossl.cert.pem', '-inkey', 'ossl.key.pem', '-outform', 'DER', '-out', 'ossl.signed.der'], { cwd: dir });
      run('openssl', ['cms', '-encrypt', '-binary', '-stream', '-aes-256-cbc', '-in', 'ossl.signed.der', '-recip', 'transport.pem', '-keyopt', 'rsa_padding_mode:oaep', '-keyopt', 'rsa_oaep_md:sha256', '-keyopt', 'rsa_mgf1_md:sha256', '-outform', 'DER', '-out', 'ossl.login.der'], { cwd: dir });
      const ber = readFileSync(join(dir, 'ossl.login.der'));
      expect(ber[1]).toBe(0x80); // indefinite length: really BER
      // OpenSSL marks the enveloped content as id-data; the server reads the SignedData inside either way.
      const opened = await pki.openLoginCms(toBase64(ber), ID_NR);
      expect(opened.accessCode).toBe(ACCESS_CODE);
      expect(opened.subjectId).toBe(ID_NR);
    });

    it('refuses a tampered, truncated or non-base64 CMS', async () => {
      const der = fromBase64(session.cms);
      for (const offset of [der.length - 5, der.length - 40, 60]) {
        const tampered = der.slice();
        tampered[offset] ^= 0x01;
        const error = await pki.openLoginCms(toBase64(tampered)).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(PkiError);
      }
      await expectPkiError(pki.openLoginCms(toBase64(der.slice(0, der.length - 100))), 'invalidCms');
      await expectPkiError(pki.openLoginCms('not base64!'), 'invalidCms');
      await expectPkiError(pki.openLoginCms(''), 'invalidCms');
    });

    it('refuses a CMS for another server', async () => {
      const otherPki = await ServerPki.open(new MemoryKeyStore());
      const { cms } = await createLoginCms({
        idNr: ID_NR,
        accessCode: ACCESS_CODE,
        trustedRandom: TRUSTED_RANDOM,
        transportCertificatePem: otherPki.transportCertificatePem,
      });
      await expectPkiError(pki.openLoginCms(cms), 'invalidCms');
    });

    it('refuses a CMS signed with a key that does not match the CSR', async () => {
      const csrKeys = await generateSigningKeyPair();
      const otherKeys = await generateSigningKeyPair();
      const csrDer = await createCsr(csrKeys, ID_NR);
      const payload = utf8Encode(JSON.stringify({ trustedRandom: TRUSTED_RANDOM, accessCode: ACCESS_CODE, csr: toBase64(csrDer) }));
      const transport = Certificate.fromBER(toArrayBuffer(fromPem(pki.transportCertificatePem, 'CERTIFICATE')));
      const csrKeyId = await subjectKeyIdentifier(CertificationRequest.fromBER(toArrayBuffer(csrDer)).subjectPublicKeyInfo);
      const otherCsr = CertificationRequest.fromBER(toArrayBuffer(await createCsr(otherKeys, ID_NR)));
      const otherKeyId = await subjectKeyIdentifier(otherCsr.subjectPublicKeyInfo);

      // Claims to be the CSR's key but is signed by another one.
      const forged = await createEnvelopedData(await createSignedData(payload, otherKeys.privateKey, csrKeyId), transport);
      await expectPkiError(pki.openLoginCms(toBase64(forged)), 'badSignature');
      // Honestly names the other key.
      const foreign = await createEnvelopedData(await createSignedData(payload, otherKeys.privateKey, otherKeyId), transport);
      await expectPkiError(pki.openLoginCms(toBase64(foreign)), 'badSignature');
      // The same structure with the right key passes: the refusals above are about the key only.
      const genuine = await createEnvelopedData(await createSignedData(payload, csrKeys.privateKey, csrKeyId), transport);
      expect((await pki.openLoginCms(toBase64(genuine))).subjectId).toBe(ID_NR);
    });

    it('refuses content that is not the login JSON, and a broken CSR', async () => {
      const keys = await generateSigningKeyPair();
      const csrDer = await createCsr(keys, ID_NR);
      const keyId = await subjectKeyIdentifier(CertificationRequest.fromBER(toArrayBuffer(csrDer)).subjectPublicKeyInfo);
      const transport = Certificate.fromBER(toArrayBuffer(fromPem(pki.transportCertificatePem, 'CERTIFICATE')));
      const wrap = async (text: string) =>
        toBase64(await createEnvelopedData(await createSignedData(utf8Encode(text), keys.privateKey, keyId), transport));
      await expectPkiError(pki.openLoginCms(await wrap('{"trustedRandom":')), 'invalidJson');
      await expectPkiError(pki.openLoginCms(await wrap(JSON.stringify({ trustedRandom: TRUSTED_RANDOM, csr: toBase64(csrDer) }))), 'invalidJson');
      const brokenCsr = csrDer.slice();
      brokenCsr[brokenCsr.length - 10] ^= 0x01; // inside the CSR's signature
      await expectPkiError(
        pki.openLoginCms(await wrap(JSON.stringify({ trustedRandom: TRUSTED_RANDOM, accessCode: ACCESS_CODE, csr: toBase64(brokenCsr) }))),
        'invalidCsr',
      );
    });

    it('refuses the pkijs default OAEP hash (SHA-512)', async () => {
      const keys = await generateSigningKeyPair();
      const csrDer = await createCsr(keys, ID_NR);
      const keyId = await subjectKeyIdentifier(CertificationRequest.fromBER(toArrayBuffer(csrDer)).subjectPublicKeyInfo);
      const signed = await createSignedData(
        utf8Encode(JSON.stringify({ trustedRandom: TRUSTED_RANDOM, accessCode: ACCESS_CODE, csr: toBase64(csrDer) })),
        keys.privateKey,
        keyId,
      );
      const enveloped = new EnvelopedData({ disableSplit: true });
      enveloped.addRecipientByCertificate(Certificate.fromBER(toArrayBuffer(fromPem(pki.transportCertificatePem, 'CERTIFICATE'))));
      await enveloped.encrypt({ name: 'AES-CBC', length: 256 } as AesKeyGenParams, toArrayBuffer(signed));
      const cms = new ContentInfo({ contentType: ContentInfo.ENVELOPED_DATA, content: enveloped.toSchema() }).toSchema().toBER(false);
      await expectPkiError(pki.openLoginCms(toBase64(cms)), 'unsupportedAlgorithm');
    });

    it('refuses a CSR whose CN is not the tax ID of the request', async () => {
      const { cms } = await createLoginCms({
        idNr: OTHER_ID_NR,
        accessCode: ACCESS_CODE,
        trustedRandom: TRUSTED_RANDOM,
        transportCertificatePem: pki.transportCertificatePem,
      });
      await expectPkiError(pki.openLoginCms(cms, ID_NR), 'idMismatch');
      const opened = await pki.openLoginCms(cms);
      expect(opened.subjectId).toBe(OTHER_ID_NR);
      await expectPkiError(pki.issueClientCertificate(opened.csrDer, ID_NR), 'idMismatch');
    });
  });

  describe('client certificate', () => {
    it('chains to the CA (openssl verify) and carries the protocol extensions', async () => {
      const { certChain, serialNumber, notAfter } = session.issued;
      expect(certChain).toHaveLength(2);
      expect(certificatePem(certChain[1])).toBe(pki.caCertificatePem);
      writeFileSync(join(dir, 'client.pem'), certificatePem(certChain[0]));
      expect(run('openssl', ['verify', '-CAfile', 'ca.pem', 'client.pem'], { cwd: dir })).toBe('client.pem: OK\n');
      const text = run('openssl', ['x509', '-in', 'client.pem', '-noout', '-text'], { cwd: dir });
      expect(text).toMatch(new RegExp(`Subject: CN ?= ?${ID_NR}`));
      expect(text).toMatch(/Digital Signature, Non Repudiation/);
      expect(text).toMatch(/TLS Web Client Authentication/);
      expect(text).toMatch(/CA:FALSE/);
      expect(text).toMatch(/X509v3 Authority Key Identifier/);
      expect(run('openssl', ['x509', '-in', 'client.pem', '-noout', '-serial'], { cwd: dir }).trim()).toBe(`serial=${serialNumber}`);
      const hours = (notAfter.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
    });

    it('has the subject key identifier of the CSR key (SHA-1 of the subjectPublicKey bits)', async () => {
      const { createHash, createPublicKey } = await import('node:crypto');
      const certificate = Certificate.fromBER(toArrayBuffer(fromBase64(session.issued.certChain[0])));
      const spki = Buffer.from(certificate.subjectPublicKeyInfo.toSchema().toBER(false));
      const pkcs1 = createPublicKey({ key: spki, format: 'der', type: 'spki' }).export({ format: 'der', type: 'pkcs1' });
      const expected = createHash('sha1').update(pkcs1).digest('hex').toUpperCase().replace(/(..)(?!$)/g, '$1:');
      const csr = CertificationRequest.fromBER(toArrayBuffer(session.opened.csrDer));
      expect(Buffer.from(csr.subjectPublicKeyInfo.toSchema().toBER(false)).equals(spki)).toBe(true);
      writeFileSync(join(dir, 'client.pem'), certificatePem(session.issued.certChain[0]));
      const text = run('openssl', ['x509', '-in', 'client.pem', '-noout', '-ext', 'subjectKeyIdentifier'], { cwd: dir });
      expect(text).toContain(expected);
    });
  });

  describe('local signing data (PKCS#12 + AES-256-GCM)', () => {
    let encryptedPfx: string;
    let info: PfxDecryptInfo;

    beforeAll(async () => {
      const created = await createLocalSigningData({ keyPair: session.keyPair, certChain: session.issued.certChain });
      encryptedPfx = created.encryptedPfx;
      info = {
        keyChainForSavedPFXData: created.decryptInfo.keyChain,
        keyForPFXDataEncryption: created.decryptInfo.key,
        initializationVectorForPFXDataEncryption: created.decryptInfo.iv,
      };
    });

    it('has random secrets of the protocol sizes', () => {
      expect(fromBase64(info.keyChainForSavedPFXData)).toHaveLength(32);
      expect(fromBase64(info.keyForPFXDataEncryption)).toHaveLength(32);
      expect(fromBase64(info.initializationVectorForPFXDataEncryption)).toHaveLength(12);
    });

    it('opens to a key that signs and verifies with the issued certificate', async () => {
      const { privateKey, certificate } = await openLocalSigningData(encryptedPfx, info);
      expect(certificate).toBe(session.issued.certChain[0]);
      expect(privateKey.extractable).toBe(false);
      const data = utf8Encode('probe');
      const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, toArrayBuffer(data));
      expect(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', session.keyPair.publicKey, signature, toArrayBuffer(data))).toBe(true);
    });

    it('is a PKCS#12 that OpenSSL 3 opens with the keyChain text as password', async () => {
      const { createDecipheriv } = await import('node:crypto');
      const sealed = Buffer.from(fromBase64(encryptedPfx));
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(fromBase64(info.keyForPFXDataEncryption)), Buffer.from(fromBase64(info.initializationVectorForPFXDataEncryption)));
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const pfx = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
      writeFileSync(join(dir, 'signing.p12'), pfx);
      const out = run('openssl', ['pkcs12', '-info', '-in', 'signing.p12', '-nodes', '-passin', 'env:PW'], {
        cwd: dir,
        env: { PW: info.keyChainForSavedPFXData },
      });
      expect(out).toMatch(/BEGIN PRIVATE KEY/);
      expect(out.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
      expect(out).toMatch(/localKeyID/);
      const localKeyIds = [...out.matchAll(/localKeyID: ([0-9A-F ]+)/g)].map((m) => m[1].trim());
      expect(localKeyIds).toHaveLength(2);
      expect(localKeyIds[0]).toBe(localKeyIds[1]);
      // OpenSSL prints the MAC and encryption parameters on stderr.
      const withDetails = runBoth('openssl', ['pkcs12', '-info', '-in', 'signing.p12', '-noout', '-passin', 'env:PW'], {
        cwd: dir,
        env: { PW: info.keyChainForSavedPFXData },
      }).stderr;
      expect(withDetails).toMatch(/MAC: sha256, Iteration 2048/);
      expect(withDetails).toMatch(/PBES2, PBKDF2, AES-256-CBC, Iteration 100000, PRF hmacWithSHA256/);
    });

    it('cannot be opened with a wrong key, iv or keyChain', async () => {
      const wrong = toBase64(crypto.getRandomValues(new Uint8Array(32)));
      await expect(openLocalSigningData(encryptedPfx, { ...info, keyForPFXDataEncryption: wrong })).rejects.toThrow('Invalid JEANs certificate');
      await expect(openLocalSigningData(encryptedPfx, { ...info, initializationVectorForPFXDataEncryption: toBase64(new Uint8Array(12)) })).rejects.toThrow();
      await expect(openLocalSigningData(encryptedPfx, { ...info, keyChainForSavedPFXData: wrong })).rejects.toThrow('Invalid JEANs certificate');
    });
  });

  describe('XML signature', () => {
    let signature: Awaited<ReturnType<typeof signDeclarationXml>>;
    let certificate: string;

    beforeAll(async () => {
      const created = await createLocalSigningData({ keyPair: session.keyPair, certChain: session.issued.certChain });
      const opened = await openLocalSigningData(created.encryptedPfx, {
        keyChainForSavedPFXData: created.decryptInfo.keyChain,
        keyForPFXDataEncryption: created.decryptInfo.key,
        initializationVectorForPFXDataEncryption: created.decryptInfo.iv,
      });
      certificate = opened.certificate;
      signature = await signDeclarationXml({ xmlData: toBase64(utf8Encode(XML)), privateKey: opened.privateKey, certificate });
    });

    it('is accepted, embedded as the last child of the root, and verified by xmlsec1 against the CA', async () => {
      expect(signature.xmlDigestMethod).toBe(DIGEST_METHOD);
      expect(signature.xmlSignatureMethod).toBe(SIGNATURE_METHOD);
      const { signedXml } = await pki.verifyAndEmbedSignature({ xml: XML, expectedCertificate: certificate, ...signature });
      expect(signedXml.startsWith('<Erklaerung xmlns="urn:einfach-erklaeren:declaration:2025"><Jahr>2025</Jahr><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo')).toBe(true);
      expect(signedXml.endsWith('</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature></Erklaerung>')).toBe(true);
      writeFileSync(join(dir, 'signed.xml'), signedXml);
      const verified = runBoth('xmlsec1', ['--verify', '--trusted-pem', 'ca.pem', 'signed.xml'], { cwd: dir });
      expect(verified.stderr).toMatch(/^OK$/m);
      // A changed document no longer verifies: the check above is not vacuous.
      writeFileSync(join(dir, 'changed.xml'), signedXml.replace('<Jahr>2025</Jahr>', '<Jahr>2024</Jahr>'));
      expect(spawnSync('xmlsec1', ['--verify', '--trusted-pem', 'ca.pem', 'changed.xml'], { cwd: dir }).status).not.toBe(0);
      // With a foreign CA as the only trust anchor, the certificate chain does not verify.
      const otherPki = await ServerPki.open(new MemoryKeyStore());
      writeFileSync(join(dir, 'other-ca.pem'), otherPki.caCertificatePem);
      expect(spawnSync('xmlsec1', ['--verify', '--trusted-pem', 'other-ca.pem', 'signed.xml'], { cwd: dir }).status).not.toBe(0);
    });

    it('refuses a tampered digest, signature, algorithm or document', async () => {
      const base = { xml: XML, expectedCertificate: certificate, ...signature };
      const flipped = (b64: string) => {
        const bytes = fromBase64(b64);
        bytes[bytes.length - 1] ^= 0x01;
        return toBase64(bytes);
      };
      await expectPkiError(pki.verifyAndEmbedSignature({ ...base, xmlDigestValue: flipped(signature.xmlDigestValue) }), 'digestMismatch');
      await expectPkiError(pki.verifyAndEmbedSignature({ ...base, xml: XML.replace('2025</Jahr>', '2024</Jahr>') }), 'digestMismatch');
      await expectPkiError(pki.verifyAndEmbedSignature({ ...base, xmlSignatureValue: flipped(signature.xmlSignatureValue) }), 'badSignature');
      await expectPkiError(pki.verifyAndEmbedSignature({ ...base, xmlSignatureValue: 'AAAA' }), 'badSignature');
      await expectPkiError(pki.verifyAndEmbedSignature({ ...base, xmlDigestMethod: 'http://www.w3.org/2000/09/xmldsig#sha1' }), 'unsupportedAlgorithm');
      await expectPkiError(pki.verifyAndEmbedSignature({ ...base, xmlSignatureMethod: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1' }), 'unsupportedAlgorithm');
    });

    it('refuses a certificate other than the one issued to this session', async () => {
      // A second login of the same person gets its own key and certificate.
      const second = await login(pki);
      const secondSigningData = await createLocalSigningData({ keyPair: second.keyPair, certChain: second.issued.certChain });
      const secondOpened = await openLocalSigningData(secondSigningData.encryptedPfx, {
        keyChainForSavedPFXData: secondSigningData.decryptInfo.keyChain,
        keyForPFXDataEncryption: secondSigningData.decryptInfo.key,
        initializationVectorForPFXDataEncryption: secondSigningData.decryptInfo.iv,
      });
      const foreign = await signDeclarationXml({ xmlData: toBase64(utf8Encode(XML)), privateKey: secondOpened.privateKey, certificate: secondOpened.certificate });
      // Signed correctly by the other session, presented to this one.
      await expectPkiError(pki.verifyAndEmbedSignature({ xml: XML, expectedCertificate: certificate, ...foreign }), 'certificateMismatch');
      // This session's certificate with the other session's signature.
      await expectPkiError(pki.verifyAndEmbedSignature({ xml: XML, expectedCertificate: certificate, ...foreign, xmlCertificate: certificate }), 'badSignature');
      // A certificate from a foreign CA, even when the session expects it.
      const otherPki = await ServerPki.open(new MemoryKeyStore());
      const outsider = await login(otherPki);
      const outsiderData = await createLocalSigningData({ keyPair: outsider.keyPair, certChain: outsider.issued.certChain });
      const outsiderOpened = await openLocalSigningData(outsiderData.encryptedPfx, {
        keyChainForSavedPFXData: outsiderData.decryptInfo.keyChain,
        keyForPFXDataEncryption: outsiderData.decryptInfo.key,
        initializationVectorForPFXDataEncryption: outsiderData.decryptInfo.iv,
      });
      const outsiderSignature = await signDeclarationXml({ xmlData: toBase64(utf8Encode(XML)), ...outsiderOpened });
      await expectPkiError(pki.verifyAndEmbedSignature({ xml: XML, expectedCertificate: outsiderOpened.certificate, ...outsiderSignature }), 'certificateMismatch');
    });

    it('refuses an expired certificate', async () => {
      const later = await ServerPki.open(store, { now: () => new Date(Date.now() + 25 * 3_600_000) });
      await expectPkiError(later.verifyAndEmbedSignature({ xml: XML, expectedCertificate: certificate, ...signature }), 'certificateMismatch');
    });
  });

  it('timing of the client steps (printed, not asserted)', async () => {
    const t = () => performance.now();
    let start = t();
    const keyPair = await generateSigningKeyPair();
    timings.keygen = Math.round(t() - start);
    await crypto.subtle.exportKey('spki', keyPair.publicKey);
    start = t();
    const login = await createLoginCms({ idNr: ID_NR, accessCode: ACCESS_CODE, trustedRandom: TRUSTED_RANDOM, transportCertificatePem: pki.transportCertificatePem });
    timings.loginCmsIncludingKeygen = Math.round(t() - start);
    const { cms } = login;
    const opened = await pki.openLoginCms(cms);
    const issued = await pki.issueClientCertificate(opened.csrDer, ID_NR);
    start = t();
    const data = await createLocalSigningData({ keyPair: login.keyPair, certChain: issued.certChain });
    timings.pfxBuild = Math.round(t() - start);
    start = t();
    const local = await openLocalSigningData(data.encryptedPfx, {
      keyChainForSavedPFXData: data.decryptInfo.keyChain,
      keyForPFXDataEncryption: data.decryptInfo.key,
      initializationVectorForPFXDataEncryption: data.decryptInfo.iv,
    });
    timings.pfxOpen = Math.round(t() - start);
    start = t();
    await signDeclarationXml({ xmlData: toBase64(utf8Encode(XML)), ...local });
    timings.sign = Math.round(t() - start);
    expect(Object.keys(timings)).toHaveLength(5);
  });
});
