import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { UserDeviceRequest } from '../../../api/schemas/gateway.ts';
import { type SessionSummary, SIGNED_OUT_SESSION } from '../../../domain/access/accessState.ts';
import { paths } from '../../../domain/access/paths.ts';
import type { DevicePreferences } from '../../../domain/carriers/preferences.ts';
import type { EnvironmentFlags } from '../../../domain/environment/types.ts';
import { createDevicePreferencesStore } from '../../../session/devicePreferences.ts';
import { memoryStorage } from '../../../session/testing/memoryStorage.ts';
import { renderWithSession, screenRouter, testSession } from '../../../session/testing/screen.tsx';
import type { LaterPhoneStep } from '../nextStep.ts';
import { phoneStepLoader } from '../stepLoader.ts';

/**
 * Test harness of the phone questions and the guide: screens inside the real session layer, signed in as
 * `USER_ID`, with the calls they make stubbed on `api` (the session's fetch refuses everything else), and the
 * questions' route loaders as the app has them. Tests only.
 */

export const USER_ID = 'user-1';

const signedIn: SessionSummary = {
  ...SIGNED_OUT_SESSION,
  isLoggedIn: true,
  hasOrganisation: true,
  hasLucyCampaign: true,
  hasCampaign: true,
  hasLucyConfig: true,
  deviceCarrierPreferences: 'supported',
};
/** Lucy configured and a plan paid for: the index sends this owner to /settings (SPEC §2 rule 2). */
export const SET_UP_OWNER: SessionSummary = {
  ...signedIn,
  hasSubscription: true,
  latestSubscription: {
    status: 'active',
    productTier: 'professional',
    type: 'paid',
    subscriptionCreatedAt: '2026-10-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
  },
};
/** Lucy configured, no plan yet: still in onboarding. */
export const ONBOARDING_OWNER: SessionSummary = { ...signedIn, hasSubscription: false };

/** The questions whose routes have a loader (app/routes/signedInRoutes.tsx). */
const LATER_STEPS: ReadonlySet<string> = new Set<LaterPhoneStep>([
  paths.setupCarrier,
  paths.setupCarrierOther,
  paths.setupCarrierPlan,
  paths.setupCarrierValidate,
]);

/** `matchMedia` for jsdom: `phone` makes the phone queries match, else the wide-screen ones. */
export function emulateScreen(kind: 'phone' | 'wide') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' ? query.includes('pointer: coarse') : query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

export interface ScreenOptions {
  routes: Record<string, ComponentType>;
  entry: string;
  /** The business phone in the user info (E.164); its country picks the carrier list. */
  businessPhone?: string | null;
  stored?: DevicePreferences;
  /** The Lucy campaign's number (E.164). */
  lucyNumber?: string;
  /** The environment's flags that differ from the local environment's. */
  flags?: Partial<EnvironmentFlags>;
  /** The session summary the guards decided on; unknown (the step indicator shows) when absent. */
  summary?: SessionSummary;
  /** What GET /lucy/user-device answers (a proposal, flag phoneChoiceRead): nothing stored by default. */
  remote?: UserDeviceRequest | null;
}

export async function prepareScreen({
  routes,
  entry,
  businessPhone = '+61412345678',
  stored,
  lucyNumber = '+61255500042',
  flags,
  summary,
  remote = null,
}: ScreenOptions) {
  const storage = memoryStorage();
  const devicePreferences = createDevicePreferencesStore(storage);
  if (stored) devicePreferences.write(USER_ID, stored);
  const test = testSession({
    user: USER_ID,
    storage,
    ...(flags && { flags }),
    openExternal: () => {},
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });
  const api = await test.session.api();
  api.identity.getUserInfo = vi.fn(async () => ({
    phoneNumber: businessPhone,
    clientInfo: { id: USER_ID, email: 'olive@example.com' },
  }));
  api.gateway.saveUserDevice = vi.fn(async () => {});
  api.gateway.getUserDevice = vi.fn(async () => remote);
  if (summary) test.queryClient.setQueryData(test.session.summaryQuery().queryKey, summary);
  api.gateway.recordUserMetric = vi.fn(async () => {});
  // The calls Lucy answered (flag testCallProof): none yet.
  api.gateway.getLucyCalls = vi.fn(async () => []);
  api.gateway.getCampaigns = vi.fn(async () => [
    {
      id: 'campaign-1',
      campaignType: 'lucy',
      phoneNumber: lucyNumber,
      subscription: { status: 'live' as const, type: 'paid' },
    },
  ]);
  const router = screenRouter(
    Object.entries(routes).map(([path, Component]) => ({
      path,
      Component,
      ...(LATER_STEPS.has(path) && { loader: phoneStepLoader(path as LaterPhoneStep) }),
    })),
    entry,
    test,
  );
  const show = () => renderWithSession(test, router);
  return { api, router, show, stored: () => devicePreferences.read(USER_ID) };
}
