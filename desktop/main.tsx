import { bootstrap } from '../renderer/app/bootstrap.tsx';
import { createDesktopPlatform } from '../renderer/platform/desktop.ts';

/** The desktop entry: the shared renderer booted with the platform the preload bridge provides. */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const bridge = window.lucy;
if (!bridge) throw new Error('The desktop bridge is missing: the preload script did not run');
void bootstrap(createDesktopPlatform(bridge, await bridge.app.info()), container);
