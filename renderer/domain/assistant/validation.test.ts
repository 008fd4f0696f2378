import { describe, expect, it } from 'vitest';
import { config, validateAssistantConfig } from './testing/checkedConfig.ts';
import { assistantMessages, fieldKeys } from './validation.ts';

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
