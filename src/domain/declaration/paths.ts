// The document paths the code reads from a declaration (docs/architecture.md, "Form data shape"), as
// typed constants: a renamed or removed path in a year model fails paths.test.ts, not a user's PDF.

export const PERSONS = ['personA', 'personB'] as const;
/** Person A files; person B is the spouse or civil partner of a joint declaration. */
export type Person = (typeof PERSONS)[number];

/** Repeated groups: `<group>.has` answers the question, `<group>.items` holds the entries. */
export const ITEM_GROUPS = ['donations', 'medical', 'household', 'craftsman'] as const;
export type ItemGroup = (typeof ITEM_GROUPS)[number];

/** The fields of one item, relative to it (`donations.items.0` + `amount`). */
export const ITEM_FIELDS = {
  donations: ['kind', 'recipient', 'amount'],
  medical: ['description', 'amount', 'reimbursed'],
  household: ['kind', 'description', 'labourCost', 'paidByTransfer'],
  craftsman: ['description', 'labourCost', 'paidByTransfer'],
} as const satisfies Record<ItemGroup, readonly string[]>;
export type ItemField<G extends ItemGroup> = (typeof ITEM_FIELDS)[G][number];

const personPaths = <P extends Person>(person: P) =>
  ({
    idNr: `${person}.idNr`,
    firstName: `${person}.firstName`,
    lastName: `${person}.lastName`,
    birthDate: `${person}.birthDate`,
  }) as const;

/** What the tax office already knows about a person (prefilled, read-only in the wizard). */
const knownPaths = <P extends Person>(person: P) =>
  ({
    pensionAmount: `known.${person}.pensionAmount`,
    pensionStartYear: `known.${person}.pensionStartYear`,
    pensionAdjustment: `known.${person}.pensionAdjustment`,
    healthInsurance: `known.${person}.healthInsurance`,
    careInsurance: `known.${person}.careInsurance`,
    churchMember: `known.${person}.churchMember`,
  }) as const;

const disabilityPaths = <P extends Person>(person: P) =>
  ({ has: `disability.${person}.has`, degree: `disability.${person}.degree`, markers: `disability.${person}.markers` }) as const;

const groupPaths = <G extends ItemGroup>(group: G) => ({ has: `${group}.has`, items: `${group}.items` }) as const;

/** Every path the estimate, the declaration XML, the summary and the PDF read by name. */
export const declarationPaths = {
  filing: { joint: 'filing.joint' },
  personA: personPaths('personA'),
  personB: personPaths('personB'),
  taxIdentification: {
    /** `taxNumber` or `taxOffice`: which of the two identifies the tax office. */
    kind: 'taxIdentification.kind',
    state: 'taxIdentification.state',
    /** Stored as `digits@STATE` (docs/form-models.md, field types). */
    taxNumber: 'taxIdentification.taxNumber',
    taxOffice: 'taxIdentification.taxOffice',
  },
  bank: { iban: 'bank.iban', holder: 'bank.holder' },
  known: { personA: knownPaths('personA'), personB: knownPaths('personB'), prepayments: 'known.prepayments' },
  disability: { personA: disabilityPaths('personA'), personB: disabilityPaths('personB') },
  donations: groupPaths('donations'),
  medical: groupPaths('medical'),
  household: groupPaths('household'),
  craftsman: groupPaths('craftsman'),
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** An absolute document path of the table above, e.g. `known.personA.pensionAmount`. */
export type DeclarationPath = Leaves<typeof declarationPaths>;
/** The items array of a repeated group, e.g. `donations.items`. */
export type ItemsPath = (typeof declarationPaths)[ItemGroup]['items'];

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

/**
 * Every path the code reads, as the form model writes field paths: items with `*`
 * (`donations.items.*.amount`). The items arrays themselves are the models' `child_path`s.
 */
export function declarationPathTemplates(): { fields: string[]; itemLists: ItemsPath[] } {
  const itemLists = ITEM_GROUPS.map((group) => declarationPaths[group].items);
  const fields = leaves(declarationPaths).filter((path) => !(itemLists as readonly string[]).includes(path));
  for (const group of ITEM_GROUPS) for (const field of ITEM_FIELDS[group]) fields.push(`${declarationPaths[group].items}.*.${field}`);
  return { fields, itemLists };
}
