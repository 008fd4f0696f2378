import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../session/context.tsx';

/**
 * Tells the shell whether a save is under way (any mutation of renderer/data running), so the desktop app
 * never restarts into an update in the middle of one.
 */
export function SavesReporter() {
  const { platform } = useSession();
  const saving = useIsMutating() > 0;
  useEffect(() => platform.reportSaving(saving), [platform, saving]);
  return null;
}
