import { describe, expect, it } from 'vitest';
import { isWebhookUrl } from '../validation/fields.ts';
import { config, validateAssistantConfig } from './testing/checkedConfig.ts';
import {
  assistantMessages,
  fieldKeys,
  webhookFormSchema,
  withInternationalTransferNumbers,
  withNationalTransferNumbers,
} from './validation.ts';

describe('webhook addresses', () => {
  it.each([
    ['https://hooks.example.com/lucy', true],
    ['http://127.0.0.1:4180/dev/webhooks/a', true],
    ['http://localhost:8787/dev/webhooks/a', true],
    // The hint says https, so plain http is refused but for a test server on this computer.
    ['http://hooks.example.com/lucy', false],
    ['hooks.example.com', false],
    ['ftp://hooks.example.com', false],
    ['', false],
  ])('%j: %s', (url, ok) => {
    expect(isWebhookUrl(url)).toBe(ok);
    // The integrations page requires one; the editor takes a blank one as no webhook.
    expect(webhookFormSchema.safeParse({ webhookUrl: url }).success).toBe(ok);
    const editor = validateAssistantConfig(
      { ...config(), messageTaking: { ...config().messageTaking, webhookUrl: url } },
      'AU',
    );
    expect(editor[fieldKeys.webhookUrl]).toBe(
      ok || url === '' ? undefined : assistantMessages.webhookInvalid,
    );
  });
});

describe('transfer numbers as Lucy dials them', () => {
  it('valid numbers become international, others stay as typed, the rest is untouched', () => {
    const typed = config();
    typed.skills.transfer.destinations = [
      { id: 'd1', name: 'Olivia', phoneNumber: '0412 345 678' },
      { id: 'd2', name: 'Office', phoneNumber: '+61 2 5550 1234' },
      { id: 'd3', name: 'Typo', phoneNumber: '04' },
    ];
    const dialled = withInternationalTransferNumbers(typed, 'AU');
    expect(dialled.skills.transfer.destinations.map((item) => item.phoneNumber)).toEqual([
      '+61412345678',
      '+61255501234',
      '04',
    ]);
    expect(dialled.skills.faq).toBe(typed.skills.faq);
    expect(typed.skills.transfer.destinations[0]?.phoneNumber).toBe('0412 345 678');
  });
});

describe('transfer numbers as the owner reads them', () => {
  const config = (...phoneNumbers: string[]) => ({
    skills: { transfer: { destinations: phoneNumbers.map((phoneNumber) => ({ phoneNumber })) } },
  });

  it('numbers of the business’s country show nationally, grouped; others as stored', () => {
    expect(
      withNationalTransferNumbers(config('+61412345678', '+61255500000', '+14155550100', 'typed'), 'AU'),
    ).toEqual(config('0412 345 678', '02 5550 0000', '+14155550100', 'typed'));
    expect(withNationalTransferNumbers(config('+14155550100'), 'US')).toEqual(config('(415) 555-0100'));
  });

  it('round-trips: saving turns the national form back into E.164', () => {
    const national = withNationalTransferNumbers(config('+442079460000'), 'GB');
    expect(national).toEqual(config('020 7946 0000'));
    expect(withInternationalTransferNumbers(national, 'GB')).toEqual(config('+442079460000'));
  });
});

describe('the services’ limits (renderer/domain/validation/limits.ts) are checked before saving', () => {
  it('says, on each field, how long it may be and how long it is', () => {
    const long = config();
    long.assistant.businessName = 'b'.repeat(201);
    long.assistant.greeting = 'g'.repeat(1001);
    long.skills.sendEmailAddress.emailAddress = `${'o'.repeat(320)}@harbour.com.au`;
    long.skills.faq.questions = [{ id: 'q1', question: 'q'.repeat(501), answer: 'a'.repeat(2001) }];
    long.skills.transfer.destinations = [{ id: 'd1', name: 'n'.repeat(101), phoneNumber: '0412 345 678' }];
    long.messageTaking.customMessageTaking = ['m'.repeat(501), '', ''];
    long.messageTaking.customTrigger = 't'.repeat(501);
    expect(validateAssistantConfig(long, 'AU')).toEqual({
      [fieldKeys.businessName]: 'Use at most 200 characters (this has 201)',
      [fieldKeys.greeting]: 'Use at most 1,000 characters (this has 1,001)',
      [fieldKeys.emailAddress]: 'Use at most 320 characters (this has 335)',
      [fieldKeys.faqQuestion(0)]: 'Use at most 500 characters (this has 501)',
      [fieldKeys.faqAnswer(0)]: 'Use at most 2,000 characters (this has 2,001)',
      [fieldKeys.destinationName(0)]: 'Use at most 100 characters (this has 101)',
      [fieldKeys.customMessage(0)]: 'Use at most 500 characters (this has 501)',
      [fieldKeys.customTrigger]: 'Use at most 500 characters (this has 501)',
    });
  });

  it('counts the questions that are kept, and the people to put callers through to', () => {
    const many = config();
    many.skills.faq.questions = Array.from({ length: 501 }, (_, index) => ({
      id: `q${index}`,
      question: `Question ${index}?`,
      answer: 'Yes.',
    }));
    many.skills.transfer.destinations = Array.from({ length: 21 }, (_, index) => ({
      id: `d${index}`,
      name: `Person ${index}`,
      phoneNumber: '0412 345 678',
    }));
    const errors = validateAssistantConfig(many, 'AU');
    expect(errors[fieldKeys.faqQuestions]).toBe(assistantMessages.tooManyQuestions);
    expect(errors[fieldKeys.destinations]).toBe(assistantMessages.tooManyDestinations);
  });
});
