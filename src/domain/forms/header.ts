// The wizard header's names (dynamic_header_names): person A's full name, or both first names when joint.
import { getValue } from '../documentPaths';
import { evaluateCondition } from './relevance';
import type { FormDocument, FormModel } from './types';

export interface UserName {
  firstName?: string;
  lastName?: string;
}

const text = (doc: FormDocument, path: string): string => {
  const v = getValue(doc, path);
  return typeof v === 'string' ? v.trim() : '';
};

/**
 * Names for the header: `[firstName lastName]` of person A, or `[firstName A, firstName B]` when
 * the joint condition holds and B's first name is known. Names come from the document, else from
 * the logged-in user; the UI joins two names with "und"/"and".
 */
export function headerNames(model: FormModel, doc: FormDocument, fallbackUser: UserName = {}): string[] {
  const h = model.dynamic_header_names;
  const firstA = text(doc, h.personA.firstName) || (fallbackUser.firstName ?? '').trim();
  const lastA = text(doc, h.personA.lastName) || (text(doc, h.personA.firstName) ? '' : (fallbackUser.lastName ?? '').trim());
  const firstB = text(doc, h.personB.firstName);
  if (evaluateCondition(model, h.jointIf, doc) && firstB && firstA) return [firstA, firstB];
  const full = [firstA, lastA].filter(Boolean).join(' ');
  return full ? [full] : [];
}
