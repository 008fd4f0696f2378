import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { PhonePage } from './PhonePage.tsx';

/**
 * /setup/phone is the first step of everyone who signed up with Google (or single sign-on): the identity
 * service made their account from the credential, with no sign-up form. They agree to the terms here, as
 * the e-mail sign-up does (SPEC §5), before anything is set up for them.
 */
describe('SPEC §2 /setup/phone: the agreement of a sign-up without the sign-up form', () => {
  it('SPEC §5: asks for the Terms and Privacy agreement before the business phone is sent', async () => {
    const user = userEvent.setup();
    const { identity, show } = await prepareAccountScreen({ path: '/setup/phone', Component: PhonePage });
    const logInWithPhone = vi.spyOn(identity, 'logInWithPhone').mockResolvedValue({
      access_token: 'a',
      refresh_token: 'r',
    });
    show();
    await user.type(screen.getByRole('textbox', { name: 'Business phone number' }), '+61 2 5550 0123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const agreement = screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
    expect(agreement).toHaveFocus();
    expect(agreement).toHaveAccessibleDescription('Please accept the Terms and Conditions');
    expect(logInWithPhone).not.toHaveBeenCalled();
    // What was typed is kept.
    expect(screen.getByRole('textbox', { name: 'Business phone number' })).toHaveValue('+61 2 5550 0123');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      'https://lucy-receptionist.com/terms',
    );

    await user.click(agreement);
    expect(agreement).not.toHaveAccessibleDescription('Please accept the Terms and Conditions');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(logInWithPhone).toHaveBeenCalledWith({ phone: '+61255500123' });
  });
});
