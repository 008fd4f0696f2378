import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { Tokens } from '../../bridge/types.ts';
import { DataServicesContext } from '../data/apiContext.tsx';
import type { SessionSummary } from '../domain/access/accessState.ts';
import { paths } from '../domain/access/paths.ts';
import { OpenExternalContext } from '../ui/ExternalLink.tsx';
import type { Session } from './createSession.ts';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <SessionContext value={session}>
      <DataServicesContext value={session.dataServices}>
        <OpenExternalContext value={session.platform.openExternal}>{children}</OpenExternalContext>
      </DataServicesContext>
    </SessionContext>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Stores tokens the screen obtained (password, social, single sign-on, set password) and rebuilds the summary. */
export function useSignIn(): (tokens: Tokens) => Promise<SessionSummary> {
  const session = useSession();
  return (tokens) => session.signIn(tokens);
}

/** SPEC §2 sidebar "Logout": clears the session and goes to /signin. */
export function useSignOut(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return async () => {
    await session.signOut();
    window.google?.accounts.id.disableAutoSelect();
    await navigate(paths.signIn, { replace: true });
  };
}

/** The sign-out offered during setup where the environment's flag inSetupLogout is on (SPEC §3); else undefined. */
export function useSetupSignOut(): (() => Promise<void>) | undefined {
  const { environments } = useSession();
  const signOut = useSignOut();
  return environments.some((environment) => environment.flags.inSetupLogout) ? signOut : undefined;
}

/**
 * Changes each time this window leaves one person's screens for another's (Session.personChanges): a key for
 * what must start afresh then.
 */
export function usePersonChanges(): number {
  const session = useSession();
  return useSyncExternalStore(session.onPersonChange, session.personChanges, session.personChanges);
}
