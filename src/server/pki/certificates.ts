// X.509 v3 certificates of the server PKI: the CA, the key-transport certificate, client certificates.
import * as asn1js from 'asn1js';
import {
  AttributeTypeAndValue,
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  ExtKeyUsage,
  Extension,
  PublicKeyInfo,
  RelativeDistinguishedNames,
} from 'pkijs';
import { randomBytes, toArrayBuffer } from '../../domain/crypto/encoding';
import { subjectKeyIdentifier } from '../../domain/crypto/csr';

export const OID_BASIC_CONSTRAINTS = '2.5.29.19';
export const OID_KEY_USAGE = '2.5.29.15';
export const OID_EXT_KEY_USAGE = '2.5.29.37';
export const OID_SUBJECT_KEY_IDENTIFIER = '2.5.29.14';
export const OID_AUTHORITY_KEY_IDENTIFIER = '2.5.29.35';
export const OID_CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';

/** RFC 5280 KeyUsage bit numbers. */
export const KeyUsageBit = {
  digitalSignature: 0,
  nonRepudiation: 1,
  keyEncipherment: 2,
  keyCertSign: 5,
  cRLSign: 6,
} as const;

const ATTRIBUTE_OIDS = { CN: '2.5.4.3', O: '2.5.4.10', C: '2.5.4.6' } as const;

export function distinguishedName(parts: { CN: string; O?: string; C?: string }): RelativeDistinguishedNames {
  const name = new RelativeDistinguishedNames();
  // X.500 order, most significant first.
  for (const key of ['C', 'O', 'CN'] as const) {
    const value = parts[key];
    if (value === undefined) continue;
    name.typesAndValues.push(
      new AttributeTypeAndValue({
        type: ATTRIBUTE_OIDS[key],
        value: key === 'C' ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
      }),
    );
  }
  return name;
}

/** DER KeyUsage BIT STRING with the minimal number of bytes and the right unused-bits count. */
function keyUsageExtension(bits: number[]): Extension {
  const highest = Math.max(...bits);
  const bytes = new Uint8Array(Math.floor(highest / 8) + 1);
  for (const bit of bits) bytes[bit >> 3] |= 0x80 >> (bit & 7);
  const unusedBits = 7 - (highest % 8);
  const value = new asn1js.BitString({ valueHex: toArrayBuffer(bytes), unusedBits });
  return new Extension({ extnID: OID_KEY_USAGE, critical: true, extnValue: value.toBER(false) });
}

function extension(extnID: string, critical: boolean, value: { toSchema(): asn1js.BaseBlock }): Extension {
  return new Extension({ extnID, critical, extnValue: value.toSchema().toBER(false), parsedValue: value });
}

/** Positive 128-bit serial number (first byte 0x01..0x7f: no sign padding, never zero). */
function randomSerial(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: toArrayBuffer(bytes) });
}

export function serialHex(certificate: Certificate): string {
  return Array.from(certificate.serialNumber.valueBlock.valueHexView, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

export interface IssueArgs {
  subject: RelativeDistinguishedNames;
  subjectPublicKey: PublicKeyInfo;
  /** The subject key identifier when the caller already has it (otherwise computed from the key). */
  subjectKeyIdentifier?: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  /** The issuer; absent for the self-signed CA. */
  issuer?: { certificate: Certificate; keyIdentifier: Uint8Array };
  signingKey: CryptoKey;
  ca: boolean;
  keyUsage: number[];
  extKeyUsage?: string[];
}

/** Signs an X.509 v3 certificate (SHA-256 with RSA) with SKI = RFC 5280 method 1 and, if issued, AKI. */
export async function issueCertificate(args: IssueArgs): Promise<Certificate> {
  const certificate = new Certificate();
  certificate.version = 2;
  certificate.serialNumber = randomSerial();
  certificate.subject = args.subject;
  certificate.issuer = args.issuer ? args.issuer.certificate.subject : args.subject;
  certificate.notBefore.value = args.notBefore;
  certificate.notAfter.value = args.notAfter;
  certificate.subjectPublicKeyInfo = args.subjectPublicKey;

  const keyIdentifier = args.subjectKeyIdentifier ?? (await subjectKeyIdentifier(args.subjectPublicKey));
  const extensions: Extension[] = [
    extension(OID_BASIC_CONSTRAINTS, true, new BasicConstraints({ cA: args.ca })),
    keyUsageExtension(args.keyUsage),
    new Extension({
      extnID: OID_SUBJECT_KEY_IDENTIFIER,
      critical: false,
      extnValue: new asn1js.OctetString({ valueHex: toArrayBuffer(keyIdentifier) }).toBER(false),
    }),
  ];
  if (args.issuer) {
    extensions.push(
      extension(
        OID_AUTHORITY_KEY_IDENTIFIER,
        false,
        new AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: toArrayBuffer(args.issuer.keyIdentifier) }) }),
      ),
    );
  }
  if (args.extKeyUsage) extensions.push(extension(OID_EXT_KEY_USAGE, false, new ExtKeyUsage({ keyPurposes: args.extKeyUsage })));
  certificate.extensions = extensions;

  await certificate.sign(args.signingKey, 'SHA-256');
  return certificate;
}

/** The SubjectKeyIdentifier extension's value, if present. */
export function keyIdentifierOf(certificate: Certificate): Uint8Array | null {
  const ext = certificate.extensions?.find((e) => e.extnID === OID_SUBJECT_KEY_IDENTIFIER);
  if (!ext) return null;
  const parsed = asn1js.fromBER(ext.extnValue.valueBlock.valueHexView);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.OctetString)) return null;
  return new Uint8Array(parsed.result.valueBlock.valueHexView);
}

export function certificateDer(certificate: Certificate): Uint8Array {
  // Not re-encoded: the TBS bytes exactly as signed (or as parsed).
  return new Uint8Array(certificate.toSchema().toBER(false));
}
