import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthFrameBoxes } from './AuthFrameBoxes.tsx';

afterEach(() => vi.useRealTimers());

describe('SPEC §2: the auth layout', () => {
  it('has a copyright line with the current year, not the year the page was built', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T00:00:00'));
    render(
      <AuthFrameBoxes privacyChoices={false}>
        <h1>Welcome back</h1>
      </AuthFrameBoxes>,
    );
    expect(screen.getByText('© 2031 Lucy. All rights reserved.')).toBeInTheDocument();
  });

  it('has a brand panel, apart from the screen’s own landmark (its width rule is in the e2e suite)', () => {
    render(
      <AuthFrameBoxes privacyChoices={false}>
        <h1>Welcome back</h1>
      </AuthFrameBoxes>,
    );
    const panel = screen.getByRole('complementary', { name: 'About Lucy' });
    expect(within(panel).getByText('Never miss another customer call.')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('main')).not.toContainElement(panel);
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome back' }),
    ).toBeInTheDocument();
  });
});
