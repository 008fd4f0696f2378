import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSession } from '../session/context.tsx';

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
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const { platform } = useSession();
  return (
    <a
      {...props}
      href={href}
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(href);
      }}
    >
      {children}
    </a>
  );
}
