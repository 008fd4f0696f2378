import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_WHEEL_DELAY_MS, Spinner } from './Spinner.tsx';

const wheelOf = (status: HTMLElement) => status.querySelector('[aria-hidden="true"]') as HTMLElement;

describe('Spinner', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps a page's wheel to the end of the page's first second, and announces the wait at once", () => {
    vi.spyOn(performance, 'now').mockReturnValue(300);
    render(<Spinner label="Loading Lucy’s settings" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading Lucy’s settings');
    expect(wheelOf(status).style.animationDelay).toBe(`${PAGE_WHEEL_DELAY_MS - 300}ms`);
  });

  it('shows a wheel drawn after the first second at once', () => {
    vi.spyOn(performance, 'now').mockReturnValue(PAGE_WHEEL_DELAY_MS + 4200);
    render(<Spinner label="Loading the plans" />);
    expect(wheelOf(screen.getByRole('status')).style.animationDelay).toBe('0ms');
  });

  it('keeps the delay it was drawn with when it renders again (a turning wheel does not jump)', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(300);
    const { rerender } = render(<Spinner label="Loading Lucy’s settings" />);
    now.mockReturnValue(2000);
    rerender(<Spinner label="Still loading Lucy’s settings" />);
    expect(wheelOf(screen.getByRole('status')).style.animationDelay).toBe(`${PAGE_WHEEL_DELAY_MS - 300}ms`);
  });

  it('shows at once where asked to (a page with nothing else on it)', () => {
    vi.spyOn(performance, 'now').mockReturnValue(300);
    render(<Spinner label="Loading Lucy" delayed={false} />);
    expect(wheelOf(screen.getByRole('status')).style.animationDelay).toBe('');
  });

  it("never delays a button's small wheel: it answers a tap", () => {
    vi.spyOn(performance, 'now').mockReturnValue(10);
    const { container } = render(<Spinner size="small" label="" />);
    expect((container.firstElementChild as HTMLElement).style.animationDelay).toBe('');
  });

  it('leaves the delay out of a page rendered ahead of time (it counts from that page’s own start)', () => {
    vi.stubGlobal('document', undefined);
    try {
      expect(renderToString(<Spinner label="Loading Lucy" />)).not.toContain('animation-delay');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
