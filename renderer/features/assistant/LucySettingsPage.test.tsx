import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LucyConfig } from '../../api/schemas/builder.ts';
import { json, lucy, savedConfig, savesAs } from './testing/assistantScreen.tsx';
import { form, SAVED, SAVES_AT_4, show } from './testing/lucySettingsScreen.tsx';

describe('SPEC §2 /settings/lucy loads the config', () => {
  it('shows a wait, then the saved config', async () => {
    await show(SAVED);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Lucy’s settings');
    await form();
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Harbour Plumbing');
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Do you work weekends?');
    expect(screen.getByRole('textbox', { name: 'Booking page' })).toHaveValue(
      'https://harbourplumbing.example/book',
    );
  });

  it('a failed load is an error with a way to try again, never a blank form', async () => {
    // The service answers again only once the owner asks: the session summary reads the same config when it
    // pleases, and a reading it makes must not be what brings the form back.
    let down = true;
    await show({
      [`GET ${lucy('/config')}`]: () =>
        down
          ? Response.json({ message: 'Down' }, { status: 503 })
          : Response.json({ lucyConfig: savedConfig(), version: 3 }),
    });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load Lucy’s settings')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    tryAgain.addEventListener('click', () => {
      down = false;
    });
    await userEvent.click(tryAgain);
    expect(await form()).toBeInTheDocument();
  });
});

describe('saving with the revision the edit started from', () => {
  it('sends the edited config (SPEC §5 normalised) and its version, then says it is saved', async () => {
    const user = userEvent.setup();
    const { saved } = await show(SAVES_AT_4);
    await form();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), ' & Gas');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveFocus();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' }).className).toMatch(/primary/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    // With everything saved, the button looks idle.
    expect(screen.getByRole('button', { name: 'Save changes' }).className).toMatch(/secondary/);
    const body = saved();
    expect(body.version).toBe(3);
    expect(body.lucyConfig.assistant.businessName).toBe('Harbour Plumbing & Gas');
    // The blank question added is dropped, and no editing id is sent (SPEC §5).
    expect(body.lucyConfig.skills.faq.questions).toEqual([
      { question: 'Do you work weekends?', answer: 'Saturdays, 8 to 12.' },
    ]);
    expect(await screen.findByText('Lucy’s settings are saved.')).toBeInTheDocument();
  });

  it('the next save names the revision the last one created', async () => {
    const user = userEvent.setup();
    const { sent, saved } = await show(SAVES_AT_4);
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved.');
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(`PUT ${lucy('/config')}`)).toHaveLength(2));
    expect(saved(1).version).toBe(4);
  });

  it('fields of the config this app does not know are sent back as they came, twice over', async () => {
    const user = userEvent.setup();
    const newer = {
      ...savedConfig(),
      afterHours: { greeting: 'We’re closed' },
      messageTaking: { ...savedConfig().messageTaking, recipients: ['o@h.example'] },
    };
    const { sent, saved } = await show({
      [`GET ${lucy('/config')}`]: json({ lucyConfig: newer, version: 3 }),
      [`PUT ${lucy('/config')}`]: savesAs(4),
    });
    await form();
    for (const save of [0, 1]) {
      await user.type(screen.getByRole('textbox', { name: 'Business name' }), '!');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(sent(`PUT ${lucy('/config')}`)).toHaveLength(save + 1));
      const { lucyConfig } = saved(save);
      expect(lucyConfig.afterHours).toEqual({ greeting: 'We’re closed' });
      expect(lucyConfig.messageTaking).toMatchObject({ recipients: ['o@h.example'] });
      await screen.findByText('All changes saved.');
    }
  });

  it('does not save a config with problems: focus goes to the first field to fix', async () => {
    const user = userEvent.setup();
    const { sent } = await show(SAVED);
    await form();
    await user.clear(screen.getByRole('textbox', { name: 'Booking page' }));
    await user.clear(screen.getByRole('textbox', { name: 'Answer 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The first field to fix, in the order of the page: the FAQ comes before the links.
    expect(screen.getByRole('textbox', { name: 'Answer 1' })).toHaveFocus();
    const booking = screen.getByRole('textbox', { name: 'Booking page' });
    expect(booking).toHaveAccessibleDescription(
      'For example book.harbourplumbing.com.au Enter the link Lucy should send, or turn this skill off',
    );
    expect(screen.getByRole('textbox', { name: 'Answer 1' })).toHaveAccessibleDescription(
      'Add the answer Lucy should give, or clear the question',
    );
    expect(
      screen.getByText('Check the highlighted fields: 2 fields to fix before saving.'),
    ).toBeInTheDocument();
    expect(sent(`PUT ${lucy('/config')}`)).toHaveLength(0);
    // Fixing a field clears its error at once.
    await user.type(booking, 'book.example.com');
    expect(booking).not.toHaveAttribute('aria-invalid');
  });

  it('a refused save explains itself and keeps the edits', async () => {
    const user = userEvent.setup();
    await show({
      [`GET ${lucy('/config')}`]: json({ lucyConfig: savedConfig(), version: 3 }),
      [`PUT ${lucy('/config')}`]: json({ message: 'lucyConfig.assistant.greeting is too long.' }, 400),
    });
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Greeting' }), 'Hello!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Lucy’s settings were not saved: lucyConfig.assistant.greeting is too long.',
    );
    expect(alert).toHaveTextContent('Your changes are still here.');
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Hello!');
  });
});

describe('the limits the service enforces are known to the form', () => {
  const withQuestions = (questions: LucyConfig['skills']['faq']['questions']) =>
    savedConfig((config) => {
      config.skills.faq.questions = questions;
    });

  it('an answer over the limit shows a counter and a message on the field, and is not sent', async () => {
    const user = userEvent.setup();
    const long = 'a'.repeat(2001);
    await show({
      [`GET ${lucy('/config')}`]: json({
        lucyConfig: withQuestions([{ question: 'Do you work weekends?', answer: long }]),
        version: 3,
      }),
    });
    await form();
    const answer = screen.getByRole('textbox', { name: 'Answer 1' });
    expect(answer).toHaveAccessibleDescription('2,001 of 2,000 characters');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(answer).toHaveFocus();
    expect(answer).toHaveAccessibleDescription(
      'Use at most 2,000 characters (this has 2,001) 2,001 of 2,000 characters',
    );
  });

  it('a refusal that still comes back is marked on the field it names, in plain words', async () => {
    const user = userEvent.setup();
    await show({
      [`GET ${lucy('/config')}`]: json({
        lucyConfig: withQuestions([
          { question: 'Do you work weekends?', answer: 'Saturdays.' },
          { question: '', answer: '' },
          { question: 'Do you do gas?', answer: 'Yes.' },
        ]),
        version: 3,
      }),
      [`PUT ${lucy('/config')}`]: json(
        {
          message:
            'Invalid request body: lucyConfig.skills.faq.questions.1.answer: must be at most 2000 characters',
        },
        400,
      ),
    });
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Answer 3' }), ' Licensed.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = (await screen.findByText(/Lucy’s settings were not saved/)).closest('[role="alert"]');
    // The blank second entry is dropped on save, so the service's index 1 is Answer 3 on screen.
    expect(alert).toHaveTextContent('Lucy’s settings were not saved: check Answer 3, then save again.');
    expect(alert).not.toHaveTextContent('Invalid request body');
    const answer = screen.getByRole('textbox', { name: 'Answer 3' });
    await waitFor(() => expect(answer).toHaveFocus());
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription('Use at most 2,000 characters');
  });
});

describe('after an upgrade, the banner says what changed', () => {
  it('names the plan now running, not “Lucy already has everything”', async () => {
    await show(
      {
        [`GET ${lucy('/config')}`]: json({ lucyConfig: savedConfig(), version: 3 }),
        'GET /gateway/subscriptions': json({
          data: [
            {
              id: 'sub_1',
              status: 'active',
              productTier: 'business',
              type: 'paid',
              tag: 'lucy',
              billingPeriod: 'yearly',
              subscriptionCreatedAt: '2026-01-01T00:00:00.000Z',
              cancelAtPeriodEnd: false,
              currentPeriodEnd: '2027-01-01T00:00:00.000Z',
            },
          ],
        }),
        'GET /gateway/v1/ca/campaigns': json({ data: [] }),
      },
      '/settings/lucy?upgrade=success',
    );
    expect(await screen.findByText(/You’re now on Business, billed annually\./)).toBeInTheDocument();
    expect(screen.queryByText(/already has everything/)).not.toBeInTheDocument();
  });
});

describe('SPEC §2 success banners', () => {
  it.each([
    ['?upgrade=success', 'Your plan is upgraded'],
    ['?switch=success', 'Your plan is changed'],
  ])('%s shows “%s” until dismissed', async (query, title) => {
    const user = userEvent.setup();
    const { router } = await show(SAVED, `/settings/lucy${query}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    // Dismissing is a navigation (the query goes), which the router settles after the click.
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
