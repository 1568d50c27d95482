// The server PKI: a CA that issues the session's client certificates, a key-transport certificate
// for the login CMS, and the checks of login and XML signature (docs/protocol.md).
import { X509Certificate } from 'node:crypto';
import { Certificate, PublicKeyInfo } from 'pkijs';
import { bytesEqual, fromPem, toArrayBuffer, toBase64, toPem } from '../../domain/crypto/encoding';
import { subjectKeyIdentifier } from '../../domain/crypto/csr';
import {
  certificateDer,
  distinguishedName,
  issueCertificate,
  keyIdentifierOf,
  KeyUsageBit,
  OID_CLIENT_AUTH,
  serialHex,
} from './certificates';
import { PkiError } from './errors';
import { importTransportKey, openLoginCms, verifyCsr, type LoginContent, type VerifiedCsr } from './loginCms';
import { verifyAndEmbedSignature, type SignatureFields } from './xmlSignature';

export { PkiError, type PkiErrorCode } from './errors';

/** Where the PKI keeps its PEMs (the server's storage implements it; tests use a Map). */
export interface KeyStore {
  get(name: string): Promise<string | null>;
  put(name: string, value: string): Promise<void>;
}

export const KEY_STORE_NAMES = {
  caCertificate: 'pki.ca.certificate',
  caPrivateKey: 'pki.ca.privateKey',
  transportCertificate: 'pki.transport.certificate',
  transportPrivateKey: 'pki.transport.privateKey',
} as const;

export const JEANS_ALGORITHMS = {
  keyPair: 'RSA-2048',
  signature: 'RSASSA-PKCS1-v1_5-SHA256',
  keyTransport: 'RSA-OAEP-SHA256',
  contentEncryption: 'AES-256-CBC',
  pfxEncryption: 'AES-256-GCM',
} as const;

export const PKI_SUBJECT = { O: 'Einfach Erklären', C: 'DE' } as const;
const CA_VALIDITY_YEARS = 10;
const TRANSPORT_VALIDITY_YEARS = 2;
/** Client certificates live as long as the longest session (SESSION_MAX_SECONDS default). */
export const CLIENT_CERTIFICATE_VALIDITY_SECONDS = 86_400;
/** Tolerates clocks of other verifiers that run slightly behind ours. */
const BACKDATE_SECONDS = 300;

const RSA_2048 = { modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' } as const;
const SIGNING = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
}

async function spkiOf(publicKey: CryptoKey): Promise<PublicKeyInfo> {
  const spki = new PublicKeyInfo();
  await spki.importKey(publicKey);
  return spki;
}

async function exportPkcs8Pem(key: CryptoKey): Promise<string> {
  return toPem('PRIVATE KEY', await globalThis.crypto.subtle.exportKey('pkcs8', key));
}

function parseCertificatePem(pem: string): Certificate {
  return Certificate.fromBER(toArrayBuffer(fromPem(pem, 'CERTIFICATE')));
}

export interface ServerPkiOptions {
  now?: () => Date;
  clientCertificateValiditySeconds?: number;
}

export class ServerPki {
  /** The CA certificate's DER in base64, the second entry of every issued chain (encoded once). */
  private readonly caCertificateB64: string;
  /** The CA certificate for node:crypto's native checks of presented client certificates. */
  private readonly caX509: X509Certificate;
  /**
   * CSRs that openLoginCms has just verified, keyed by the `csrDer` object it returned (with a copy of
   * the bytes), so that issueClientCertificate does not parse and verify the same CSR again.
   */
  private readonly verifiedCsrs = new WeakMap<Uint8Array, { der: Uint8Array; verified: VerifiedCsr }>();

  private constructor(
    private readonly caCertificate: Certificate,
    private readonly caKeyIdentifier: Uint8Array,
    private readonly caSigningKey: CryptoKey,
    private readonly transportCertificate: Certificate,
    private readonly transportKey: CryptoKey,
    readonly caCertificatePem: string,
    readonly transportCertificatePem: string,
    private readonly now: () => Date,
    private readonly clientValiditySeconds: number,
  ) {
    this.caCertificateB64 = toBase64(certificateDer(caCertificate));
    this.caX509 = new X509Certificate(certificateDer(caCertificate));
  }

  /** Loads the CA and key-transport material from the store, creating and persisting it on first use. */
  static async open(store: KeyStore, opts: ServerPkiOptions = {}): Promise<ServerPki> {
    const now = opts.now ?? (() => new Date());
    let pems = await ServerPki.load(store);
    if (!pems) {
      pems = await ServerPki.create(now());
      // Keys before certificates: a store holding a certificate always holds its key too.
      await store.put(KEY_STORE_NAMES.caPrivateKey, pems.caPrivateKey);
      await store.put(KEY_STORE_NAMES.transportPrivateKey, pems.transportPrivateKey);
      await store.put(KEY_STORE_NAMES.caCertificate, pems.caCertificate);
      await store.put(KEY_STORE_NAMES.transportCertificate, pems.transportCertificate);
    }
    const caCertificate = parseCertificatePem(pems.caCertificate);
    const transportCertificate = parseCertificatePem(pems.transportCertificate);
    const caSigningKey = await globalThis.crypto.subtle.importKey(
      'pkcs8',
      toArrayBuffer(fromPem(pems.caPrivateKey, 'PRIVATE KEY')),
      SIGNING,
      false,
      ['sign'],
    );
    const caKeyIdentifier = keyIdentifierOf(caCertificate) ?? (await subjectKeyIdentifier(caCertificate.subjectPublicKeyInfo));
    if (!(await transportCertificate.verify(caCertificate))) throw new Error('Stored key-transport certificate is not issued by the stored CA');
    return new ServerPki(
      caCertificate,
      caKeyIdentifier,
      caSigningKey,
      transportCertificate,
      await importTransportKey(fromPem(pems.transportPrivateKey, 'PRIVATE KEY')),
      pems.caCertificate,
      pems.transportCertificate,
      now,
      opts.clientCertificateValiditySeconds ?? CLIENT_CERTIFICATE_VALIDITY_SECONDS,
    );
  }

  private static async load(store: KeyStore) {
    // One after the other: the store may be a single transaction's connection, which runs one query at a time.
    const caCertificate = await store.get(KEY_STORE_NAMES.caCertificate);
    const caPrivateKey = await store.get(KEY_STORE_NAMES.caPrivateKey);
    const transportCertificate = await store.get(KEY_STORE_NAMES.transportCertificate);
    const transportPrivateKey = await store.get(KEY_STORE_NAMES.transportPrivateKey);
    if (caCertificate && caPrivateKey && transportCertificate && transportPrivateKey) {
      return { caCertificate, caPrivateKey, transportCertificate, transportPrivateKey };
    }
    // A half-written set (crash during first start) is replaced as a whole.
    return null;
  }

  private static async create(now: Date) {
    const notBefore = new Date(now.getTime() - BACKDATE_SECONDS * 1000);
    const caKeys = await globalThis.crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', ...RSA_2048 }, true, ['sign', 'verify']);
    const caCertificate = await issueCertificate({
      subject: distinguishedName({ ...PKI_SUBJECT, CN: 'Einfach Erklären Client CA' }),
      subjectPublicKey: await spkiOf(caKeys.publicKey),
      notBefore,
      notAfter: addYears(now, CA_VALIDITY_YEARS),
      signingKey: caKeys.privateKey,
      ca: true,
      keyUsage: [KeyUsageBit.keyCertSign, KeyUsageBit.cRLSign],
    });
    const transportKeys = await globalThis.crypto.subtle.generateKey({ name: 'RSA-OAEP', ...RSA_2048 }, true, ['encrypt', 'decrypt']);
    const transportCertificate = await issueCertificate({
      subject: distinguishedName({ ...PKI_SUBJECT, CN: 'Einfach Erklären Key Transport' }),
      subjectPublicKey: await spkiOf(transportKeys.publicKey),
      notBefore,
      notAfter: addYears(now, TRANSPORT_VALIDITY_YEARS),
      issuer: { certificate: caCertificate, keyIdentifier: await subjectKeyIdentifier(caCertificate.subjectPublicKeyInfo) },
      signingKey: caKeys.privateKey,
      ca: false,
      keyUsage: [KeyUsageBit.keyEncipherment],
    });
    return {
      caCertificate: toPem('CERTIFICATE', certificateDer(caCertificate)),
      caPrivateKey: await exportPkcs8Pem(caKeys.privateKey),
      transportCertificate: toPem('CERTIFICATE', certificateDer(transportCertificate)),
      transportPrivateKey: await exportPkcs8Pem(transportKeys.privateKey),
    };
  }

  /** Body of GET /api/properties/jeans. */
  jeansProperties() {
    return {
      transportCertificate: this.transportCertificatePem,
      caCertificate: this.caCertificatePem,
      algorithms: { ...JEANS_ALGORITHMS },
    };
  }

  /**
   * Decrypts and verifies the login CMS. With `expectedIdNr`, also refuses a CSR whose CN differs
   * (code idMismatch); otherwise the caller compares `subjectId` with the posted id.
   */
  async openLoginCms(cmsB64: string, expectedIdNr?: string): Promise<LoginContent> {
    const { verifiedCsr, ...content } = await openLoginCms(cmsB64, this.transportCertificate, this.transportKey);
    if (expectedIdNr !== undefined && content.subjectId !== expectedIdNr) {
      throw new PkiError('idMismatch', 'CSR subject CN is not the tax ID of the request');
    }
    this.verifiedCsrs.set(content.csrDer, { der: content.csrDer.slice(), verified: verifiedCsr });
    return content;
  }

  /** The CSR verified: taken over from openLoginCms when these are the bytes it returned, unchanged; checked here otherwise. */
  private async verifiedCsr(csrDer: Uint8Array): Promise<VerifiedCsr> {
    const known = this.verifiedCsrs.get(csrDer);
    if (known && bytesEqual(known.der, csrDer)) return known.verified;
    return verifyCsr(csrDer);
  }

  /** X.509 v3 client certificate for the CSR's key, CN = idNr, valid for the longest session. */
  async issueClientCertificate(csrDer: Uint8Array, idNr: string): Promise<{ certChain: string[]; serialNumber: string; notAfter: Date }> {
    const { csr, subjectId, keyIdentifier } = await this.verifiedCsr(csrDer);
    if (subjectId !== idNr) throw new PkiError('idMismatch', 'CSR subject CN is not the tax ID');
    const now = this.now();
    const notAfter = new Date(now.getTime() + this.clientValiditySeconds * 1000);
    const certificate = await issueCertificate({
      subject: distinguishedName({ CN: idNr }),
      subjectPublicKey: csr.subjectPublicKeyInfo,
      subjectKeyIdentifier: keyIdentifier,
      notBefore: new Date(now.getTime() - BACKDATE_SECONDS * 1000),
      notAfter,
      issuer: { certificate: this.caCertificate, keyIdentifier: this.caKeyIdentifier },
      signingKey: this.caSigningKey,
      ca: false,
      keyUsage: [KeyUsageBit.digitalSignature, KeyUsageBit.nonRepudiation],
      extKeyUsage: [OID_CLIENT_AUTH],
    });
    return {
      certChain: [toBase64(certificateDer(certificate)), this.caCertificateB64],
      serialNumber: serialHex(certificate),
      notAfter,
    };
  }

  /** Checks the browser's signature over the stored canonical XML and returns the signed document. */
  async verifyAndEmbedSignature(args: SignatureFields & { xml: string; expectedCertificate: string }): Promise<{ signedXml: string }> {
    return verifyAndEmbedSignature({ ...args, ca: this.caX509, now: this.now() });
  }
}
