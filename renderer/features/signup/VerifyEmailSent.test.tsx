import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { EnvironmentFlags } from '../../domain/environment/types.ts';
import { installHumanCheck, prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { SignupPage } from './SignupPage.tsx';

/**
 * The e-mail screen after sign-up ('Verify your email address', SPEC §4) with a way to send the activation link
 * again: a proposal (contracts/README "Proposals", flag activationResend).
 */

let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck();
});
afterEach(() => humanCheck.uninstall());

const EMAIL = 'ada@cafe.com.au';

async function signedUp(flags: Partial<EnvironmentFlags> = {}) {
  const { show, identity } = await prepareAccountScreen({ path: '/signup', Component: SignupPage, flags });
  vi.spyOn(identity, 'signUp').mockResolvedValue({ userId: 'usr_1' });
  const resend = vi.spyOn(identity, 'resendActivationLink');
  show();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), EMAIL);
  await user.selectOptions(screen.getByLabelText('Country of the phone number'), 'AU');
  await user.type(screen.getByLabelText('Business phone number'), '0412 345 678');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByRole('heading', { name: 'Verify your email address' });
  return { resend, user };
}

describe('SPEC §4 Verify your email address: the link sent again (flag activationResend)', () => {
  it('sends it to the address signed up with, each time with a human check of its own', async () => {
    const { resend, user } = await signedUp();
    resend.mockResolvedValue();
    expect(screen.getByText(/Check your spam folder, or send the link again\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === `We’ve sent a new activation link to ${EMAIL}. It expires in 5 minutes.`
          : false,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    await vi.waitFor(() => expect(resend).toHaveBeenCalledTimes(2));
    const [first, second] = resend.mock.calls.map(([request]) => request);
    expect(first?.email).toBe(EMAIL);
    expect(second?.email).toBe(EMAIL);
    expect(first?.turnstileResponse).not.toBe(second?.turnstileResponse);
  });

  it('a waiting request shows on the button; a failure says to try again', async () => {
    const { resend, user } = await signedUp();
    let refuse: (error: unknown) => void = () => {};
    resend.mockImplementationOnce(() => new Promise<void>((_, reject) => (refuse = reject)));
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    const button = screen.getByRole('button', { name: 'Send the link again' });
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    refuse(new ApiError('500', 500, { error: 'server_error' }));
    expect(await screen.findByText('We couldn’t send the link. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('too many links lately (429): asks to wait', async () => {
    const { resend, user } = await signedUp();
    resend.mockRejectedValueOnce(new ApiError('429', 429, { error: 'too-many-requests' }));
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/Please wait a few minutes, then try again\./)).toBeInTheDocument();
  });

  it('with the flag off the screen is as before: sign up again for a new link', async () => {
    await signedUp({ activationResend: false });
    expect(
      screen.getByText(/Check your spam folder, or sign up again to get a new link\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});
