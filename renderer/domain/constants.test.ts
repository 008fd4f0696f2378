import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('SPEC §9 business constants', () => {
  it('product limits', () => {
    expect(constants.MINIMUM_PASSWORD_LENGTH).toBe(10);
    expect(constants.EMAIL_VERIFICATION_LINK_EXPIRY_MS).toBe(5 * 60_000);
    expect(constants.FREE_PLAN_REACTIVATION_DAYS).toBe(30);
    expect(constants.POLLING_INTERVAL_MS).toBe(5000);
    expect(constants.FIRST_POLL_DELAY_MS).toBe(5000);
    expect(constants.SLOW_MESSAGE_AFTER_MS).toBe(20_000);
    expect(constants.DEFAULT_MESSAGE_SLOTS).toBe(3);
    expect(constants.SECOND_MESSAGE_SLOTS_CONSTANT).toBe(5);
    expect(constants.DEFAULT_TOKEN_REGION).toBe('us');
    expect(constants.DEFAULT_SUBSCRIPTION_TYPE).toBe('free');
    expect(constants.SESSION_SAMPLE_RATE).toBe(1);
    expect(constants.ANALYTICS_SAMPLE_RATE).toBe(1);
    expect(constants.LOGOUT_REDIRECT_DELAY_MS).toBe(1000);
  });

  it('toast and social sign-in button', () => {
    expect([constants.TOAST_AUTO_CLOSE_MS, constants.TOAST_POSITION, constants.TOAST_THEME]).toEqual([
      5000,
      'top-right',
      'light',
    ]);
    expect([constants.TOAST_CLOSE_ON_CLICK, constants.TOAST_PAUSE_ON_HOVER]).toEqual([true, true]);
    expect(constants.SOCIAL_SIGN_IN_BUTTON_HEIGHTS).toEqual({ large: 40, medium: 32, small: 20 });
  });

  it('data fetching', () => {
    expect(constants.QUERY_RETRIES).toBe(3);
    expect(constants.QUERY_RETRY_BASE_DELAY_MS).toBe(1000);
    expect(constants.QUERY_RETRY_MAX_DELAY_MS).toBe(30_000);
    expect(constants.QUERY_CACHE_LIFETIME_MS).toBe(5 * 60_000);
    expect(constants.ANALYTICS_RETRY_BASE_DELAY_MS).toBe(1000);
  });

  it('analytics client', () => {
    expect(constants.ANALYTICS_FLUSH_INTERVAL_MS).toBe(3000);
    expect(constants.ANALYTICS_FLUSH_INTERVAL_RANGE_MS).toEqual({ min: 250, max: 5000 });
    expect(constants.ANALYTICS_SESSION_IDLE_MS).toBe(30 * 60_000);
    expect(constants.ANALYTICS_SESSION_IDLE_RANGE_MS).toEqual({ min: 60_000, max: 10 * 3_600_000 });
    expect(constants.ANALYTICS_MAX_SESSION_MS).toBe(24 * 3_600_000);
    expect(constants.ANALYTICS_CLIENT_RETRY_BASE_DELAY_MS).toBe(3000);
    expect(constants.ANALYTICS_CLIENT_RETRY_MAX_DELAY_MS).toBe(30 * 60_000);
    expect(constants.ANALYTICS_CLIENT_MAX_RETRIES).toBe(10);
    expect(constants.ANALYTICS_SURVEY_REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(constants.ANALYTICS_FLAG_TIMEOUT_MS).toBe(3000);
    expect(constants.ANALYTICS_REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(constants.ANALYTICS_EVENTS_PER_SECOND).toBe(10);
    expect(constants.ANALYTICS_EVENTS_BURST).toBe(100);
    expect(constants.ANALYTICS_SERVER_QUOTA_PAUSE_MS).toBe(60_000);
    expect(constants.ANALYTICS_STRING_MAX_LENGTH).toBe(65_535);
  });

  it('SPEC §1 supported countries', () => {
    expect(constants.SUPPORTED_COUNTRIES).toEqual(['AU', 'US', 'GB', 'CA']);
  });
});
