import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { IndexErrorPage } from './IndexErrorPage.tsx';

describe('SPEC §2 index rule 7: the error page', () => {
  it('says something went wrong and points to sign-in and support', async () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <IndexErrorPage /> }])} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed you out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@lucy-receptionist.com',
    );
    expect(document.title).toBe('Something went wrong | Lucy');
  });
});
