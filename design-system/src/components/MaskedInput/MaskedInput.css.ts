import { style } from '@vanilla-extract/css';
import { mq } from '@einfach/tokens';

// Widths follow the length of the formatted value so the field hints at what fits in it.
const ems = (value: string) => style({ '@media': { [mq.small]: { maxWidth: value } } });

export const width = {
  idNr: ems('10em'),
  accessCode: ems('14em'),
  iban: ems('19em'),
  personalId: ems('10em'),
  taxNumber: ems('10em'),
};
