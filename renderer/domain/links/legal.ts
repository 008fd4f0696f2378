import { PRODUCT_DOMAIN } from '../environment/hosts.ts';

/** The pages SPEC §5's privacy-policy agreement agrees to, on the product's own website beside the app. */
export const legalLinks = {
  termsAndConditions: `https://${PRODUCT_DOMAIN}/terms`,
  privacyPolicy: `https://${PRODUCT_DOMAIN}/privacy`,
} as const;
