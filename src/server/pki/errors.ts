export type PkiErrorCode =
  | 'invalidCms'
  | 'invalidCsr'
  | 'badSignature'
  | 'idMismatch'
  | 'invalidJson'
  | 'certificateMismatch'
  | 'digestMismatch'
  | 'unsupportedAlgorithm';

/** A refused login CMS, CSR or XML signature; `code` is stable, `message` is for logs only. */
export class PkiError extends Error {
  constructor(
    readonly code: PkiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PkiError';
  }
}
