import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage.tsx';

describe('the 404 page', () => {
  it('carries the brand and offers the way on as a styled button-link', () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/no-such-page'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeInTheDocument();
    expect(screen.getByText('Lucy')).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Go to the start' });
    expect(start).toHaveAttribute('href', '/');
    expect(start.className).toMatch(/primary/);
  });
});
