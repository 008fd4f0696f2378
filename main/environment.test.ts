import { describe, expect, it } from 'vitest';
import { resolveEnvironments } from '../renderer/domain/environment/index.ts';
import { chooseDesktopEnvironment, DESKTOP_ENVIRONMENT_NAMES, desktopEnvironment } from './environment.ts';

const unpackaged = { isPackaged: false };
const installed = { isPackaged: true };

describe('the desktop environment is chosen explicitly (no host name to read)', () => {
  it('is production when nothing says otherwise', () => {
    expect(chooseDesktopEnvironment(['/opt/Lucy/lucy'], {}, unpackaged)).toEqual({
      name: 'production',
      environmentHost: 'app.lucy-receptionist.com',
      keychainService: 'Lucy Receptionist (production)',
      webOrigin: 'https://app.lucy-receptionist.com',
    });
  });

  it('is local with the --environment flag or the LUCY_ENVIRONMENT variable', () => {
    expect(chooseDesktopEnvironment(['lucy', '--environment=local'], {}, unpackaged).name).toBe('local');
    expect(chooseDesktopEnvironment(['lucy'], { LUCY_ENVIRONMENT: 'local' }, unpackaged).name).toBe('local');
  });

  it('lets the flag win over the variable', () => {
    expect(
      chooseDesktopEnvironment(['lucy', '--environment=qa'], { LUCY_ENVIRONMENT: 'local' }, unpackaged).name,
    ).toBe('qa');
  });

  it('refuses an unknown name instead of falling back to another environment', () => {
    expect(() => chooseDesktopEnvironment(['lucy', '--environment=prod'], {}, unpackaged)).toThrow(
      'Unknown Lucy environment "prod": choose one of production, qa, dev, local',
    );
    expect(() => chooseDesktopEnvironment(['lucy'], { LUCY_ENVIRONMENT: 'constructor' }, unpackaged)).toThrow(
      'Unknown Lucy environment "constructor"',
    );
  });

  it('is production only in an installed build: another environment is refused, by flag or variable', () => {
    expect(chooseDesktopEnvironment(['lucy', '--environment=production'], {}, installed).name).toBe(
      'production',
    );
    expect(() => chooseDesktopEnvironment(['lucy', '--environment=local'], {}, installed)).toThrow(
      'This installed Lucy works with production only; the --environment=local flag is for development runs. Start Lucy without it.',
    );
    expect(() => chooseDesktopEnvironment(['lucy'], { LUCY_ENVIRONMENT: 'qa' }, installed)).toThrow(
      'This installed Lucy works with production only; the LUCY_ENVIRONMENT variable is for development runs.',
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

describe('the web app payment pages return to', () => {
  it('is the environment’s own web app when deployed, over https', () => {
    expect(desktopEnvironment('production').webOrigin).toBe('https://app.lucy-receptionist.com');
    expect(desktopEnvironment('qa').webOrigin).toBe('https://app.qa.lucy-receptionist.com');
    expect(desktopEnvironment('dev').webOrigin).toBe('https://app.dev.lucy-receptionist.com');
  });

  it('is `npm start`’s web app in local development, or the loopback address LUCY_WEB_ORIGIN names', () => {
    expect(desktopEnvironment('local').webOrigin).toBe('http://localhost:5173');
    expect(desktopEnvironment('local', { LUCY_WEB_ORIGIN: 'http://127.0.0.1:6230/' }).webOrigin).toBe(
      'http://127.0.0.1:6230',
    );
    expect(
      chooseDesktopEnvironment(
        ['--environment=local'],
        { LUCY_WEB_ORIGIN: 'http://localhost:4173' },
        unpackaged,
      ),
    ).toMatchObject({ webOrigin: 'http://localhost:4173' });
  });

  it('refuses a LUCY_WEB_ORIGIN that is not local, and ignores it outside local development', () => {
    expect(() => desktopEnvironment('local', { LUCY_WEB_ORIGIN: 'https://evil.example' })).toThrow(
      'LUCY_WEB_ORIGIN must be a local web app address',
    );
    expect(() => desktopEnvironment('local', { LUCY_WEB_ORIGIN: 'javascript:alert(1)' })).toThrow();
    expect(desktopEnvironment('production', { LUCY_WEB_ORIGIN: 'http://localhost:1' }).webOrigin).toBe(
      'https://app.lucy-receptionist.com',
    );
  });
});
