import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { installHumanCheck, prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { SignInPage } from './SignInPage.tsx';

let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck();
});
afterEach(() => humanCheck.uninstall());

describe('/signin when the identity service cannot be reached', () => {
  it('says so in the form (not only in a toast), keeps what was typed; a refusal on the next try is the catalogue’s message again', async () => {
    const { show, identity } = await prepareAccountScreen({ path: '/signin', Component: SignInPage });
    const logIn = vi
      .spyOn(identity, 'logIn')
      .mockRejectedValueOnce(new ApiError('Failed to fetch', 0))
      .mockRejectedValueOnce(new ApiError('400', 400, { error: 'invalid_grant' }));
    show();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const unreachable = 'We couldn’t reach Lucy. Check your internet connection, then try again.';
    expect(await screen.findByText(unreachable, { selector: 'form *' })).toBeInTheDocument();
    expect(form).toContainElement(screen.getByText(unreachable, { selector: 'form *' }));
    expect(screen.queryByText('Something went wrong, please try again later.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('a-Passw0rd!');

    // A refusal the service did send is still the catalogue's generic message.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Something went wrong, please try again later.', { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(unreachable, { selector: 'form *' })).not.toBeInTheDocument();
    expect(logIn).toHaveBeenCalledTimes(2);
    // SPEC §5: the widget carries the site key of this host's environment (localhost: local).
    expect(new Set(humanCheck.record.siteKeys)).toEqual(new Set(['local-dev-site-key']));
  });
});

describe('SPEC §5 sign-in validation', () => {
  async function submitted(email: string, password: string) {
    const { show, identity } = await prepareAccountScreen({ path: '/signin', Component: SignInPage });
    const logIn = vi.spyOn(identity, 'logIn');
    show();
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    if (email) await user.type(form.getByLabelText('Email'), email);
    if (password) await user.type(form.getByLabelText('Password'), password);
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    return { form, logIn };
  }

  it('blank fields say so, and the first one is focused; nothing is sent', async () => {
    const { form, logIn } = await submitted('', '');
    expect(await form.findByText('Email cannot be blank')).toBeInTheDocument();
    expect(form.getByText('Password cannot be blank')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveFocus();
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Email cannot be blank');
    expect(logIn).not.toHaveBeenCalled();
  });

  it('an address without a proper domain is not a valid email address, and nothing is sent', async () => {
    const { form, logIn } = await submitted('owner@cafe', 'whatever');
    expect(await form.findByText('Not a valid email address')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('owner@cafe');
    expect(logIn).not.toHaveBeenCalled();
  });
});
