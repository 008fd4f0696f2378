import type { ChildProcess } from 'node:child_process';

/**
 * The child processes a contracts script started (verifiers, dev backends), so an interrupted run ends them
 * too instead of leaving them listening: on SIGINT or SIGTERM each is killed by its own pid, then the script
 * exits with the signal's status.
 */
const running = new Set<ChildProcess>();
let handling = false;

function endAll(signal: NodeJS.Signals): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/** Tracks `child` until it exits. */
export function track<Child extends ChildProcess>(child: Child): Child {
  if (!handling) {
    handling = true;
    process.once('SIGINT', endAll);
    process.once('SIGTERM', endAll);
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends a tracked child and resolves once it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
