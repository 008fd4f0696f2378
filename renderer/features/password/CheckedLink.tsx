import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Waiting } from '../../ui/Waiting.tsx';

interface CheckedLinkProps<Link, Key extends QueryKey> {
  /** Asks the identity service about the link (activation or reset-link lookup). */
  query: UseQueryOptions<Link, Error, Link, Key>;
  /** SPEC §4: a link the service refuses goes to /reset/invalid. */
  linkFailed(error: unknown): void;
  /** The screen for a good link, from what the service said about it. */
  children(link: Link): ReactNode;
}

/** Shows a wait while the link of an e-mail is checked, then the screen for it, or leaves when it is bad. */
export function CheckedLink<Link, Key extends QueryKey>({
  query,
  linkFailed,
  children,
}: CheckedLinkProps<Link, Key>) {
  const link = useQuery(query);
  useEffect(() => {
    if (link.isError) linkFailed(link.error);
  }, [link.isError, link.error, linkFailed]);
  return link.data ? (
    children(link.data)
  ) : (
    <Waiting label="">
      <p role="status">Checking your link…</p>
    </Waiting>
  );
}
