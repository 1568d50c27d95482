import type { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { api, type ApiError } from '../../api/client';
import { forwardUrlAtom, lastActivityAtom, loginTagAtom, loginUserAtom, sessionStatusAtom, signingDataAtom } from '../../state/session';
import { draftPendingAtom, wizardActivityAtom, wizardAtom } from '../../state/wizard';
import { clearUserData } from '../../session/userData';
import { forwardTarget } from '../../routing/navigation';
import { paths } from '../../routing/paths';
import { loadDeclarationYearData } from '../declaration/loadDeclarationYearData';

type Store = ReturnType<typeof createStore>;

export type LoginStep = 'prepare' | 'keys' | 'authenticate' | 'finish';

export interface LoginInput {
  idNr: string;
  accessCode: string;
  /** Undefined outside test mode: the marker is sent only in test mode. */
  testMarker?: string;
}

/** Without a server text, a wrong code (401) and a lock (423) still get a clear sentence. */
function loginMessage(error: ApiError): string | undefined {
  if (!error.messageKey) return undefined;
  if (error.status === 401) return 'login.errors.wrongCode';
  if (error.status === 423) return 'login.errors.locked';
  return undefined;
}

/**
 * A wrong tax ID or access code (401 with the attempts left) or a locked login (423): the login form
 * shows it at both fields, with what is left (docs/decisions.md, "Attempts left"), not in an error box.
 */
export function isLoginRefusal(error: ApiError): boolean {
  return error.status === 423 || (error.status === 401 && typeof error.body?.attemptsLeft === 'number');
}

const options = { category: 'login-failed' as const, messageFor: loginMessage, shownByCaller: isLoginRefusal };

/**
 * The login order of docs/product-spec.md §7 and docs/design.md §4: signing properties and trusted random, a key pair
 * and CMS made here, authenticate, the PFX kept encrypted in session storage, finishAuthentication.
 * Returns where to go next (docs/product-spec.md §4 "Authentication and login").
 */
export async function performLogin(store: Store, input: LoginInput, onStep: (step: LoginStep) => void): Promise<string> {
  onStep('prepare');
  // pkijs is large; only people who log in download it.
  const [{ createLocalSigningData, createLoginCms }, jeans, { trustedRandom }] = await Promise.all([
    import('../../../domain/crypto/client'),
    api.jeansProperties(options),
    api.trustedRandom(options),
  ]);
  const transportCertificatePem = typeof jeans.transportCertificate === 'string' ? jeans.transportCertificate : '';
  onStep('keys');
  const { cms, keyPair } = await createLoginCms({ idNr: input.idNr, accessCode: input.accessCode, trustedRandom, transportCertificatePem });
  onStep('authenticate');
  const { certChain } = await api.authenticate({ id: input.idNr, cms, ...(input.testMarker !== undefined ? { testMarker: input.testMarker } : {}) }, options);
  onStep('finish');
  const { encryptedPfx, decryptInfo } = await createLocalSigningData({ keyPair, certChain });
  store.set(signingDataAtom, encryptedPfx);
  const { loginTag } = await api.finishAuthentication(decryptInfo, options);
  store.set(loginTagAtom, loginTag);

  const previous = store.get(loginUserAtom);
  const forwardUrl = store.get(forwardUrlAtom);
  let target: string = paths.year;
  if (previous && previous.id !== input.idNr) {
    // Someone else's entries must never show up: drop everything stored for the previous user.
    clearUserData(store);
  } else if (previous && forwardUrl) {
    target = forwardTarget(forwardUrl);
  }
  store.set(forwardUrlAtom, RESET);
  store.set(loginUserAtom, { id: input.idNr, loginAt: Date.now() });
  store.set(lastActivityAtom, Date.now());
  store.set(sessionStatusAtom, 'authenticated');
  // Answers this person typed in this tab that a save did not reach (the login had ended): saved now,
  // before they show again on their screens.
  const wizard = store.get(wizardAtom);
  if (wizard.loaded && wizard.formModelName && store.get(draftPendingAtom) === wizard.formModelName) {
    // Loaded only here: the login's own chunk stays without the wizard's draft call and its schema.
    const { saveDraft } = await import('../../wizard/draftApi');
    const { current, visited } = store.get(wizardActivityAtom);
    await saveDraft(store, wizard.formModelName, wizard.document, current ? { current, visited: [...new Set([...visited, current])] } : undefined);
  }
  // The year screen opens complete (its h1 appears and takes focus once); on failure it loads itself.
  if (target === paths.year) await loadDeclarationYearData(store, { category: null }).catch(() => undefined);
  return target;
}
