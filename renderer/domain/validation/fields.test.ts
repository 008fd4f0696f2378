import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  emailSchema,
  firstNameSchema,
  isWebsiteAddress,
  lastNameSchema,
  resetRequestSchema,
  signInPasswordSchema,
  signInSchema,
  termsAgreementSchema,
  websiteHref,
} from './fields.ts';

/** The messages a value gets, in order; empty when it is valid. */
function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('SPEC §5 email', () => {
  it.each(['', '   ', undefined])('required: %j', (value) => {
    expect(messagesOf(emailSchema, value)).toEqual(['Email cannot be blank']);
  });

  it.each([
    'owner',
    'owner@',
    '@cafe.com.au',
    'owner@cafe',
    'owner@cafe.c',
    'owner@cafe.abcdefghijklmnopqrstuvwxy',
    'owner@cafe.c0m',
    'owner@-cafe.com',
    'owner@cafe-.com',
    'owner@@cafe.com',
    'own er@cafe.com',
    'owner@cafe..com',
    'owner@.cafe.com',
  ])('Not a valid email address: %j', (value) => {
    expect(messagesOf(emailSchema, value)).toEqual(['Not a valid email address']);
  });

  it.each([
    'owner@cafe.com.au',
    'first.last+lucy@example.co.uk',
    "o'brien@plumbing.ie",
    'a@b.io',
    'owner@cafe.abcdefghijklmnopqrstuvwx',
    'OWNER@CAFE.COM',
  ])('accepts %j', (value) => {
    expect(messagesOf(emailSchema, value)).toEqual([]);
  });

  it('trims surrounding white space', () => {
    expect(emailSchema.parse('  owner@cafe.com.au ')).toBe('owner@cafe.com.au');
  });
});

describe('SPEC §5 password at sign-in, names and terms', () => {
  it('Password cannot be blank', () => {
    expect(messagesOf(signInPasswordSchema, '')).toEqual(['Password cannot be blank']);
    expect(messagesOf(signInPasswordSchema, undefined)).toEqual(['Password cannot be blank']);
    expect(messagesOf(signInPasswordSchema, ' x ')).toEqual([]);
  });

  it('First name cannot be blank; Last name cannot be blank', () => {
    expect(messagesOf(firstNameSchema, ' ')).toEqual(['First name cannot be blank']);
    expect(messagesOf(lastNameSchema, '')).toEqual(['Last name cannot be blank']);
    expect(messagesOf(firstNameSchema, undefined)).toEqual(['First name cannot be blank']);
    expect(firstNameSchema.parse(' Zoë ')).toBe('Zoë');
    expect(lastNameSchema.parse('Nguyen')).toBe('Nguyen');
  });

  it('Please accept the Terms and Conditions', () => {
    expect(messagesOf(termsAgreementSchema, false)).toEqual(['Please accept the Terms and Conditions']);
    expect(messagesOf(termsAgreementSchema, undefined)).toEqual(['Please accept the Terms and Conditions']);
    expect(messagesOf(termsAgreementSchema, true)).toEqual([]);
  });

  it('the sign-in and reset forms report each field', () => {
    const result = signInSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['email', 'Email cannot be blank'],
      ['password', 'Password cannot be blank'],
    ]);
    expect(resetRequestSchema.safeParse({ email: 'x' }).error?.issues[0]?.message).toBe(
      'Not a valid email address',
    );
  });
});

describe('SPEC §5 website URL', () => {
  it.each([
    'example.com',
    'www.example.com.au',
    'http://example.com',
    'https://example.com',
    'HTTPS://Example.COM',
    'https://shop.example.co.uk:8443/menu/today?day=mon&x=1#specials',
    'example.com/path/',
    'example.com?x=1',
    'example.com#top',
    '192.168.1.10',
    'http://10.0.0.1:8080/status',
    '255.255.255.255',
    ' example.com ',
  ])('accepts %j', (value) => {
    expect(isWebsiteAddress(value)).toBe(true);
  });

  it.each([
    '',
    'example',
    'ftp://example.com',
    'https//example.com',
    'https://',
    'javascript:alert(1)',
    'exa mple.com',
    'example.com:port',
    'example.com:123456',
    '256.1.1.1',
    '1.2.3',
    'https://-example.com',
    'http://example.c',
    'mailto:owner@example.com',
  ])('rejects %j', (value) => {
    expect(isWebsiteAddress(value)).toBe(false);
  });

  it('links a website, assuming https when no scheme is typed', () => {
    expect(websiteHref('example.com')).toBe('https://example.com');
    expect(websiteHref(' http://example.com ')).toBe('http://example.com');
    expect(websiteHref('HTTPS://example.com')).toBe('HTTPS://example.com');
  });
});
