import { z } from 'zod/mini';
import { checkPhoneNumber, formatPhoneNumber, mayReceiveTexts } from '../phone/phoneNumber.ts';
import { anEmailAddress, atMost, notBlank } from '../validation/fields.ts';
import { textLimits } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';

/**
 * Where Lucy's messages go (a proposal to the builder API, flag messageRecipients): the e-mail addresses and
 * mobile numbers that receive every message she takes, and whether urgent ones are also texted. Mobile numbers
 * are kept in E.164 and shown to the owner in their country's own format, as transfer numbers are.
 */
export interface MessageRecipients {
  emailAddresses: readonly string[];
  mobileNumbers: readonly string[];
  urgentBySms: boolean;
}

/** How many of each the builder API is asked to keep (a business's team, not a mailing list). */
export const recipientLimits = { emailAddresses: 10, mobileNumbers: 10 } as const;

export const recipientMessages = {
  emailBlank: validationMessages.emailBlank,
  emailInvalid: validationMessages.emailInvalid,
  mobileInvalid: validationMessages.phoneInvalid,
  mobileNotTexted: 'This looks like a landline: enter a mobile number that can receive texts',
  urgentWithoutMobile: 'Add a mobile number to text urgent messages to, or turn this off',
  tooManyEmails: `Lucy can send messages to up to ${recipientLimits.emailAddresses} e-mail addresses: remove some before saving`,
  tooManyMobiles: `Lucy can text up to ${recipientLimits.mobileNumbers} mobile numbers: remove some before saving`,
} as const;

/** The error keys of the fields, by the schema's paths (as the rest of the editor's, validation.ts). */
export const recipientKeys = {
  emailAddresses: 'messageRecipients.emailAddresses',
  emailAddress: (index: number) => `messageRecipients.emailAddresses.${index}`,
  mobileNumbers: 'messageRecipients.mobileNumbers',
  mobileNumber: (index: number) => `messageRecipients.mobileNumbers.${index}`,
  urgentBySms: 'messageRecipients.urgentBySms',
} as const;

/** Nobody yet, no urgent texts: what a builder API that knows the field answers before the owner chooses. */
export const NO_RECIPIENTS: MessageRecipients = { emailAddresses: [], mobileNumbers: [], urgentBySms: false };

const atMostItems = (limit: number, message: string) =>
  z.refine<readonly unknown[]>((items) => items.length <= limit, { error: message, when: () => true });

function recipientsSchema(country: string) {
  return z
    .object({
      emailAddresses: z
        .array(
          z
            .string()
            .check(
              notBlank(recipientMessages.emailBlank),
              atMost(textLimits.email, { abort: true }),
              anEmailAddress,
            ),
        )
        .check(atMostItems(recipientLimits.emailAddresses, recipientMessages.tooManyEmails)),
      mobileNumbers: z
        .array(
          z.string().check(
            z.superRefine((value, context) => {
              const check = checkPhoneNumber(value, country);
              if (check.kind !== 'valid')
                context.addIssue({ code: 'custom', message: recipientMessages.mobileInvalid });
              else if (!mayReceiveTexts(check.e164))
                context.addIssue({ code: 'custom', message: recipientMessages.mobileNotTexted });
            }),
          ),
        )
        .check(atMostItems(recipientLimits.mobileNumbers, recipientMessages.tooManyMobiles)),
      urgentBySms: z.boolean(),
    })
    .check(
      z.superRefine(({ urgentBySms, mobileNumbers }, context) => {
        if (urgentBySms && mobileNumbers.length === 0)
          context.addIssue({
            code: 'custom',
            path: ['urgentBySms'],
            message: recipientMessages.urgentWithoutMobile,
          });
      }),
    );
}

/**
 * The recipients as a zod `safeParse` result whose issue paths are the fields' keys. `offered` is false when the
 * editor does not show them (flag off, the service does not know them, Lucy takes no messages): nothing to check.
 */
export function checkMessageRecipients(
  config: { messageRecipients?: MessageRecipients | undefined },
  country: string,
  offered: boolean,
) {
  return z
    .object({ messageRecipients: offered ? recipientsSchema(country) : z.optional(z.unknown()) })
    .safeParse(config);
}

type WithRecipients = { messageRecipients?: MessageRecipients | undefined };

function rewriteMobileNumbers<C extends WithRecipients>(
  config: C,
  rewrite: (phone: string) => string | undefined,
): C {
  // Recipients of another shape are not this proposal's (keepsMessageRecipients): they go back as they came.
  const recipients = config.messageRecipients;
  if (!recipients || !keepsMessageRecipients(config)) return config;
  return {
    ...config,
    messageRecipients: {
      ...recipients,
      mobileNumbers: recipients.mobileNumbers.map((phone) => rewrite(phone) ?? phone),
    },
  };
}

/** Mobile numbers as texts are sent to them: each valid one in E.164, others as typed (the checks stop those). */
export function withInternationalMobileNumbers<C extends WithRecipients>(config: C, country: string): C {
  return rewriteMobileNumbers(config, (phone) => {
    const check = checkPhoneNumber(phone, country);
    return check.kind === 'valid' ? check.e164 : undefined;
  });
}

/** Mobile numbers as the owner reads them: their own country's in its national, grouped form; others as stored. */
export function withNationalMobileNumbers<C extends WithRecipients>(config: C, country: string): C {
  return rewriteMobileNumbers(config, (phone) => {
    const check = checkPhoneNumber(phone);
    return check.kind === 'valid' && check.country === country.toUpperCase()
      ? formatPhoneNumber(check.e164)
      : undefined;
  });
}

/**
 * Whether the builder API keeps recipients: one that knows the field always answers it (NO_RECIPIENTS before the
 * owner chose), so a config read without it, or with something else there, comes from one that does not. The editor
 * then behaves as before the proposal and carries whatever is there through untouched.
 */
export function keepsMessageRecipients(config: { messageRecipients?: unknown }): boolean {
  const recipients = config.messageRecipients as Partial<MessageRecipients> | null | undefined;
  return (
    typeof recipients === 'object' &&
    recipients !== null &&
    Array.isArray(recipients.emailAddresses) &&
    recipients.emailAddresses.every((item) => typeof item === 'string') &&
    Array.isArray(recipients.mobileNumbers) &&
    recipients.mobileNumbers.every((item) => typeof item === 'string') &&
    typeof recipients.urgentBySms === 'boolean'
  );
}

/**
 * Whether the editor shows where messages go: the environment's messageRecipients flag is on, the builder API keeps
 * them (keepsMessageRecipients) and Lucy takes messages with this config.
 */
export function offersMessageRecipients(
  config: {
    messageRecipients?: unknown;
    assistant: { assistantType: string };
    skills: { takeAMessage: { enabled: boolean } };
  },
  flag: boolean,
): boolean {
  const takesMessages =
    config.assistant.assistantType === 'messageTaking' || config.skills.takeAMessage.enabled;
  return flag && takesMessages && keepsMessageRecipients(config);
}

type Check<Data> =
  | { readonly success: true; readonly data: Data }
  | {
      readonly success: false;
      readonly error: { readonly issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

/** Two checks of one config as one: every issue of both, in order, or the first one's data when both pass. */
export function bothChecks<A, B>(first: Check<A>, second: Check<B>): Check<A> {
  if (first.success && second.success) return first;
  return {
    success: false,
    error: {
      issues: [...(first.success ? [] : first.error.issues), ...(second.success ? [] : second.error.issues)],
    },
  };
}
