import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  LucyConfigBody,
  SaveLucyConfigBody,
  TestWebhookRequest,
} from '../../renderer/api/schemas/builder.ts';
import type {
  CheckoutSessionRequest,
  FaqWebsiteRequest,
  NotificationRequest,
  PortalSessionRequest,
  UpgradeRequest,
  UserDeviceRequest,
  UserMetricRequest,
} from '../../renderer/api/schemas/gateway.ts';
import type {
  PasswordGrant,
  PhoneBody,
  RefreshTokenGrant,
  ResetRequest,
  SetPasswordRequest,
  SignupPayload,
  SocialCredential,
  SsoCallback,
  UnavailableSignupPayload,
  VerifyRequest,
} from '../../renderer/api/schemas/identity.ts';
import type * as gateway from '../gateway/requests.ts';
import type * as identity from '../identity/requests.ts';
import type { lucyConfigBody, testWebhookBody } from '../lucy/configSchema.ts';

/**
 * The backend's request schemas must accept everything the client's schemas let it send. These are
 * compile-time checks (npm run typecheck fails when the two drift); the runtime bounds are tested by route.
 */
describe('request schemas accept what the client sends', () => {
  it('identity', () => {
    expectTypeOf<SignupPayload>().toExtend<z.input<typeof identity.signupBody>>();
    expectTypeOf<UnavailableSignupPayload>().toExtend<z.input<typeof identity.unavailableSignupBody>>();
    expectTypeOf<PhoneBody>().toExtend<z.input<typeof identity.phoneBody>>();
    expectTypeOf<ResetRequest>().toExtend<z.input<typeof identity.resetBody>>();
    expectTypeOf<PasswordGrant>().toExtend<z.input<typeof identity.passwordGrant>>();
    expectTypeOf<RefreshTokenGrant>().toExtend<z.input<typeof identity.refreshGrant>>();
    expectTypeOf<SocialCredential>().toExtend<z.input<typeof identity.socialGrant>>();
    expectTypeOf<VerifyRequest>().toExtend<z.input<typeof identity.verifyBody>>();
    expectTypeOf<SetPasswordRequest>().toExtend<z.input<typeof identity.setPasswordBody>>();
    expectTypeOf<SsoCallback>().toExtend<z.input<typeof identity.ssoCallbackBody>>();
  });

  it('gateway', () => {
    expectTypeOf<UpgradeRequest>().toExtend<z.input<typeof gateway.planChoiceBody>>();
    expectTypeOf<CheckoutSessionRequest>().toExtend<z.input<typeof gateway.checkoutSessionBody>>();
    expectTypeOf<PortalSessionRequest>().toExtend<z.input<typeof gateway.portalSessionBody>>();
    expectTypeOf<NotificationRequest>().toExtend<z.input<typeof gateway.notificationBody>>();
    expectTypeOf<UserDeviceRequest>().toExtend<z.input<typeof gateway.userDeviceBody>>();
    expectTypeOf<UserMetricRequest>().toExtend<z.input<typeof gateway.userMetricBody>>();
    expectTypeOf<FaqWebsiteRequest>().toExtend<z.input<typeof gateway.faqWebsiteBody>>();
  });

  it('builder', () => {
    expectTypeOf<LucyConfigBody>().toExtend<z.input<typeof lucyConfigBody>>();
    expectTypeOf<SaveLucyConfigBody>().toExtend<z.input<typeof lucyConfigBody>>();
    expectTypeOf<TestWebhookRequest>().toExtend<z.input<typeof testWebhookBody>>();
  });
});
