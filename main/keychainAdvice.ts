import type { SessionKeeping } from '../bridge/types.ts';
import { KEYCHAIN_MODULE_MISSING } from './keychain.ts';

export type KeychainProblem = Extract<SessionKeeping, { kept: false }>;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const SIGN_IN_AGAIN = 'Then sign in to Lucy again.';

/**
 * Linux desktops differ most: the Secret Service is GNOME Keyring or KDE Wallet, if any. The messages matched are
 * those @napi-rs/keyring gives against gnome-keyring (checked under tests/desktop/with-keychain.sh): no D-Bus
 * session or no service at all, a fresh keyring without a default collection ("no result found" on saving),
 * and a locked keyring whose unlock prompt could not be answered.
 */
function linuxProblem(said: string): Omit<KeychainProblem, 'kept' | 'detail'> {
  if (/no result found/i.test(said)) {
    return {
      problem: 'Your keyring has no default collection to keep passwords in.',
      advice: `Open Passwords and Keys (Seahorse), create a password keyring if there is none, and make it the default. ${SIGN_IN_AGAIN}`,
    };
  }
  if (/prompt was dismissed|locked/i.test(said)) {
    return {
      problem: 'Your keyring is locked.',
      advice: `Unlock it when your desktop asks, or in Passwords and Keys (Seahorse). ${SIGN_IN_AGAIN}`,
    };
  }
  return {
    problem: 'No keyring (Secret Service) answers on this computer.',
    advice:
      'Install GNOME Keyring (or use KDE Wallet), sign out of your computer and back in, then start Lucy again.',
  };
}

/** What went wrong with the keychain, and what the person can do, on their operating system. */
export function keychainProblem(platform: NodeJS.Platform, error: unknown): KeychainProblem {
  const said = message(error);
  const detail = said;
  if (said.includes(KEYCHAIN_MODULE_MISSING)) {
    return {
      kept: false,
      problem: 'Part of Lucy that reaches the keychain is missing from this installation.',
      advice: 'Download Lucy again and reinstall it.',
      detail,
    };
  }
  if (platform === 'darwin') {
    return {
      kept: false,
      problem: 'macOS did not let Lucy use your login keychain.',
      advice: `Open Keychain Access and unlock the login keychain, or choose Always Allow when macOS asks about Lucy. ${SIGN_IN_AGAIN}`,
      detail,
    };
  }
  if (platform === 'win32') {
    return {
      kept: false,
      problem: 'Windows Credential Manager did not keep your sign-in.',
      advice: `${SIGN_IN_AGAIN} If this keeps happening, ask whoever manages this computer whether Credential Manager is restricted.`,
      detail,
    };
  }
  return { kept: false, ...linuxProblem(said), detail };
}
