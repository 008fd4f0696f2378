import { createEncryptedTokenStore } from '../../../renderer/platform/webTokenStore.ts';

/** The web app's own token store, as web/main.tsx gives it to the app, for `storeSignIn` (support/signIn.ts). */
Object.assign(window, { lucyE2E: { tokens: createEncryptedTokenStore() } });
