import { api, ApiError } from '../../../api/client';
import type { SendSignatureResponse } from '../../../../domain/api/schemas';

const CATEGORY = 'summary-sign-xml-and-submit-failed' as const;
export const SIGNATURE_FALLBACK_MESSAGE = 'Cannot calculate signature';

/** A failure of the browser-side signing (not a server answer): the library's message, shown as is. */
export class SigningError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message || SIGNATURE_FALLBACK_MESSAGE, options);
    this.name = 'SigningError';
  }
}

/**
 * docs/product-spec.md §7 "Summary submit step": XML, signing properties and decrypt info in parallel, then the
 * signature in the browser, then sendSignature. Server failures raise ApiError (already shown in
 * the category's box); signing failures raise SigningError.
 */
export async function signAndSubmit(xmlDataId: string, encryptedPfx: string | null): Promise<SendSignatureResponse> {
  const [xml, , decryptInfo] = await Promise.all([
    api.retrieveXml({ xmlDataId }, { category: CATEGORY }),
    api.jeansProperties({ category: CATEGORY }),
    api.pfxDecryptInfo({ category: CATEGORY }),
  ]);
  let signature;
  try {
    if (!encryptedPfx) throw new Error(SIGNATURE_FALLBACK_MESSAGE);
    // Loaded on demand: pkijs is only needed on the login and summary routes.
    const { openLocalSigningData, signDeclarationXml } = await import('../../../../domain/crypto/client');
    const { privateKey, certificate } = await openLocalSigningData(encryptedPfx, decryptInfo);
    signature = await signDeclarationXml({ xmlData: xml.xmlData, privateKey, certificate });
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new SigningError((cause as Error)?.message ?? '', { cause });
  }
  return api.sendSignature({ xmlDataId, ...signature }, { category: CATEGORY });
}
