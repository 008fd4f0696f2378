import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { Platform } from '../platform/types.ts';
import '../ui/tokens.css';
import { App } from './App.tsx';
import { StartupError } from './StartupError.tsx';

/** Boots the one renderer in either shell; the entry passes the shell's platform. */
export function bootstrap(platform: Platform, container: HTMLElement): void {
  const root = createRoot(container);
  let environments: ReturnType<typeof resolveEnvironments>;
  try {
    environments = resolveEnvironments(platform.environmentHost, {
      origin: platform.origin,
      localBackend: import.meta.env.VITE_LUCY_DEV_BACKEND,
    });
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  root.render(
    <StrictMode>
      <App platform={platform} environments={environments} />
    </StrictMode>,
  );
}
