import { PRODUCT_DOMAIN } from '../environment/hosts.ts';

/**
 * Pages of the public website the account screens link to. SPEC names them (demo request, feedback)
 * without addresses; they live on the product's own domain beside the app.
 */
const website = `https://${PRODUCT_DOMAIN}`;

export const externalLinks = {
  /** SPEC §2 /signup/unavailable: "links to a demo request". */
  demoRequest: `${website}/book-a-demo`,
  /** SPEC §2 /cancelled: "a feedback link". */
  cancellationFeedback: `${website}/feedback/cancellation`,
  /** SPEC §5: the privacy-policy agreement on sign-up (and before a Google or single-sign-on account is set up). */
  termsAndConditions: `${website}/terms`,
  privacyPolicy: `${website}/privacy`,
} as const;
