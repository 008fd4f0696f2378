import { describe, expect, it } from 'vitest';
import { resolveEnvironments } from '../renderer/domain/environment/index.ts';
import { chooseDesktopEnvironment, DESKTOP_ENVIRONMENT_NAMES, desktopEnvironment } from './environment.ts';

describe('the desktop environment is chosen explicitly (issue 9: no host name to read)', () => {
  it('is production when nothing says otherwise', () => {
    expect(chooseDesktopEnvironment(['/opt/Lucy/lucy'], {})).toEqual({
      name: 'production',
      environmentHost: 'app.lucy-receptionist.com',
      keychainService: 'Lucy Receptionist (production)',
    });
  });

  it('is local with the --environment flag or the LUCY_ENVIRONMENT variable', () => {
    expect(chooseDesktopEnvironment(['lucy', '--environment=local'], {}).name).toBe('local');
    expect(chooseDesktopEnvironment(['lucy'], { LUCY_ENVIRONMENT: 'local' }).name).toBe('local');
  });

  it('lets the flag win over the variable', () => {
    expect(chooseDesktopEnvironment(['lucy', '--environment=qa'], { LUCY_ENVIRONMENT: 'local' }).name).toBe(
      'qa',
    );
  });

  it('refuses an unknown name instead of falling back to another environment', () => {
    expect(() => chooseDesktopEnvironment(['lucy', '--environment=prod'], {})).toThrow(
      'Unknown Lucy environment "prod": choose one of production, qa, dev, local',
    );
    expect(() => chooseDesktopEnvironment(['lucy'], { LUCY_ENVIRONMENT: 'constructor' })).toThrow(
      'Unknown Lucy environment "constructor"',
    );
  });

  it('gives every environment its own keychain service', () => {
    const services = DESKTOP_ENVIRONMENT_NAMES.map((name) => desktopEnvironment(name).keychainService);
    expect(new Set(services).size).toBe(DESKTOP_ENVIRONMENT_NAMES.length);
  });
});

describe('the desktop environments match the renderer’s host table (SPEC §9)', () => {
  it.each([
    ['production', ['prod-au', 'prod-us']],
    ['qa', ['qa-au', 'qa-us']],
    ['dev', ['dev']],
    ['local', ['local']],
  ] as const)('%s resolves to the renderer environments %j', (name, expected) => {
    const { environmentHost } = desktopEnvironment(name);
    expect(resolveEnvironments(environmentHost).map((environment) => environment.name)).toEqual(expected);
  });
});
