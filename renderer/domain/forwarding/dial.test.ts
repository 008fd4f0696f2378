import { describe, expect, it } from 'vitest';
import { telUri } from './dial.ts';

describe('tap-to-dial forwarding codes', () => {
  it.each([
    ['**004*0255501234#', 'tel:**004*0255501234%23'],
    ['**004*0255501234*10#', 'tel:**004*0255501234*10%23'],
    ['##004#', 'tel:%23%23004%23'],
    ['*714155550100', 'tel:*714155550100'],
    ['*73', 'tel:*73'],
    ['**004*+61414121000#', 'tel:**004*+61414121000%23'],
  ])('%s dials as %s (# percent-encoded, * kept)', (code, uri) => {
    expect(telUri(code)).toBe(uri);
    expect(new URL(uri).hash).toBe('');
  });

  it('drops what is not part of a dial string', () => {
    expect(telUri(' *71 415 555 0100 ')).toBe('tel:*714155550100');
  });
});
