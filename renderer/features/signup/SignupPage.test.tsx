import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { installHumanCheck, prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { memoryStorage } from '../../session/testing/memoryStorage.ts';
import { SignupPage } from './SignupPage.tsx';

// The guessed country, set by a test to stand in for the guess changing while the page is open (a pre-rendered
// page hydrates with the build's guess, then takes the visitor's own); otherwise the real guess.
const guess = vi.hoisted(() => ({ country: undefined as string | undefined }));
vi.mock('../../ui/PhoneNumberField.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../ui/PhoneNumberField.tsx')>();
  return {
    ...actual,
    useGuessedPhoneCountry: () => {
      const real = actual.useGuessedPhoneCountry();
      return guess.country ?? real;
    },
  };
});
afterEach(() => {
  guess.country = undefined;
});

let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck();
});
afterEach(() => humanCheck.uninstall());

async function open(entry = '/signup', drafts?: Storage) {
  const parts = await prepareAccountScreen({
    path: '/signup',
    Component: SignupPage,
    entry,
    ...(drafts ? { drafts } : {}),
  });
  const signUp = vi.spyOn(parts.identity, 'signUp').mockResolvedValue({ userId: 'usr_1' });
  const signUpUnavailable = vi.spyOn(parts.identity, 'signUpUnavailable').mockResolvedValue();
  return { ...parts, signUp, signUpUnavailable };
}

async function fillIn(details: { phone?: string; country?: string } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'ada@cafe.com.au');
  await user.selectOptions(screen.getByLabelText('Country of the phone number'), details.country ?? 'AU');
  await user.type(screen.getByLabelText('Business phone number'), details.phone ?? '0412 345 678');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
  return user;
}

const createAccount = () => screen.getByRole('button', { name: 'Create account' });

describe('SPEC §3 the sign-up draft: a reload or a failed sign-up loses nothing', () => {
  it('keeps every field and primarySignupIntent across a reload, and sends the stored intent', async () => {
    const drafts = memoryStorage();
    const first = await open('/signup?intent=website-demo', drafts);
    first.show();
    await fillIn();
    cleanup();

    // The reload lands on /signup without the query: the form and the intent come back from the draft.
    const second = await open('/signup', drafts);
    second.show();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Work email')).toHaveValue('ada@cafe.com.au');
    expect(screen.getByLabelText('Country of the phone number')).toHaveValue('AU');
    expect(screen.getByLabelText('Business phone number')).toHaveValue('0412 345 678');
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })).toBeChecked();
    await userEvent.click(createAccount());
    await screen.findByRole('heading', { name: 'Verify your email address' });
    expect(second.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ primarySignupIntent: 'website-demo' }),
      'AU',
    );
    // Once the account exists the draft is gone: a later visit starts afresh.
    cleanup();
    (await open('/signup', drafts)).show();
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('a failed sign-up keeps the draft for the next attempt', async () => {
    const drafts = memoryStorage();
    const { show, signUp } = await open('/signup?intent=pricing-page', drafts);
    signUp.mockRejectedValueOnce(new ApiError('down', 500));
    show();
    const user = await fillIn();
    await user.click(createAccount());
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    cleanup();
    (await open('/signup', drafts)).show();
    expect(screen.getByLabelText('Work email')).toHaveValue('ada@cafe.com.au');
    expect(JSON.parse(drafts.getItem('lucy_signup_draft') ?? '{}').primarySignupIntent).toBe('pricing-page');
  });
});

describe('SPEC §2 /signup', () => {
  it('offers the guessed country until the visitor picks one, and a later guess never replaces the pick', async () => {
    const { show, signUp } = await open();
    guess.country = 'US';
    show();
    const user = userEvent.setup();
    const country = screen.getByLabelText('Country of the phone number');
    expect(country).toHaveValue('US');
    guess.country = 'GB';
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(country).toHaveValue('GB');

    await user.selectOptions(country, 'AU');
    guess.country = 'CA';
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Work email'), 'ada@cafe.com.au');
    await user.type(screen.getByLabelText('Business phone number'), '0412 345 678');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    expect(country).toHaveValue('AU');
    await user.click(createAccount());
    await screen.findByRole('heading', { name: 'Verify your email address' });
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '+61412345678' }), 'AU');
  });

  it('SPEC §5: checks every field, focuses the first invalid one and sends nothing', async () => {
    const { show, signUp } = await open();
    show();
    const user = userEvent.setup();
    await user.click(createAccount());
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name cannot be blank');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name cannot be blank');
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription('Email cannot be blank');
    expect(screen.getByLabelText('Business phone number')).toHaveAccessibleDescription(
      /Must have a valid country code and phone number$/,
    );
    expect(
      screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }),
    ).toHaveAccessibleDescription('Please accept the Terms and Conditions');
    expect(signUp).not.toHaveBeenCalled();
  });

  it("SPEC §4: a supported country creates the account and shows 'Verify your email address'", async () => {
    const { show, signUp } = await open('/signup?intent=receptionist-trial');
    show();
    const user = await fillIn();
    await user.click(createAccount());
    expect(await screen.findByRole('heading', { name: 'Verify your email address' })).toHaveFocus();
    expect(signUp).toHaveBeenCalledWith(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@cafe.com.au',
        phoneNumber: '+61412345678',
        turnstileResponse: 'human-1',
        primarySignupIntent: 'receptionist-trial',
      },
      'AU',
    );
    // SPEC §5: the widget that answered carries the site key of this host's environment (localhost: local).
    expect(new Set(humanCheck.record.siteKeys)).toEqual(new Set(['local-dev-site-key']));
    expect(screen.getByText('ada@cafe.com.au')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    expect(screen.getByLabelText('Business phone number')).toHaveValue('0412 345 678');
    expect(screen.getByLabelText('Work email')).toHaveValue('ada@cafe.com.au');
  });

  it('SPEC §4: an unsupported country joins the waitlist and goes to /signup/unavailable', async () => {
    const { show, signUp, signUpUnavailable } = await open();
    show();
    const user = await fillIn({ country: 'other', phone: '+64 21 123 4567' });
    await user.click(createAccount());
    expect(await screen.findByRole('heading', { name: 'Landed at /signup/unavailable' })).toBeInTheDocument();
    expect(signUpUnavailable).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@cafe.com.au',
      phoneNumber: '+64211234567',
      turnstileResponse: 'human-1',
      primarySignupIntent: 'receptionist',
      countryCode: 'NZ',
    });
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'navigation state' })).toHaveTextContent(
      '{"email":"ada@cafe.com.au","countryCode":"NZ"}',
    );
  });

  it("SPEC §8: an unsupported-country failure toasts 'Something went wrong.' and resets the widget", async () => {
    const { show, signUpUnavailable } = await open();
    signUpUnavailable.mockRejectedValueOnce(new ApiError('500', 500));
    show();
    const user = await fillIn({ phone: '+64 21 123 4567' });
    await user.click(createAccount());
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(humanCheck.record.resets).toBe(1);
    expect(createAccount()).toBeEnabled();
    expect(screen.getByLabelText('Business phone number')).toHaveValue('+64 21 123 4567');
  });

  it("SPEC §8: the code 'Invalid email address' is shown on the email field", async () => {
    const { show, signUp } = await open();
    signUp.mockRejectedValueOnce(new ApiError('400', 400, { error: 'Invalid email address' }));
    show();
    const user = await fillIn();
    await user.click(createAccount());
    const email = screen.getByLabelText('Work email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'));
    expect(email).toHaveFocus();
    expect(humanCheck.record.resets).toBe(1);
  });

  it("SPEC §8: the code 'Invalid phone number' is shown on the phone field, plus the generic toast", async () => {
    const { show, signUp } = await open();
    signUp.mockRejectedValueOnce(new ApiError('400', 400, { error: 'Invalid phone number' }));
    show();
    const user = await fillIn();
    await user.click(createAccount());
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeInTheDocument();
    const phone = screen.getByLabelText('Business phone number');
    expect(phone).toHaveAccessibleDescription(/Invalid phone number$/);
    expect(phone).toHaveFocus();
  });

  it('SPEC §8: several matching accounts name whom to contact', async () => {
    const { show, signUp } = await open();
    signUp.mockRejectedValueOnce(
      new ApiError('409', 409, { error: 'multiple-user-match', email: 'boss@cafe.com.au' }),
    );
    show();
    const user = await fillIn();
    await user.click(createAccount());
    const contact = 'Please contact boss@cafe.com.au to gain access to this account.';
    expect(await screen.findByText(contact, { selector: '.Toastify *' })).toBeInTheDocument();
    // The toast goes in 5 seconds; whom to contact stays in the form.
    expect(
      within(screen.getByRole('form', { name: 'Create your account' })).getByText(contact),
    ).toBeInTheDocument();
  });

  it('a name over the service’s limit is caught on the field, with a counter', async () => {
    const { show, signUp } = await open();
    show();
    const user = await fillIn();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.click(first);
    await user.paste('A'.repeat(101));
    expect(first).toHaveAccessibleDescription('101 of 100 characters');
    await user.click(createAccount());
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(
      'Use at most 100 characters (this has 101) 101 of 100 characters',
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it('a refusal naming a field is shown on that field in plain words, not as raw text', async () => {
    const { show, signUp } = await open();
    signUp.mockRejectedValueOnce(
      new ApiError('400', 400, {
        error: 'invalid_request',
        error_description: 'Invalid request body: lastName: must be at most 100 characters',
      }),
    );
    show();
    const user = await fillIn();
    await user.click(createAccount());
    const last = screen.getByLabelText('Last name');
    await waitFor(() => expect(last).toHaveAccessibleDescription('Use at most 100 characters'));
    expect(last).toHaveFocus();
    expect(screen.queryByText(/Invalid request body/)).not.toBeInTheDocument();
  });

  it('a sign-up that never reached the service says so in the form, which keeps everything typed', async () => {
    const { show, signUp } = await open();
    signUp.mockRejectedValueOnce(new ApiError('Failed to fetch', 0));
    show();
    const user = await fillIn();
    await user.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t reach Lucy. Check your internet connection, then try again.',
    );
    expect(screen.queryByText('Something went wrong, please try again later.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Work email')).toHaveValue('ada@cafe.com.au');
    await user.click(createAccount());
    await screen.findByRole('heading', { name: 'Verify your email address' });
  });

  it('shows what the service said when it explains a refusal, and a retry sends a new response', async () => {
    const { show, signUp } = await open();
    signUp.mockRejectedValueOnce(
      new ApiError('409', 409, {
        error: 'email-exists',
        error_description: 'An account with this email address already exists.',
      }),
    );
    show();
    const user = await fillIn();
    await user.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists.',
    );
    await user.click(createAccount());
    await screen.findByRole('heading', { name: 'Verify your email address' });
    expect(signUp).toHaveBeenLastCalledWith(expect.objectContaining({ turnstileResponse: 'human-2' }), 'AU');
  });
});
