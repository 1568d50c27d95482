// The one way to read values from a declaration document: the estimate, the declaration XML and the
// summary (and with it the confirmation PDF) all read amounts, answers and items through it.
import { getValue } from '../documentPaths';
import { moneyCents } from '../money';
import { declarationPaths, type DeclarationPath, type ItemField, type ItemGroup } from './paths';

/** Values of a document, or of one item of a repeated group, by path. */
export class DocumentReader<P extends string = string> {
  constructor(private readonly source: unknown) {}

  /** The value as stored, or undefined. */
  value(path: P): unknown {
    return getValue(this.source, path);
  }

  /** Trimmed text (numbers as text); undefined when absent or blank. */
  text(path: P): string | undefined {
    const value = this.value(path);
    if (value === undefined || value === null) return undefined;
    const text = String(value).trim();
    return text === '' ? undefined : text;
  }

  /** An amount in euro cents, in any form the money validator accepts; null when there is none. */
  money(path: P): number | null {
    return moneyCents(this.value(path));
  }

  /** A yes/no answer (`"yes"`/`"no"`); undefined while unanswered. */
  yesNo(path: P): boolean | undefined {
    const value = this.value(path);
    return value === 'yes' ? true : value === 'no' ? false : undefined;
  }

  /** A whole number stored as a number or as digits (a year, a degree); undefined otherwise. */
  integer(path: P): number | undefined {
    const value = this.value(path);
    const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
  }

  /** The values of a multiple-choice answer; empty when there are none. */
  list(path: P): unknown[] {
    const value = this.value(path);
    return Array.isArray(value) ? value : [];
  }
}

/** A declaration document read by the typed paths of paths.ts. */
export class DeclarationReader extends DocumentReader<DeclarationPath> {
  /** The items of a repeated group; a group answered "no" has none, even when stale items remain. */
  items<G extends ItemGroup>(group: G): DocumentReader<ItemField<G>>[] {
    if (this.value(declarationPaths[group].has) === 'no') return [];
    const list = this.value(declarationPaths[group].items);
    if (!Array.isArray(list)) return [];
    return list.filter((item) => item !== null && typeof item === 'object').map((item) => new DocumentReader<ItemField<G>>(item));
  }
}

export function readDeclaration(doc: unknown): DeclarationReader {
  return new DeclarationReader(doc);
}

/** For code driven by the form model (the summary), whose paths come from the model file. */
export function readDocument(doc: unknown): DocumentReader {
  return new DocumentReader(doc);
}
