/**
 * What `electron` resolves to in the desktop test projects. The real package downloads the Electron
 * binary when imported, which cannot happen here, so a test must mock it explicitly.
 */
throw new Error(
  "Desktop tests run without the Electron binary: mock it with vi.mock('electron', () => ({ ... }))",
);
