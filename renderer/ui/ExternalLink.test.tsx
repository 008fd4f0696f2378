import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExternalLink, OpenExternalContext } from './ExternalLink.tsx';

describe('ExternalLink', () => {
  it('leaves the app through the shell (the session gives the platform’s openExternal), never by a new window of its own', async () => {
    const openExternal = vi.fn();
    render(
      <OpenExternalContext value={openExternal}>
        <ExternalLink href="https://lucy-receptionist.com/terms">Terms</ExternalLink>
      </OpenExternalContext>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', 'https://lucy-receptionist.com/terms');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A click the link left to the browser would navigate jsdom's window: the platform must handle it alone.
    await userEvent.click(link);
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://lucy-receptionist.com/terms');
    expect(window.location.href).not.toContain('lucy-receptionist.com');
  });
});
