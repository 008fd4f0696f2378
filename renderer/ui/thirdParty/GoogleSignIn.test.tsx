import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoogleSignIn } from './GoogleSignIn.tsx';

describe('SPEC §9: the social sign-in button’s space, reserved before its script arrives', () => {
  // The script never loads here (jsdom fetches no script), so what shows is the app's own reservation, not the
  // height of whatever button a provider (or the dev backend's stand-in) later draws in it.
  it.each([
    ['large', 40],
    ['medium', 32],
    ['small', 20],
  ] as const)('%s: %i px high', (size, height) => {
    const { container } = render(
      <GoogleSignIn
        scriptUrl={`https://accounts.invalid/gsi/client?size=${size}`}
        clientId="client-id"
        onCredential={() => {}}
        size={size}
      />,
    );
    expect(container.firstElementChild).toHaveStyle({ minHeight: `${height}px` });
  });

  it('large when no size is asked for', () => {
    const { container } = render(
      <GoogleSignIn
        scriptUrl="https://accounts.invalid/gsi/client"
        clientId="client-id"
        onCredential={() => {}}
      />,
    );
    expect(container.firstElementChild).toHaveStyle({ minHeight: '40px' });
  });
});
