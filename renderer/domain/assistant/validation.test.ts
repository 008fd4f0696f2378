import { describe, expect, it } from 'vitest';
import { isWebhookUrl } from '../validation/fields.ts';
import { fieldErrors } from '../validation/issues.ts';
import {
  assistantMessages,
  type CheckedConfig,
  checkAssistantConfig,
  fieldKeys,
  webhookFormSchema,
  withInternationalTransferNumbers,
  withNationalTransferNumbers,
} from './validation.ts';

/** The errors the editor shows for a config, by field key. */
function validateAssistantConfig(config: CheckedConfig, country: string) {
  return fieldErrors(checkAssistantConfig(config, country).error?.issues ?? []);
}

function config(): CheckedConfig {
  return {
    assistant: { assistantType: 'receptionist', businessName: 'Harbour Plumbing', greeting: '' },
    skills: {
      sendBookingLink: { enabled: true, url: 'https://harbourplumbing.example/book' },
      sendPricingLink: { enabled: false, url: '' },
      sendWebsiteLink: { enabled: true, url: 'harbourplumbing.com.au' },
      sendEmailAddress: { enabled: true, emailAddress: 'olivia@harbourplumbing.com.au' },
      faq: {
        enabled: true,
        questions: [
          { id: 'q1', question: 'Do you work weekends?', answer: 'Saturdays, 8 to 12.' },
          { id: 'q2', question: '', answer: '' },
        ],
      },
      takeAMessage: { enabled: true },
      transfer: { enabled: true, destinations: [{ id: 'd1', name: 'Olivia', phoneNumber: '0412 345 678' }] },
    },
    messageTaking: {
      messageTakingType: 'custom',
      customMessageTaking: ['What is the address?', '', ''],
      customTrigger: '',
      webhookUrl: 'https://hooks.example.com/lucy',
    },
    languages: ['en-AU'],
  };
}

describe('a complete config', () => {
  it('has no errors', () => {
    expect(validateAssistantConfig(config(), 'AU')).toEqual({});
  });
});

describe('the business', () => {
  it('needs a name', () => {
    const blank = config();
    blank.assistant.businessName = '  ';
    expect(validateAssistantConfig(blank, 'AU')).toEqual({
      [fieldKeys.businessName]: assistantMessages.businessNameBlank,
    });
  });
});

describe('link skills (SPEC §5 website URL)', () => {
  it('an enabled link needs an address that passes the website rule', () => {
    const links = config();
    links.skills.sendBookingLink.url = '';
    links.skills.sendWebsiteLink.url = 'not a website';
    expect(validateAssistantConfig(links, 'AU')).toEqual({
      [fieldKeys.link('sendBookingLink')]: assistantMessages.linkBlank,
      [fieldKeys.link('sendWebsiteLink')]: 'Enter a website address, like example.com',
    });
  });

  it('a disabled link may hold anything', () => {
    const links = config();
    links.skills.sendPricingLink = { enabled: false, url: 'half typed' };
    expect(validateAssistantConfig(links, 'AU')).toEqual({});
  });
});

describe('the e-mail address skill (SPEC §5 e-mail, its wording)', () => {
  it.each([
    ['', 'Email cannot be blank'],
    ['olivia@harbour', 'Not a valid email address'],
  ])('%j: %s', (emailAddress, message) => {
    const email = config();
    email.skills.sendEmailAddress.emailAddress = emailAddress;
    expect(validateAssistantConfig(email, 'AU')).toEqual({ [fieldKeys.emailAddress]: message });
  });
});

describe('transfers', () => {
  it('need someone to transfer to', () => {
    const none = config();
    none.skills.transfer.destinations = [];
    expect(validateAssistantConfig(none, 'AU')).toEqual({
      [fieldKeys.destinations]: assistantMessages.transferNone,
    });
  });

  it('each destination needs a name and a valid number (SPEC §5 phone wording)', () => {
    const bad = config();
    bad.skills.transfer.destinations = [
      { id: 'd1', name: '', phoneNumber: '0412 345 678' },
      { id: 'd2', name: 'Sam', phoneNumber: '123' },
    ];
    expect(validateAssistantConfig(bad, 'AU')).toEqual({
      [fieldKeys.destinationName(0)]: assistantMessages.destinationNameBlank,
      [fieldKeys.destinationPhone(1)]: 'Must have a valid country code and phone number',
    });
  });

  it('reads a national number in the business country', () => {
    const american = config();
    american.skills.transfer.destinations = [{ id: 'd1', name: 'Front desk', phoneNumber: '(201) 555-0123' }];
    expect(validateAssistantConfig(american, 'US')).toEqual({});
    expect(validateAssistantConfig(american, 'AU')).toHaveProperty(fieldKeys.destinationPhone(0));
  });
});

describe('FAQ entries (SPEC §5: blank entries are dropped on save)', () => {
  it('a blank entry is fine, a half-filled one is not', () => {
    const half = config();
    half.skills.faq.questions = [
      { id: 'a', question: '', answer: '' },
      { id: 'b', question: 'Parking?', answer: ' ' },
      { id: 'c', question: '', answer: 'Out the back.' },
    ];
    expect(validateAssistantConfig(half, 'AU')).toEqual({
      [fieldKeys.faqAnswer(1)]: assistantMessages.faqAnswerBlank,
      [fieldKeys.faqQuestion(2)]: assistantMessages.faqQuestionBlank,
    });
  });
});

describe('message taking', () => {
  it('custom message taking needs at least one question', () => {
    const custom = config();
    custom.messageTaking.customMessageTaking = ['', ' ', ''];
    expect(validateAssistantConfig(custom, 'AU')).toEqual({
      [fieldKeys.customMessages]: assistantMessages.customMessagesBlank,
    });
    custom.messageTaking.messageTakingType = 'basic';
    expect(validateAssistantConfig(custom, 'AU')).toEqual({});
  });

  it('a webhook needs its full address; none is fine', () => {
    const webhook = config();
    webhook.messageTaking.webhookUrl = 'hooks.example.com/lucy';
    expect(validateAssistantConfig(webhook, 'AU')).toEqual({
      [fieldKeys.webhookUrl]: assistantMessages.webhookInvalid,
    });
    webhook.messageTaking.webhookUrl = '';
    expect(validateAssistantConfig(webhook, 'AU')).toEqual({});
  });

  it('is not checked when Lucy takes no messages', () => {
    const noMessages = config();
    noMessages.skills.takeAMessage.enabled = false;
    noMessages.messageTaking.customMessageTaking = ['', '', ''];
    noMessages.messageTaking.webhookUrl = 'nope';
    expect(validateAssistantConfig(noMessages, 'AU')).toEqual({});
  });
});

describe('a message taker', () => {
  it('takes messages whatever the skill says, and her skills are not checked', () => {
    const taker = config();
    taker.assistant.assistantType = 'messageTaking';
    taker.skills.takeAMessage.enabled = false;
    taker.skills.sendBookingLink.url = '';
    taker.messageTaking.customMessageTaking = ['', '', ''];
    expect(validateAssistantConfig(taker, 'AU')).toEqual({
      [fieldKeys.customMessages]: assistantMessages.customMessagesBlank,
    });
  });
});

describe('languages', () => {
  it('need the greeting language', () => {
    const none = config();
    none.languages = [];
    expect(validateAssistantConfig(none, 'AU')).toEqual({
      [fieldKeys.languages]: assistantMessages.languagesNone,
    });
  });
});

it('lists the errors in the order of the form', () => {
  const many = config();
  many.languages = [];
  many.messageTaking.webhookUrl = 'x';
  many.skills.faq.questions = [{ id: 'q', question: 'Q?', answer: '' }];
  many.skills.sendBookingLink.url = '';
  many.assistant.businessName = '';
  expect(Object.keys(validateAssistantConfig(many, 'AU'))).toEqual([
    fieldKeys.businessName,
    fieldKeys.link('sendBookingLink'),
    fieldKeys.faqAnswer(0),
    fieldKeys.webhookUrl,
    fieldKeys.languages,
  ]);
});

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
