/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the dev backend listens in local development (default http://localhost:8787). */
  readonly VITE_LUCY_DEV_BACKEND?: string;
  readonly VITE_APP_VERSION?: string;
  /** Set by the end-to-end build only: exposes the session to the browser tests (app/bootstrap.tsx). */
  readonly VITE_E2E_PROBE?: string;
}
