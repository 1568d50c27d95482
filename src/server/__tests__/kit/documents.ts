// A valid declaration with every optional topic answered "no": the smallest one the server accepts.

export interface Person {
  firstName: string;
  lastName: string;
  birthDate: string;
  idNr?: string;
}

/** The wizard's document for `person` filing alone, paid to a valid IBAN, tax office 9181 in Bavaria. */
export function minimalDeclaration(person: Person, iban = 'DE89370400440532013000') {
  return {
    filing: { joint: 'no' },
    personA: person,
    taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
    bank: { iban, holder: `${person.firstName} ${person.lastName}` },
    donations: { has: 'no' },
    medical: { has: 'no' },
    disability: { personA: { has: 'no' } },
    household: { has: 'no' },
    craftsman: { has: 'no' },
  };
}
