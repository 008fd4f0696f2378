/** Plan names shared by the carrier data. */
export const POSTPAID = 'Postpaid';
export const PREPAID = 'Prepaid';
export const MOBILE_PLANS = [POSTPAID, PREPAID] as const;

/** SPEC §9: the plans of the voice-over-internet service whose Free and Starter plans are unsupported. */
export const VOICE_SERVICE_PLANS = ['Free', 'Starter', 'Standard', 'Premier'] as const;
