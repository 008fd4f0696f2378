import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick'>;

export interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

/**
 * A link that leaves the app: the shell opens it (a new browser tab on the web, the system browser on desktop),
 * after vetting it against renderer/domain/links. The href stays for the status bar and "copy link address";
 * a plain click goes through the platform, and the main process refuses any navigation that bypasses it.
 */
/** How the shell opens a vetted link that leaves the app (the platform's openExternal), given by the session. */
export const OpenExternalContext = createContext<((url: string) => void) | null>(null);

export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const openExternal = useContext(OpenExternalContext);
  if (!openExternal) throw new Error('ExternalLink must be used inside <SessionProvider>');
  return (
    <a
      {...props}
      href={href}
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        openExternal(href);
      }}
    >
      {children}
    </a>
  );
}
