import { describe, expect, it } from 'vitest';
import { padCustomMessages, toEditorConfig, toSavedConfig } from './config.ts';

/** A lucyConfig as the builder API sends it (SPEC §3); the fields normalising does not touch ride along. */
function lucyConfig(
  overrides: { questions?: { question: string; answer: string }[]; messages?: string[] } = {},
) {
  return {
    version: 7,
    assistant: { assistantType: 'receptionist', businessName: 'Harbour Plumbing' },
    languages: ['en-AU'],
    skills: {
      sendBookingLink: { enabled: true, url: 'https://book.example.com' },
      faq: {
        enabled: true,
        questions: overrides.questions ?? [
          { question: 'Do you work weekends?', answer: 'Saturdays, 8 to 12.' },
        ],
      },
      transfer: {
        enabled: true,
        destinations: [
          { name: 'Office', phoneNumber: '+61255501234' },
          { name: 'Mobile', phoneNumber: '+61412345678' },
        ],
      },
    },
    messageTaking: {
      messageTakingType: 'custom',
      customMessageTaking: overrides.messages ?? ['What is the address?'],
      customTrigger: 'urgent',
    },
  };
}

function counter() {
  let next = 0;
  return () => `id-${++next}`;
}

describe('SPEC §3 normalising for the editor', () => {
  it('gives each transfer destination and FAQ item a generated id', () => {
    const editor = toEditorConfig(lucyConfig(), counter());
    expect(editor.skills.transfer.destinations).toEqual([
      { name: 'Office', phoneNumber: '+61255501234', id: 'id-1' },
      { name: 'Mobile', phoneNumber: '+61412345678', id: 'id-2' },
    ]);
    expect(editor.skills.faq.questions).toEqual([
      { question: 'Do you work weekends?', answer: 'Saturdays, 8 to 12.', id: 'id-3' },
    ]);
  });

  it('pads the custom messages to 3 and keeps everything else, the version included', () => {
    const config = lucyConfig();
    const editor = toEditorConfig(config, counter());
    expect(editor.messageTaking).toEqual({
      messageTakingType: 'custom',
      customMessageTaking: ['What is the address?', '', ''],
      customTrigger: 'urgent',
    });
    expect(editor.version).toBe(7);
    expect(editor.assistant).toEqual(config.assistant);
    expect(editor.languages).toEqual(['en-AU']);
    expect(editor.skills.sendBookingLink).toEqual(config.skills.sendBookingLink);
    expect(editor.skills.transfer.enabled).toBe(true);
  });

  it('does not change the config it was given', () => {
    const config = lucyConfig();
    const before = structuredClone(config);
    toEditorConfig(config, counter());
    expect(config).toEqual(before);
  });

  it('generates unique ids by default, replacing any the server sent', () => {
    const config = lucyConfig({
      questions: [
        { question: 'a', answer: 'b' },
        { question: 'c', answer: 'd' },
      ],
    });
    const withServerIds = {
      ...config,
      skills: {
        ...config.skills,
        faq: {
          ...config.skills.faq,
          questions: config.skills.faq.questions.map((q) => ({ ...q, id: 'same' })),
        },
      },
    };
    const ids = toEditorConfig(withServerIds).skills.faq.questions.map((item) => item.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids).not.toContain('same');
  });
});

describe('SPEC §5 normalising for saving', () => {
  it('drops blank FAQ entries, removes ids, pads messages to 3 and keeps the version', () => {
    const editor = toEditorConfig(
      lucyConfig({
        questions: [
          { question: 'Do you work weekends?', answer: 'Saturdays.' },
          { question: '', answer: '' },
          { question: '  ', answer: '\n' },
          { question: 'Parking?', answer: '' },
          { question: '', answer: 'Only an answer' },
        ],
        messages: [],
      }),
      counter(),
    );
    const saved = toSavedConfig(editor);
    expect(saved.skills.faq.questions).toEqual([
      { question: 'Do you work weekends?', answer: 'Saturdays.' },
      { question: 'Parking?', answer: '' },
      { question: '', answer: 'Only an answer' },
    ]);
    expect(saved.skills.transfer.destinations).toEqual([
      { name: 'Office', phoneNumber: '+61255501234' },
      { name: 'Mobile', phoneNumber: '+61412345678' },
    ]);
    expect(saved.messageTaking.customMessageTaking).toEqual(['', '', '']);
    expect(saved.version).toBe(7);
  });

  it('round-trips a config unchanged apart from the padding', () => {
    const config = lucyConfig({ messages: ['a', 'b', 'c'] });
    expect(toSavedConfig(toEditorConfig(config, counter()))).toEqual(config);
  });

  it('keeps edits made in the editor', () => {
    const editor = toEditorConfig(lucyConfig(), counter());
    editor.skills.transfer.destinations.push({ name: 'After hours', phoneNumber: '+61400000000', id: 'new' });
    editor.messageTaking.customMessageTaking[1] = 'Best time to call back?';
    const saved = toSavedConfig(editor);
    expect(saved.skills.transfer.destinations.at(-1)).toEqual({
      name: 'After hours',
      phoneNumber: '+61400000000',
    });
    expect(saved.messageTaking.customMessageTaking).toEqual([
      'What is the address?',
      'Best time to call back?',
      '',
    ]);
  });
});

describe('SPEC §9 default message slots: 3', () => {
  it.each([
    [[], ['', '', '']],
    [['a'], ['a', '', '']],
    [
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ],
    [
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c', 'd'],
    ],
  ])('%j becomes %j', (messages, padded) => {
    expect(padCustomMessages(messages)).toEqual(padded);
  });
});
