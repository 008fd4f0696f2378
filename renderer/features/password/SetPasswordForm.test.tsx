import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SetPasswordForm } from './SetPasswordForm.tsx';

function renderForm(onSubmit: (password: string) => Promise<void> = vi.fn(async () => {})) {
  render(<SetPasswordForm email="ada@cafe.com.au" submitLabel="Save password" onSubmit={onSubmit} />);
  return {
    onSubmit,
    input: screen.getByLabelText('New password'),
    submit: screen.getByRole('button', { name: 'Save password' }),
  };
}

/** The rules the live ticks show as met. */
function metRules(): string[] {
  return screen
    .getAllByRole('listitem')
    .filter((item) => item.textContent?.endsWith(': done'))
    .map((item) => item.textContent?.replace(': done', '') ?? '');
}

describe('SPEC §5 new password form', () => {
  it('counts n/10 as the owner types and ticks each rule as it is met', async () => {
    const user = userEvent.setup();
    const { input } = renderForm();
    expect(input).toHaveAccessibleDescription(/^0\/10 characters /);
    // The rule ticks are linked to the field, so a screen reader hears what is still missing.
    expect(input).toHaveAccessibleDescription(/A number \(0-9\): not yet/);
    expect(metRules()).toEqual([]);
    await user.type(input, 'abc');
    expect(input).toHaveAccessibleDescription(/^3\/10 characters /);
    expect(metRules()).toEqual(['A lower case character (a-z)']);
    await user.type(input, 'D3-');
    expect(metRules()).toEqual([
      'An upper case character (A-Z)',
      'A lower case character (a-z)',
      'A number (0-9)',
      'A special character (e.g !@#$%^&*-)',
    ]);
    await user.type(input, 'wxyz');
    expect(input).toHaveAccessibleDescription(/^10\/10 characters /);
    expect(metRules()).toHaveLength(5);
  });

  it('enables submit only when the password matches the full rule pattern', async () => {
    const user = userEvent.setup();
    const { input, submit, onSubmit } = renderForm();
    expect(submit).toBeDisabled();
    await user.type(input, 'Abcdefgh1');
    expect(submit).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, '!');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Abcdefgh1!');
  });

  it('names the first missing rule in the spec’s words once the owner leaves the field', async () => {
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.type(input, 'abcdefghij');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /^10\/10 characters An upper case character \(A-Z\) is required /,
    );
    await user.type(input, 'A1');
    expect(input).toHaveAccessibleDescription(
      /^12\/10 characters A special character \(e\.g !@#\$%\^&\*-\) is required /,
    );
    await user.type(input, '#');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('Enter on a weak password says everything still missing, in SPEC §5’s words, and keeps the focus', async () => {
    const user = userEvent.setup();
    const { input, onSubmit } = renderForm();
    await user.type(input, 'abcdef{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /At least 10 characters are required\. An upper case character \(A-Z\) is required\. A number \(0-9\) is required\. A special character \(e\.g !@#\$%\^&\*-\) is required\./,
    );
    // What is fixed drops out as the owner types.
    await user.type(input, 'G7');
    expect(input).not.toHaveAccessibleDescription(/upper case character \(A-Z\) is required/);
  });

  it('keeps the button busy while the password is being set', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const { input, submit } = renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(input, 'Abcdefgh1!');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
