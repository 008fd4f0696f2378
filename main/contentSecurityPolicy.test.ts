import { describe, expect, it } from 'vitest';
import { resolveEnvironments } from '../renderer/domain/environment/index.ts';
import { APP_ORIGIN } from './appProtocol.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { DESKTOP_ENVIRONMENT_NAMES, desktopEnvironment } from './environment.ts';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Enough of CSP source matching for https/http URLs: scheme, host with a leading wildcard, port, path prefix. */
function allows(policy: string, directive: string, address: string): boolean {
  const url = new URL(address);
  const sources = directives(policy).get(directive) ?? directives(policy).get('default-src') ?? [];
  return sources.some((source) => {
    const match = /^(https?):\/\/(\*\.)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host = '', port, path] = match;
    const hostMatches = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
    const portMatches = port === '*' || (port ?? '') === url.port;
    const pathMatches = !path || (path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path);
    return `${scheme}:` === url.protocol && hostMatches && portMatches && pathMatches;
  });
}

describe('the desktop Content-Security-Policy (Electron security checklist item 7)', () => {
  const production = contentSecurityPolicy('production');

  it('denies by default and allows scripts only from the app and the named third parties', () => {
    const policy = directives(production);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://challenges.cloudflare.com',
      'https://accounts.google.com/gsi/',
      'https://*.i.posthog.com',
    ]);
    expect(production).not.toContain('unsafe-eval');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('forbids plugins, base rewriting, framing the app and foreign form targets', () => {
    const policy = directives(production);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it.each(DESKTOP_ENVIRONMENT_NAMES)('lets %s reach every address its renderer environments use', (name) => {
    const policy = contentSecurityPolicy(name);
    const environments = resolveEnvironments(desktopEnvironment(name).environmentHost, {
      origin: APP_ORIGIN,
    });
    for (const environment of environments) {
      for (const service of [environment.identity, environment.gateway, environment.builder]) {
        expect(allows(policy, 'connect-src', service), `${environment.name} ${service}`).toBe(true);
      }
      expect(allows(policy, 'connect-src', environment.analytics.host)).toBe(true);
      expect(allows(policy, 'script-src', environment.scripts.humanCheck)).toBe(true);
      expect(allows(policy, 'script-src', environment.scripts.socialSignIn)).toBe(true);
    }
  });

  it.each(DESKTOP_ENVIRONMENT_NAMES)(
    'lets %s show what the sign-in widgets load from their own hosts',
    (name) => {
      const policy = contentSecurityPolicy(name);
      const environments = resolveEnvironments(desktopEnvironment(name).environmentHost, {
        origin: APP_ORIGIN,
      });
      for (const { scripts, analytics } of environments) {
        const humanCheck = new URL(scripts.humanCheck).origin;
        const socialSignIn = new URL(scripts.socialSignIn);
        // SPEC §1 human check: the widget runs its challenge in a frame of its own host.
        expect(
          allows(policy, 'frame-src', `${humanCheck}/cdn-cgi/challenge-platform/h/g/turnstile/if/ov2`),
        ).toBe(true);
        // SPEC §1 social sign-in: the button and one tap are frames, styled by a sheet beside the script.
        const gsi = new URL('.', socialSignIn).href;
        expect(allows(policy, 'frame-src', `${gsi}button?theme=outline`)).toBe(true);
        expect(allows(policy, 'frame-src', `${gsi}iframe/select`)).toBe(true);
        expect(allows(policy, 'style-src', `${gsi}style`)).toBe(true);
        // SPEC §1 session recording: posthog-js loads its recorder from the region's assets host.
        const assets = analytics.host.replace(
          /^(https:\/\/[a-z]+)\.i\.posthog\.com/,
          '$1-assets.i.posthog.com',
        );
        expect(allows(policy, 'script-src', `${assets}/static/recorder.js`), assets).toBe(true);
      }
    },
  );

  it('keeps everything else out', () => {
    expect(allows(production, 'connect-src', 'https://evil.example/steal')).toBe(false);
    expect(allows(production, 'connect-src', 'https://lucy-receptionist.com.evil.example/')).toBe(false);
    expect(allows(production, 'script-src', 'https://accounts.google.com/o/oauth2/auth')).toBe(false);
    expect(allows(production, 'connect-src', 'http://localhost:8787/identity')).toBe(false);
    expect(allows(production, 'frame-src', 'https://evil.example/')).toBe(false);
  });

  it('lets only local development reach the dev backend on loopback', () => {
    const local = contentSecurityPolicy('local');
    expect(allows(local, 'connect-src', 'http://localhost:8787/identity/token')).toBe(true);
    expect(allows(local, 'script-src', 'http://localhost:8787/third-party/gsi/client')).toBe(true);
    expect(allows(local, 'connect-src', 'https://identity.lucy-receptionist.com/token')).toBe(false);
  });

  it('relaxes scripts for the development server only when one is running', () => {
    const development = directives(contentSecurityPolicy('local', { devServer: 'http://localhost:5174/' }));
    expect(development.get('script-src')).toContain("'unsafe-inline'");
    expect(development.get('connect-src')).toEqual(expect.arrayContaining(['ws://localhost:5174']));
    expect(directives(contentSecurityPolicy('local')).get('script-src')).not.toContain("'unsafe-inline'");
  });
});
