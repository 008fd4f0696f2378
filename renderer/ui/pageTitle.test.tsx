import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, usePageTitle } from './pageTitle.ts';

function Titled({ subtitle }: { subtitle?: string }) {
  usePageTitle(subtitle);
  return null;
}

describe('SPEC §2 page title', () => {
  it('is the subtitle, a separator and the product name; the name alone without a subtitle', () => {
    expect(formatPageTitle('Sign in')).toBe('Sign in | Lucy');
    expect(formatPageTitle(undefined)).toBe('Lucy');
    expect(formatPageTitle('')).toBe('Lucy');
  });

  it('follows the most recently set subtitle and falls back when it goes away', () => {
    const view = render(<Titled subtitle="Settings" />);
    expect(document.title).toBe('Settings | Lucy');
    view.rerender(
      <>
        <Titled subtitle="Settings" />
        <Titled subtitle="Billing" />
      </>,
    );
    expect(document.title).toBe('Billing | Lucy');
    view.rerender(<Titled subtitle="Settings" />);
    expect(document.title).toBe('Settings | Lucy');
    view.unmount();
    expect(document.title).toBe('Lucy');
  });
});
