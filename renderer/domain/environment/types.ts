/** SPEC §1: the two regions. The US region also covers the UK and Canada. */
export type Region = 'au' | 'us';

/** SPEC §1: supported countries, as the environment table names them. */
export type CountryCode = 'au' | 'us' | 'gb' | 'ca';

export type EnvironmentName =
  | 'local'
  | 'dev'
  | 'qa-au'
  | 'qa-us'
  | 'prod-au'
  | 'prod-us'
  | `review-${string}`;

export interface EnvironmentFlags {
  customTriggers: boolean;
  integrationsPage: boolean;
  inSetupLogout: boolean;
  /**
   * A proposal (contracts/README): the desktop app signs staff in through the system browser, with the
   * identity service's authorization codes. On where the dev backend serves them (local, dev, review), off
   * in QA and production until the identity service does.
   */
  desktopSignIn: boolean;
  /**
   * A proposal (contracts/README): business hours and what Lucy does after hours, new optional fields of
   * lucyConfig. On where the dev backend keeps them (local, dev, review), off in QA and production until the
   * builder API does; off, the editor shows no hours and saves the config as it always has.
   */
  businessHours: boolean;
  /**
   * A proposal (contracts/README): the assistant editor says who receives Lucy's messages, kept by the builder API
   * as `lucyConfig.messageRecipients`. On where the dev backend keeps them (local, dev, review), off in QA and
   * production until the builder API does.
   */
  messageRecipients: boolean;
  /**
   * A proposal (contracts/README): the guide's test call waits for the gateway to report that Lucy answered a
   * call forwarded from the business number. On where the dev backend serves the read (local, dev, review),
   * off in QA and production until the gateway does; off, the owner answers "Did Lucy answer?" as before.
   */
  testCallProof: boolean;
  /**
   * A proposal (contracts/README): the gateway says what a discounted plan costs (its promo code, the percentage
   * off and until when). On where the dev backend answers it (local, dev, review), off in QA and production until
   * the gateway does; off, Manage Plan shows the plan as before.
   */
  subscriptionDiscount: boolean;
  /**
   * A proposal (contracts/README): an account not activated yet is told so at sign-in (the identity service's
   * `account-not-activated`), and the activation link can be sent again (POST /activation-link), from the
   * sign-in page and from the e-mail screen after sign-up. On where the dev backend serves them (local, dev,
   * review), off in QA and production until the identity service does; off, both screens are as before.
   */
  activationResend: boolean;
  /**
   * A proposal (contracts/README): the products call says what each tier includes (call transfers, webhook
   * messages, how many languages), so the not-in-plan notices and the downgrade warning follow the gateway
   * rather than the client's own table. On where the dev backend answers it (local, dev, review), off in QA and
   * production until the gateway does; off, the client's table decides as before.
   */
  planFeatures: boolean;
  /**
   * A proposal (contracts/README): a device without the owner's phone answers reads them from the gateway
   * (GET /lucy/user-device) and keeps them. On where the dev backend serves it (local, dev, review), off in QA and
   * production until the gateway does; off, a new device asks the phone questions again as before.
   */
  phoneChoiceRead: boolean;
}

/** SPEC §3 "Environment configuration", one per environment and region, plus the addresses the client needs. */
export interface EnvironmentConfig {
  name: EnvironmentName;
  region: Region;
  countries: readonly CountryCode[];
  flags: EnvironmentFlags;
  /** The app's own base address. Empty when it could not be determined (see requireBaseUrl). */
  baseUrl: string;
  identity: string;
  gateway: string;
  /** Builder API base; its calls add the /builder-api path (SPEC §7). Behind the gateway when deployed. */
  builder: string;
  contactAutomationUiBaseUrl: string;
  contactAutomationUiHref: string;
  /** Social sign-in (Google) client id: SPEC §3 "{key}". */
  socialLoginClientId: string;
  /** SPEC §5: the human-verification site key varies by host environment. */
  humanCheckSiteKey: string;
  scripts: { humanCheck: string; socialSignIn: string };
  analytics: { apiKey: string; host: string };
  callDetailsUrl: string;
}
