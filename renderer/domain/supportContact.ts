import { PRODUCT_DOMAIN } from './environment/hosts.ts';

/** Where owners write when something is wrong with their account. */
export const SUPPORT_EMAIL = `support@${PRODUCT_DOMAIN}`;
