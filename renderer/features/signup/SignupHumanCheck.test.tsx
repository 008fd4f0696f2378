import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHumanCheck, prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { SignupPage } from './SignupPage.tsx';

// A file of its own: a script the page loaded once stays loaded for the rest of a test file.
let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck({ failedLoads: 1 });
});
afterEach(() => humanCheck.uninstall());

describe('sign-up when the human check fails to load', () => {
  it('says so at once, keeps every field, and can try the check again without a reload', async () => {
    const parts = await prepareAccountScreen({ path: '/signup', Component: SignupPage, entry: '/signup' });
    const signUp = vi.spyOn(parts.identity, 'signUp').mockResolvedValue({ userId: 'usr_1' });
    parts.show();
    const problem = await screen.findByText(/The security check could not load/);
    expect(problem).toHaveTextContent('what you typed stays here');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Work email'), 'ada@cafe.com.au');
    await user.selectOptions(screen.getByLabelText('Country of the phone number'), 'AU');
    await user.type(screen.getByLabelText('Business phone number'), '0412 345 678');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    // The submit is answered at once (no wait for a check that is not coming), and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Business phone number')).toHaveValue('0412 345 678');

    await user.click(screen.getByRole('button', { name: 'Try the security check again' }));
    await waitFor(() => expect(screen.queryByText(/could not load/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Verify your email address' });
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', turnstileResponse: 'human-1' }),
      'AU',
    );
  });
});
