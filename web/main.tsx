import { bootstrap } from '../renderer/app/bootstrap.tsx';
import { createWebPlatform } from '../renderer/platform/web.ts';
import { createEncryptedTokenStore } from '../renderer/platform/webTokenStore.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// In a task of its own, not in the one that evaluated the modules (two shorter tasks block a tap or a
// key press less than one long one).
setTimeout(() => void bootstrap(createWebPlatform(createEncryptedTokenStore()), container));
