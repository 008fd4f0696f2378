/** SPEC §3 "Tokens". */
export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Where the shell keeps the session's tokens: encrypted browser storage on the web, the OS keychain on desktop. */
export interface TokenStore {
  get(): Promise<Tokens | null>;
  set(tokens: Tokens): Promise<void>;
  clear(): Promise<void>;
}

export interface AppInfo {
  shell: 'web' | 'desktop';
  version: string;
}

/**
 * Everything that differs between the browser and the desktop shell, behind one interface.
 * Nothing outside renderer/platform checks which shell is running.
 */
export interface Platform {
  info: AppInfo;
  /** The host name the environment is chosen by (SPEC §1): the page's host on the web, configured on desktop. */
  environmentHost: string;
  /** The app's own origin, the base address of the local environment. */
  origin: string;
  tokens: TokenStore;
  openExternal(url: string): void;
}
