import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../session/context.tsx';
import { testSession } from '../session/testing/screen.tsx';
import { ExternalLink } from './ExternalLink.tsx';

describe('ExternalLink', () => {
  it('leaves the app through the platform, never by a new window of its own', async () => {
    const { session, platform } = testSession({ fetch: () => Promise.reject(new Error('no calls')) });
    render(
      <SessionProvider session={session}>
        <ExternalLink href="https://lucy-receptionist.com/terms">Terms</ExternalLink>
      </SessionProvider>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', 'https://lucy-receptionist.com/terms');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A click the link left to the browser would navigate jsdom's window: the platform must handle it alone.
    await userEvent.click(link);
    expect(platform.openExternal).toHaveBeenCalledExactlyOnceWith('https://lucy-receptionist.com/terms');
    expect(window.location.href).not.toContain('lucy-receptionist.com');
  });
});
