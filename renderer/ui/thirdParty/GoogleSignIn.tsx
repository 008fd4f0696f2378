import { useEffect, useRef, useState } from 'react';
import { SOCIAL_SIGN_IN_BUTTON_HEIGHTS } from '../../domain/constants.ts';
import { loadScript } from './loadScript.ts';

type ButtonSize = keyof typeof SOCIAL_SIGN_IN_BUTTON_HEIGHTS;

interface GoogleSignInProps {
  scriptUrl: string;
  clientId: string;
  /** Receives the credential from the button or from one-tap; it is exchanged at the token endpoint. */
  onCredential(credential: string): void;
  size?: ButtonSize;
  /** Also offer one-tap sign-in (SPEC §1). */
  oneTap?: boolean;
  text?: 'signin_with' | 'signup_with' | 'continue_with';
}

/**
 * SPEC §1, §7: the social sign-in button and one-tap prompt. The button's space is reserved at its final height
 * (SPEC §9) so the form does not jump when the script arrives.
 */
export function GoogleSignIn({
  scriptUrl,
  clientId,
  onCredential,
  size = 'large',
  oneTap = false,
  text = 'signin_with',
}: GoogleSignInProps) {
  const container = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  onCredentialRef.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadScript(scriptUrl)
      .then(() => {
        const id = window.google?.accounts.id;
        if (cancelled || !container.current || !id) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => onCredentialRef.current(credential),
          cancel_on_tap_outside: true,
        });
        id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size,
          text,
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(container.current.clientWidth || 400, 400),
        });
        if (oneTap) id.prompt();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (oneTap) window.google?.accounts.id.cancel();
    };
  }, [scriptUrl, clientId, size, oneTap, text]);

  if (failed) return null;
  return <div ref={container} style={{ minHeight: SOCIAL_SIGN_IN_BUTTON_HEIGHTS[size] }} />;
}
