import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { externalLinks } from '../../domain/links/websiteLinks.ts';
import { prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { UnavailablePage } from './UnavailablePage.tsx';

async function open(state?: unknown) {
  const parts = await prepareAccountScreen({
    path: '/signup/unavailable',
    Component: UnavailablePage,
    entry: { pathname: '/signup/unavailable', state },
  });
  parts.show();
}

describe('SPEC §2 /signup/unavailable', () => {
  it('offers a way back: sign up again with the right number, or sign in', async () => {
    await open({ email: 'kiri@cafe.co.nz', countryCode: 'NZ' });
    expect(screen.getByRole('link', { name: 'Sign up again with your business number' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('says where Lucy is available, confirms the waitlist and links to a demo request', async () => {
    await open({ email: 'kiri@cafe.co.nz', countryCode: 'NZ' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Lucy isn’t available in New Zealand yet',
    );
    expect(
      screen.getByText('Lucy is only available in Australia, the US, Canada and the UK for now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You’re on the waitlist' })).toBeInTheDocument();
    expect(screen.getByText('kiri@cafe.co.nz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a demo' })).toHaveAttribute(
      'href',
      externalLinks.demoRequest,
    );
  });

  it('opened directly, it invites the visitor to sign up for the waitlist', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Lucy isn’t available in your country yet',
    );
    expect(screen.getByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up with your business phone number' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
