import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField.tsx';

describe('text area field', () => {
  it('links the label, hint and error to the text area', () => {
    render(<TextAreaField label="Answer" hint="What Lucy says" error="Add the answer" />);
    const area = screen.getByRole('textbox', { name: 'Answer' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('What Lucy says Add the answer');
  });

  it('takes several lines', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Greeting" />);
    const area = screen.getByRole('textbox', { name: 'Greeting' });
    await user.type(area, 'Hello{enter}there');
    expect(area).toHaveValue('Hello\nthere');
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('reads right to left when the text does (Arabic, Hebrew): its direction follows what is typed', () => {
    render(<TextAreaField label="Answer" defaultValue="نحن مفتوحون من التاسعة" />);
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveAttribute('dir', 'auto');
  });
});
