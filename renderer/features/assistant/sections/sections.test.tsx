import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, lucy, renderLucySettings, savedConfig } from '../testing/assistantScreen.tsx';

const show = renderLucySettings;

describe('greeting preview', () => {
  it('shows what Lucy would say for the config as edited, and when it is out of date', async () => {
    const user = userEvent.setup();
    const { sent } = await show({
      [`POST ${lucy('/greeting-preview')}`]: json({ greeting: 'Hi, Harbour here.' }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Greeting' }), 'Hi, {{businessName} here.');
    await user.click(screen.getByRole('button', { name: 'Preview the greeting' }));
    expect(await screen.findByText('Hi, Harbour here.')).toBeInTheDocument();
    const [preview] = sent(`POST ${lucy('/greeting-preview')}`);
    expect(preview?.body).toMatchObject({
      lucyConfig: { assistant: { greeting: 'Hi, {businessName} here.' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Greeting' }), '!');
    expect(screen.getByText(/You have changed your settings since this preview/)).toBeInTheDocument();
  });

  it('shows a greeting in Arabic right to left, as the browser reads its own direction', async () => {
    const user = userEvent.setup();
    const greeting = 'مرحبا، شكرا لاتصالك بهاربور.';
    await show({ [`POST ${lucy('/greeting-preview')}`]: json({ greeting }) });
    await user.click(screen.getByRole('button', { name: 'Preview the greeting' }));
    expect(await screen.findByText(greeting)).toHaveAttribute('dir', 'auto');
  });
});

describe('greeting preview refused', () => {
  it('names the refused field by its label, in plain words, never the service’s raw text', async () => {
    const user = userEvent.setup();
    await show({
      [`POST ${lucy('/greeting-preview')}`]: json(
        { message: 'Invalid request body: lucyConfig.assistant.greeting: must be at most 1000 characters' },
        400,
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Preview the greeting' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not preview the greeting. Fix this first, then preview again:');
    expect(within(alert).getByText('Greeting: Use at most 1,000 characters')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('lucyConfig');
  });

  it('a refusal naming nothing the editor shows is said as the service said it', async () => {
    const user = userEvent.setup();
    await show({ [`POST ${lucy('/greeting-preview')}`]: json({ message: 'Previews are paused.' }, 503) });
    await user.click(screen.getByRole('button', { name: 'Preview the greeting' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not preview the greeting: Previews are paused.',
    );
  });
});

describe('voice preview (SPEC §8)', () => {
  it('plays the audio the service rendered', async () => {
    const user = userEvent.setup();
    await show({
      [`POST ${lucy('/tts-preview')}`]: json({ contentType: 'audio/wav', audio: 'UklGRiQAAABXQVZF' }),
    });
    await user.click(screen.getByRole('button', { name: 'Hear the greeting' }));
    const caption = await screen.findByText('Lucy’s greeting in the chosen voice');
    const player = caption.parentElement?.querySelector('audio');
    expect(player).toHaveAttribute('src', 'blob:voice-preview');
    expect(player).toHaveAttribute('controls');
  });

  it.each([
    [
      json({ message: 'The voice service is unavailable right now.' }, 503),
      'The voice service is unavailable right now.',
    ],
    [json({}, 500), 'Preview failure'],
  ])('a failure shows the server’s message, or “Preview failure”', async (answer, message) => {
    const user = userEvent.setup();
    await show({ [`POST ${lucy('/tts-preview')}`]: answer });
    await user.click(screen.getByRole('button', { name: 'Hear the greeting' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
  });
});

describe('webhook test', () => {
  it.each([
    [{ delivered: true, statusCode: 200 }, 'Test message delivered', 'sample message \\(HTTP 200\\)'],
    [{ delivered: false, statusCode: 500 }, 'Your webhook refused the test message', 'It answered HTTP 500.'],
    [
      { delivered: false, statusCode: 0 },
      'Lucy could not reach your webhook',
      'Check it is spelled correctly',
    ],
  ])('reports %j', async (result, title, detail) => {
    const user = userEvent.setup();
    const { sent } = await show({ [`POST ${lucy('/test-webhook')}`]: json(result) });
    await user.type(
      screen.getByRole('textbox', { name: 'Send messages to a webhook (optional)' }),
      'https://hooks.example.com/lucy',
    );
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(detail))).toBeInTheDocument();
    expect(sent(`POST ${lucy('/test-webhook')}`)[0]?.body).toEqual({ url: 'https://hooks.example.com/lucy' });
  });

  it('asks for a full address before sending', async () => {
    const user = userEvent.setup();
    const { sent } = await show({});
    await user.type(
      screen.getByRole('textbox', { name: 'Send messages to a webhook (optional)' }),
      'hooks.example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(
      await screen.findByText(/^Enter the full address of your webhook, starting with https:\/\//),
    ).toBeInTheDocument();
    expect(sent(`POST ${lucy('/test-webhook')}`)).toHaveLength(0);
  });
});

describe('skills, message taking and languages', () => {
  it('edits every part and saves it', async () => {
    const user = userEvent.setup();
    const { saved } = await show({});
    await user.click(screen.getByRole('checkbox', { name: 'Text your prices' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Price list page' }),
      'harbourplumbing.example/prices',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Give out your email address' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'hello@harbourplumbing.example');
    await user.click(screen.getByRole('checkbox', { name: 'Put callers through' }));
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.type(screen.getByRole('textbox', { name: 'Name 1' }), 'Olivia');
    await user.type(screen.getByRole('textbox', { name: 'Phone number 1' }), '0412 345 678');
    await user.click(screen.getByRole('radio', { name: /Your own questions/ }));
    await user.type(screen.getByRole('textbox', { name: 'Question 2' }), 'Is it urgent?');
    // SPEC §3 flag customTriggers is on in the local environment.
    await user.type(
      screen.getByRole('textbox', { name: 'When should Lucy take a message?' }),
      'When they want a quote',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lucy greets callers in' }), 'en-GB');
    await user.click(screen.getByRole('checkbox', { name: 'Vietnamese' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'male-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved.');

    const sentConfig = saved().lucyConfig;
    expect(sentConfig.skills.sendPricingLink).toEqual({
      enabled: true,
      url: 'harbourplumbing.example/prices',
    });
    expect(sentConfig.skills.sendEmailAddress).toEqual({
      enabled: true,
      emailAddress: 'hello@harbourplumbing.example',
    });
    // Transfer numbers are saved in international form.
    expect(sentConfig.skills.transfer).toEqual({
      enabled: true,
      destinations: [{ name: 'Olivia', phoneNumber: '+61412345678' }],
    });
    expect(sentConfig.messageTaking).toMatchObject({
      messageTakingType: 'custom',
      customMessageTaking: ['', 'Is it urgent?', ''],
      customTrigger: 'When they want a quote',
    });
    expect(sentConfig.languages).toEqual(['en-GB', 'en-AU', 'vi']);
    expect(sentConfig.assistant.voice).toBe('male-1');
  });

  it('a message taker has no skills to set, and always takes messages', async () => {
    const user = userEvent.setup();
    await show(
      {},
      savedConfig((config) => {
        config.skills.takeAMessage.enabled = false;
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Message taking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Message taker/ }));
    expect(screen.queryByRole('heading', { name: 'What Lucy can do' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Message taking' })).toBeInTheDocument();
  });

  it('removes an FAQ entry and keeps the focus in the list', async () => {
    const user = userEvent.setup();
    const { saved } = await show(
      {},
      savedConfig((config) => {
        config.skills.faq.questions.push({ question: 'Parking?', answer: 'Out the back.' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Parking?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved.');
    expect(saved().lucyConfig.skills.faq.questions).toEqual([
      { question: 'Parking?', answer: 'Out the back.' },
    ]);
  });
});
