import { describe, expect, it } from 'vitest';
import { isLocalDevelopmentHost, vetExternalUrl, vetPaymentUrl } from './vetting.ts';

const deployed = { localDevelopment: false };
const local = { localDevelopment: true, localBackendOrigin: 'http://backend.test:8787/gateway' };

describe('payment pages: only https on the payment provider’s hosts', () => {
  it.each([
    'https://checkout.stripe.com/c/pay/cs_test_123#fragment',
    'https://billing.stripe.com/p/session/abc',
  ])('goes to %s', (url) => {
    expect(vetPaymentUrl(url, deployed)?.href).toBe(url);
  });

  it.each([
    ['a script', 'javascript:alert(document.domain)'],
    ['a script, mixed case and spaces', ' JavaScript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://checkout.stripe.com/c/pay/cs_1'],
    ['another site', 'https://evil.example/checkout'],
    ['a look-alike suffix', 'https://checkout.stripe.com.evil.example/'],
    ['a sub-domain of the provider not used for payments', 'https://evil.stripe.com/'],
    ['the product’s own site', 'https://app.lucy-receptionist.com/'],
    ['credentials', 'https://user:pass@checkout.stripe.com/'],
    ['a port', 'https://checkout.stripe.com:8443/'],
    ['not a URL', '/relative/path'],
    ['loopback outside local development', 'http://localhost:8787/third-party/checkout/cs_1'],
  ])('refuses %s', (_, url) => {
    expect(vetPaymentUrl(url, deployed)).toBeNull();
  });

  it('in local development, the dev backend’s stand-ins on loopback or at its own origin', () => {
    expect(vetPaymentUrl('http://localhost:8787/third-party/checkout/cs_1', local)).not.toBeNull();
    expect(vetPaymentUrl('http://127.0.0.1:6310/third-party/billing-portal/bps_1', local)).not.toBeNull();
    expect(vetPaymentUrl('http://backend.test:8787/third-party/checkout/cs_1', local)).not.toBeNull();
    expect(vetPaymentUrl('http://backend.test:9999/third-party/checkout/cs_1', local)).toBeNull();
    expect(vetPaymentUrl('javascript:alert(1)', local)).toBeNull();
    expect(vetPaymentUrl('http://evil.example/', local)).toBeNull();
  });
});

describe('external links: the same rule on web and desktop', () => {
  it('opens the product’s sites and the payment pages, not others', () => {
    expect(vetExternalUrl('https://calls.lucy-receptionist.com/', deployed)).not.toBeNull();
    expect(vetExternalUrl('https://billing.stripe.com/p/session/abc', deployed)).not.toBeNull();
    expect(vetExternalUrl('javascript:alert(1)', deployed)).toBeNull();
    expect(vetExternalUrl('https://evil.example/', deployed)).toBeNull();
    expect(vetExternalUrl('http://localhost:8787/third-party/call-details', deployed)).toBeNull();
    expect(vetExternalUrl('http://localhost:8787/third-party/call-details', local)).not.toBeNull();
  });

  it('local development is a loopback environment host', () => {
    expect(isLocalDevelopmentHost('localhost')).toBe(true);
    expect(isLocalDevelopmentHost('127.0.0.1')).toBe(true);
    expect(isLocalDevelopmentHost('app.lucy-receptionist.com')).toBe(false);
  });
});
