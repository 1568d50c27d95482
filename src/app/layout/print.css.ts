import { style } from '@vanilla-extract/css';

/**
 * Left out on paper (docs/accessibility-contract.md, "Print"): what only makes sense on screen, such
 * as the confirmation's PDF download or a note about the send button.
 */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
