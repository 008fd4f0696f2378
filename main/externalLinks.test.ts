import { describe, expect, it } from 'vitest';
import { resolveEnvironments } from '../renderer/domain/environment/index.ts';
import { externalLinks } from '../renderer/domain/links/websiteLinks.ts';
import { SUPPORT_EMAIL } from '../renderer/domain/supportContact.ts';
import { APP_ORIGIN } from './appProtocol.ts';
import { DESKTOP_ENVIRONMENT_NAMES, desktopEnvironment } from './environment.ts';
import { vetExternalUrl } from './externalLinks.ts';

describe('external links are vetted before the system browser opens them (checklist item 15)', () => {
  it.each([
    'https://calls.lucy-receptionist.com/',
    'https://app.lucy-receptionist.com/ca/campaigns',
    'https://lucy-receptionist.com/privacy',
    'https://checkout.stripe.com/c/pay/cs_test_123',
    'https://billing.stripe.com/p/session/abc',
    'mailto:support@lucy-receptionist.com',
    'tel:+61255500000',
    'tel:**004*0255500000%23',
    'tel:*71555000123',
  ])('opens %s', (url) => {
    expect(vetExternalUrl(url, 'production')?.href).toBe(url);
  });

  it.each([
    ['plain http', 'http://calls.lucy-receptionist.com/'],
    ['an unknown site', 'https://evil.example/'],
    ['a look-alike suffix', 'https://lucy-receptionist.com.evil.example/'],
    ['a look-alike prefix', 'https://evil-lucy-receptionist.com/'],
    ['credentials in the URL', 'https://user:pass@app.lucy-receptionist.com/'],
    ['a non-default port', 'https://app.lucy-receptionist.com:8443/'],
    ['a file', 'file:///etc/passwd'],
    ['a script', 'javascript:alert(1)'],
    ['an OS handler', 'ms-msdt:/id PCWDiagnostic'],
    ['a network share', 'smb://attacker/share'],
    ['the app itself', 'app://lucy/settings'],
    ['mail to another domain', 'mailto:someone@evil.example'],
    ['mail with extra headers', 'mailto:support@lucy-receptionist.com?bcc=someone@evil.example'],
    ['mail to two recipients', 'mailto:support@lucy-receptionist.com,someone@evil.example'],
    ['not a URL', 'calls.lucy-receptionist.com'],
    ['a number with parameters', 'tel:+61255500000;phone-context=evil'],
    ['a number with a query', 'tel:+61255500000?body=x'],
    ['letters to dial', 'tel:1-800-FLOWERS'],
    ['a number too short to be one', 'tel:12'],
  ])('refuses %s', (_case, url) => {
    expect(vetExternalUrl(url, 'production')).toBeNull();
  });

  it('opens the dev backend’s stand-ins on loopback only in local development', () => {
    const standIn = 'http://localhost:8787/third-party/call-details';
    expect(vetExternalUrl(standIn, 'local')?.href).toBe(standIn);
    expect(vetExternalUrl(standIn, 'production')).toBeNull();
    expect(vetExternalUrl('http://192.168.1.10:8787/', 'local')).toBeNull();
  });
});

describe('every link the renderer sends out of the app passes the vetting', () => {
  it.each(DESKTOP_ENVIRONMENT_NAMES)('in %s', (name) => {
    const environments = resolveEnvironments(desktopEnvironment(name).environmentHost, {
      origin: APP_ORIGIN,
    });
    const links = [
      // The public website: demo request, cancellation feedback, terms, privacy policy.
      ...Object.values(externalLinks),
      // The error pages' way out.
      `mailto:${SUPPORT_EMAIL}`,
      ...environments.flatMap((environment) => [
        // SPEC §2 sidebar: Call Details.
        environment.callDetailsUrl,
        // SPEC §1, §2 /ca/*: the contact-automation application, at its root and at a deeper path.
        environment.contactAutomationUiHref,
        `${environment.contactAutomationUiBaseUrl}/campaigns/42?tab=calls`,
      ]),
    ];
    for (const link of links) {
      expect(vetExternalUrl(link, name)?.href, link).toBe(new URL(link).href);
    }
  });
});
