import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxField, PasswordField, TextField } from './Field.tsx';

describe('form fields', () => {
  it('link the label, hint and error to the input for assistive technology', () => {
    render(<TextField label="Email" hint="We send your receipts here" error="Email cannot be blank" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send your receipts here Email cannot be blank');
  });

  it('keep a description the caller links, such as a list of password rules', () => {
    render(
      <>
        <TextField label="New password" hint="10 characters or more" aria-describedby="rules" />
        <p id="rules">Needs a number</p>
      </>,
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      '10 characters or more Needs a number',
    );
  });

  it('follow the direction of what is typed for free text, and keep addresses and passwords left to right', () => {
    render(
      <>
        <TextField label="Business name" />
        <TextField label="Work email" type="email" />
        <PasswordField label="Password" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('textbox', { name: 'Work email' })).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Password')).toHaveAttribute('dir', 'ltr');
  });

  it('are not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('let the owner reveal and hide a password without losing it', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Secret-123!');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret-123!');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('give checkboxes a clickable label and an announced error', async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="I accept the terms" error="Please accept the Terms and Conditions" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Please accept the Terms and Conditions');
  });
});
