import type { Database } from '../storage/database.ts';

/**
 * Lucy numbers come from ranges set aside for fiction and testing, so a dev number never rings anyone:
 * AU 02 5550 xxxx (ACMA), UK 020 7946 0xxx (Ofcom), US 415 and Canada 613 555-01xx.
 */
const RANGES: Record<string, { prefix: string; first: number; last: number; digits: number }> = {
  AU: { prefix: '+6125550', first: 0, last: 9999, digits: 4 },
  GB: { prefix: '+442079460', first: 0, last: 999, digits: 3 },
  US: { prefix: '+1415555', first: 100, last: 199, digits: 4 },
  CA: { prefix: '+1613555', first: 100, last: 199, digits: 4 },
};

/** The next unused Lucy number for the organisation's country (a US number for any other country). */
export function nextLucyNumber(db: Database, country: string): string {
  const range = RANGES[country] ?? RANGES.US;
  if (!range) throw new Error('The US number range is missing');
  const used = new Set(
    db
      .all<{ phone_number: string }>(
        'SELECT phone_number FROM campaigns WHERE phone_number LIKE ?',
        `${range.prefix}%`,
      )
      .map((row) => row.phone_number),
  );
  for (let n = range.first; n <= range.last; n++) {
    const number = `${range.prefix}${String(n).padStart(range.digits, '0')}`;
    if (!used.has(number)) return number;
  }
  throw new Error(`No Lucy numbers left in ${range.prefix}`);
}
