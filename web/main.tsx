import { bootstrap } from '../renderer/app/bootstrap.tsx';
import { createWebPlatform } from '../renderer/platform/web.ts';
import { createEncryptedTokenStore } from '../renderer/platform/webTokenStore.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
bootstrap(createWebPlatform(createEncryptedTokenStore()), container);
