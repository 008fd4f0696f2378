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

  it('denies by default and runs the app’s own scripts only: no third party runs beside the session', () => {
    const policy = directives(production);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const name of DESKTOP_ENVIRONMENT_NAMES) {
      const each = directives(contentSecurityPolicy(name));
      expect(each.get('script-src'), name).toEqual(["'self'"]);
      expect(each.get('frame-src'), name).toEqual(["'none'"]);
      expect(each.get('style-src'), name).toEqual(["'self'", "'unsafe-inline'"]);
    }
    expect(production).not.toContain('unsafe-eval');
  });

  it('forbids plugins, base rewriting, framing the app and foreign form targets', () => {
    const policy = directives(production);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it.each(DESKTOP_ENVIRONMENT_NAMES)(
    'lets %s reach its services and nothing of the third parties',
    (name) => {
      const policy = contentSecurityPolicy(name);
      const environments = resolveEnvironments(desktopEnvironment(name).environmentHost, {
        origin: APP_ORIGIN,
      });
      for (const environment of environments) {
        for (const service of [environment.identity, environment.gateway, environment.builder]) {
          expect(allows(policy, 'connect-src', service), `${environment.name} ${service}`).toBe(true);
        }
        // Signing in happens in the system browser; analytics is off on desktop (README "Desktop app").
        expect(allows(policy, 'script-src', environment.scripts.humanCheck)).toBe(false);
        expect(allows(policy, 'script-src', environment.scripts.socialSignIn)).toBe(false);
        expect(allows(policy, 'frame-src', environment.scripts.humanCheck)).toBe(false);
        if (name !== 'local') expect(allows(policy, 'connect-src', environment.analytics.host)).toBe(false);
      }
    },
  );

  it('keeps everything else out', () => {
    expect(allows(production, 'connect-src', 'https://evil.example/steal')).toBe(false);
    expect(allows(production, 'connect-src', 'https://lucy-receptionist.com.evil.example/')).toBe(false);
    expect(allows(production, 'script-src', 'https://accounts.google.com/gsi/client')).toBe(false);
    expect(allows(production, 'script-src', 'https://us-assets.i.posthog.com/static/recorder.js')).toBe(
      false,
    );
    expect(allows(production, 'connect-src', 'https://us.i.posthog.com/e/')).toBe(false);
    expect(allows(production, 'connect-src', 'http://localhost:8787/identity')).toBe(false);
    expect(allows(production, 'frame-src', 'https://evil.example/')).toBe(false);
  });

  it('lets only local development reach the dev backend on loopback, and runs none of its stand-in scripts', () => {
    const local = contentSecurityPolicy('local');
    expect(allows(local, 'connect-src', 'http://localhost:8787/identity/token')).toBe(true);
    expect(allows(local, 'script-src', 'http://localhost:8787/third-party/gsi/client')).toBe(false);
    expect(allows(local, 'script-src', 'http://localhost:8787/third-party/turnstile/v0/api.js')).toBe(false);
    expect(allows(local, 'connect-src', 'https://identity.lucy-receptionist.com/token')).toBe(false);
  });

  it('relaxes scripts for the development server only when one is running', () => {
    const development = directives(contentSecurityPolicy('local', { devServer: 'http://localhost:5174/' }));
    expect(development.get('script-src')).toContain("'unsafe-inline'");
    expect(development.get('connect-src')).toEqual(expect.arrayContaining(['ws://localhost:5174']));
    expect(directives(contentSecurityPolicy('local')).get('script-src')).not.toContain("'unsafe-inline'");
  });
});
