/** The dev backend's seeded accounts (dev-backend/seed/accounts.ts, README "Dev backend"). */
export { SEED_PASSWORD } from '../../../dev-backend/seed/accounts.ts';

export const seeded = {
  active: 'owner.active@example.com',
  trialing: 'owner.trialing@example.com',
  pastDue: 'owner.pastdue@example.com',
  canceled: 'owner.canceled@example.com',
  free: 'owner.free@example.com',
  freeCancelled: 'owner.freecancelled@example.com',
  noOrganisation: 'owner.noorg@example.com',
  newOrganisation: 'owner.new@example.com',
  noSubscription: 'owner.nosub@example.com',
  nonLucy: 'owner.nonlucy@example.com',
  locked: 'owner.locked@example.com',
  unverified: 'owner.unverified@example.com',
  unitedKingdom: 'owner.gb@example.com',
  /** Two accounts share this address: multiple-user-match. */
  shared: 'owner.shared@example.com',
} as const;

/** A name no other test uses, so tests that change an account can run side by side on one backend. */
export function uniqueEmail(label: string): string {
  return `e2e.${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
