/** Stops a keychain suite started outside with-keychain.sh before it writes to a real keyring. */
if (!process.env.LUCY_KEYCHAIN_SESSION) {
  throw new Error(
    'The keychain tests need the private keyring session: run them with `npm run test:desktop` ' +
      '(tests/desktop/with-keychain.sh), not directly.',
  );
}
