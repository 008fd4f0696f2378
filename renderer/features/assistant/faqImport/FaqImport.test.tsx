import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, eventStream, json, lucy, renderLucySettings } from '../testing/assistantScreen.tsx';

const IMPORT = 'POST /gateway/lucy/faq/website';

async function show(importAnswer: Answer) {
  const parts = await renderLucySettings({ [IMPORT]: importAnswer });
  await userEvent.click(screen.getByRole('button', { name: 'Import questions from your website' }));
  return parts;
}

const website = () => screen.getByRole('textbox', { name: 'Your website' });

describe('website FAQ import', () => {
  it('starts from the website Lucy sends, and checks it with the SPEC §5 website rule', async () => {
    const user = userEvent.setup();
    const { sent } = await show(json({}));
    expect(website()).toHaveValue('harbourplumbing.example');
    await user.clear(website());
    await user.type(website(), 'not a website{enter}');
    expect(website()).toHaveAccessibleDescription(
      'For example harbourplumbing.com.au or its FAQ page Enter a website address, like example.com',
    );
    expect(sent(IMPORT)).toHaveLength(0);
    // Enter in the website field searches; it does not submit the settings.
    expect(sent(`PUT ${lucy('/config')}`)).toHaveLength(0);
  });

  it('a website that fails the rule takes the focus from the button, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { sent } = await show(json({}));
    await user.clear(website());
    await user.type(website(), ' harbour plumbing ');
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    await waitFor(() => expect(website()).toHaveFocus());
    expect(website()).toHaveAttribute('aria-invalid', 'true');
    expect(website()).toHaveValue(' harbour plumbing ');
    expect(sent(IMPORT)).toHaveLength(0);
    // Fixing it drops the error at once; the address is sent without the spaces around it.
    await user.clear(website());
    await user.type(website(), ' harbourplumbing.example/faq ');
    expect(website()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    await waitFor(() => expect(sent(IMPORT)).toHaveLength(1));
    expect(sent(IMPORT)[0]?.body).toEqual({ url: 'harbourplumbing.example/faq' });
  });

  it('shows suggestions one by one as they stream in; each can be added or dismissed', async () => {
    const user = userEvent.setup();
    const stream = eventStream();
    const { sent, saved } = await show(stream.answer);
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    expect(sent(IMPORT)[0]?.body).toEqual({ url: 'harbourplumbing.example' });

    act(() => stream.send('progress', { message: 'Reading harbourplumbing.example…' }));
    expect(
      await screen.findByText(/Reading harbourplumbing.example… 0 questions found so far/),
    ).toBeInTheDocument();
    act(() => stream.send('faq', { question: 'Do you do emergency call-outs?', answer: 'Yes, 24/7.' }));
    expect(await screen.findByText('Do you do emergency call-outs?')).toBeInTheDocument();
    expect(screen.getByText(/1 question found so far/)).toBeInTheDocument();
    act(() => stream.send('faq', { question: 'Do you work weekends', answer: 'Yes.' }));
    act(() => stream.send('faq', { question: 'Where are you?', answer: 'Harbour Street.' }));
    expect(await screen.findByText('Where are you?')).toBeInTheDocument();
    act(() => {
      stream.send('done', { count: 3 });
      stream.close();
    });
    expect(await screen.findByText('Found 3 questions on harbourplumbing.example.')).toBeInTheDocument();

    // The owner already has "Do you work weekends?": it is marked, not offered again.
    const suggestions = screen.getByRole('list', { name: 'Suggested questions' });
    expect(within(suggestions).getByText('Already in your questions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add: Do you do emergency call-outs?' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss: Where are you?' }));
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Do you do emergency call-outs?');
    expect(screen.getByRole('textbox', { name: 'Answer 2' })).toHaveValue('Yes, 24/7.');
    expect(screen.queryByRole('textbox', { name: 'Question 3' })).not.toBeInTheDocument();
    expect(screen.getByText('1 question added to Lucy’s questions. Save to keep them.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved.');
    const body = saved();
    expect(body.lucyConfig.skills.faq.questions).toContainEqual({
      question: 'Do you do emergency call-outs?',
      answer: 'Yes, 24/7.',
    });
  });

  it('writes a phone number in an answer as the owner’s country does, another country’s internationally', async () => {
    const user = userEvent.setup();
    const stream = eventStream();
    await show(stream.answer);
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    const answer = 'After hours, call +61255500123 or our US office on +14155550100.';
    act(() => stream.send('faq', { question: 'Can I call after hours?', answer }));
    // The business phone of this owner is Australian (+61 2 5550 1234).
    const readable = 'After hours, call 02 5550 0123 or our US office on +1 415 555 0100.';
    expect(await screen.findByText(readable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add: Can I call after hours?' }));
    expect(screen.getByRole('textbox', { name: 'Answer 2' })).toHaveValue(readable);
  });

  it('shows a suggestion in Arabic right to left, as the browser reads its own direction', async () => {
    const user = userEvent.setup();
    const stream = eventStream();
    await show(stream.answer);
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    const [question, answer] = ['هل تعملون في عطلة نهاية الأسبوع؟', 'نعم، كل يوم سبت.'];
    act(() => stream.send('faq', { question, answer }));
    expect(await screen.findByText(question)).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(answer)).toHaveAttribute('dir', 'auto');
  });

  it('adds all the new suggestions at once', async () => {
    const user = userEvent.setup();
    const stream = eventStream();
    await show(stream.answer);
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    act(() => {
      stream.send('faq', { question: 'A?', answer: 'a' });
      stream.send('faq', { question: 'B?', answer: 'b' });
      stream.send('done', { count: 2 });
      stream.close();
    });
    await user.click(await screen.findByRole('button', { name: 'Add all 2' }));
    expect(screen.getByRole('textbox', { name: 'Question 3' })).toHaveValue('B?');
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
  });

  it('can be stopped: the request is aborted and what was found stays', async () => {
    const user = userEvent.setup();
    const stream = eventStream();
    const { sent } = await show(stream.answer);
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    act(() => stream.send('faq', { question: 'A?', answer: 'a' }));
    await screen.findByText('A?');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(sent(IMPORT)[0]?.signal.aborted).toBe(true);
    expect(
      screen.getByText(
        'Stopped reading harbourplumbing.example. You can still add the questions found so far.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add: A?' })).toBeInTheDocument();
  });

  it.each([
    [
      'an error event',
      (stream: ReturnType<typeof eventStream>) =>
        stream.send('error', { message: 'We could not read harbourplumbing.example' }),
      'We could not read harbourplumbing.example',
    ],
    [
      'a stream that breaks off',
      (stream: ReturnType<typeof eventStream>) => stream.close(),
      'Unknown error occurred',
    ],
  ])('SPEC §8: %s shows the message, or “Unknown error occurred”', async (_case, end, message) => {
    const user = userEvent.setup();
    const stream = eventStream();
    await show(stream.answer);
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    act(() => end(stream));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Check the address and try again, or add your questions yourself.');
  });

  it('a refused request shows the server’s message', async () => {
    const user = userEvent.setup();
    await show(json({ message: 'Enter a website address, e.g. www.example.com.' }, 400));
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a website address, e.g. www.example.com.'),
    );
  });

  it('a new attempt clears the old error, and the dev sample website is read in local development', async () => {
    const user = userEvent.setup();
    const { sent } = await show(json({ message: 'This page could not be read.' }, 400));
    await user.click(screen.getByRole('button', { name: 'Find questions' }));
    expect(await screen.findByText('This page could not be read.')).toBeInTheDocument();
    await user.clear(website());
    await user.type(website(), 'not a website{enter}');
    expect(screen.queryByText('This page could not be read.')).not.toBeInTheDocument();
    expect(website()).toHaveAccessibleDescription(/Enter a website address, like example.com$/);

    await user.clear(website());
    await user.type(website(), 'http://localhost:8787/dev/sample-website{enter}');
    await waitFor(() => expect(sent(IMPORT)).toHaveLength(2));
    expect(sent(IMPORT)[1]?.body).toEqual({ url: 'http://localhost:8787/dev/sample-website' });
    expect(website()).not.toHaveAttribute('aria-invalid');
  });
});
