import type { Carrier } from './types.ts';

/**
 * SPEC §3: the 4 UK carriers (GB is treated as UK), the four networks of research §5. All take GSM codes;
 * `##004#` removes conditional forwarding. No official network page was found.
 */
export const UK_CARRIERS: readonly Carrier[] = [
  // [F] labby.co.uk quoting a Vodafone PDF (2011): GSM codes.
  { name: 'Vodafone', codeSource: 'peer' },
  // [P] docs.closethecall.com: GSM codes.
  { name: 'EE', codeSource: 'peer' },
  // [P] docs.closethecall.com: GSM codes.
  { name: 'O2', codeSource: 'peer' },
  // [P] docs.closethecall.com: GSM codes.
  { name: 'Three', codeSource: 'peer' },
];
