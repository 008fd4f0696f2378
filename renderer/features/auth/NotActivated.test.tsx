import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { EnvironmentFlags } from '../../domain/environment/types.ts';
import { installHumanCheck, prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { SignInPage } from './SignInPage.tsx';

/**
 * A proposal (contracts/README "Proposals", flag activationResend): a password sign-in of an account signed up
 * but not activated yet says so, and offers to send the activation link again.
 */

let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck();
});
afterEach(() => humanCheck.uninstall());

const EMAIL = 'uma@example.com';
const NOT_ACTIVATED = new ApiError('400', 400, {
  error: 'account-not-activated',
  error_description: 'This account is not activated yet.',
});
const MESSAGE =
  'Your account isn’t activated yet. Open the activation link we emailed you when you signed up, or we can send it again.';

async function signInUnactivated(flags: Partial<EnvironmentFlags> = {}) {
  const { show, identity } = await prepareAccountScreen({ path: '/signin', Component: SignInPage, flags });
  vi.spyOn(identity, 'logIn').mockRejectedValue(NOT_ACTIVATED);
  const resend = vi.spyOn(identity, 'resendActivationLink');
  show();
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Sign in' }));
  await user.type(form.getByLabelText('Email'), EMAIL);
  await user.type(form.getByLabelText('Password'), 'What-I-think-1!');
  await user.click(form.getByRole('button', { name: 'Sign in' }));
  return { form, resend, user };
}

describe('/signin: an account not activated yet (flag activationResend)', () => {
  it('says so in the form instead of the service’s words, and sends the link again to the address typed', async () => {
    const { form, resend, user } = await signInUnactivated();
    expect(await form.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('This account is not activated yet.')).not.toBeInTheDocument();
    let answer: () => void = () => {};
    resend.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    await user.click(await form.findByRole('button', { name: 'Send the link again' }));

    // Sending: the button waits, and a second press sends nothing more.
    const sending = form.getByRole('button', { name: 'Send the link again' });
    await vi.waitFor(() => expect(sending).toHaveAttribute('aria-busy', 'true'));
    expect(resend).toHaveBeenCalledExactlyOnceWith({ email: EMAIL, turnstileResponse: expect.any(String) });
    answer();

    expect(
      await form.findByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === `We’ve sent a new activation link to ${EMAIL}. It expires in 5 minutes.`
          : false,
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Send another link' })).toBeEnabled();
    // What was typed is kept.
    expect(form.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(form.getByLabelText('Password')).toHaveValue('What-I-think-1!');
  });

  it('a failed request says to try again, and the next press sends it', async () => {
    const { form, resend, user } = await signInUnactivated();
    resend.mockRejectedValueOnce(new ApiError('500', 500, { error: 'server_error' })).mockResolvedValueOnce();
    await user.click(await form.findByRole('button', { name: 'Send the link again' }));
    expect(await form.findByText('We couldn’t send the link. Please try again.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send the link again' }));
    expect(await form.findByRole('button', { name: 'Send another link' })).toBeInTheDocument();
    expect(form.queryByText('We couldn’t send the link. Please try again.')).not.toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(2);
    // Each request carried a response of its own: one response is good for one request.
    const [first, second] = resend.mock.calls.map(([request]) => request.turnstileResponse);
    expect(first).not.toBe(second);
  });

  it('a service that was not reached is said plainly', async () => {
    const { form, resend, user } = await signInUnactivated();
    resend.mockRejectedValueOnce(new ApiError('Failed to fetch', 0));
    await user.click(await form.findByRole('button', { name: 'Send the link again' }));
    expect(
      await form.findByText('We couldn’t reach Lucy. Check your internet connection, then try again.'),
    ).toBeInTheDocument();
  });

  it('too many links lately (429): asks to wait a few minutes', async () => {
    const { form, resend, user } = await signInUnactivated();
    resend.mockRejectedValueOnce(new ApiError('429', 429, { error: 'too-many-requests' }));
    await user.click(await form.findByRole('button', { name: 'Send the link again' }));
    expect(await form.findByText(/Please wait a few minutes, then try again\./)).toBeInTheDocument();
  });

  it('with the flag off, the sign-in is refused as before: the service’s words, and no link to send', async () => {
    const { form, resend } = await signInUnactivated({ activationResend: false });
    expect(await form.findByText('This account is not activated yet.')).toBeInTheDocument();
    expect(form.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    expect(resend).not.toHaveBeenCalled();
  });
});
