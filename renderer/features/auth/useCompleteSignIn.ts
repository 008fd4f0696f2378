import { useNavigate, useSearchParams } from 'react-router';
import type { Tokens } from '../../../bridge/types.ts';
import { REDIRECT_PARAM } from '../../domain/access/paths.ts';
import { returnPathAfterSignIn } from '../../domain/returnPath.ts';
import { useSignIn } from '../../session/context.tsx';
import { LucyUnreachableError } from '../../session/unreachable.ts';

/**
 * SPEC §4: a successful sign-in stores both tokens and goes to the redirect parameter, or / when there is
 * none. A redirect that fails the return-path rule (SPEC §2) is ignored; the guards take it from there. When
 * Lucy cannot be reached just then, the owner is signed in all the same: the guards show that and carry on
 * once it answers.
 */
export function useCompleteSignIn(): (tokens: Tokens, redirect?: string | null) => Promise<void> {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (tokens, redirect = params.get(REDIRECT_PARAM)) => {
    await signIn(tokens).catch((error: unknown) => {
      if (!(error instanceof LucyUnreachableError)) throw error;
    });
    await navigate(returnPathAfterSignIn(redirect), { replace: true });
  };
}
