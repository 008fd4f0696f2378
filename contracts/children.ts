import type { ChildProcess } from 'node:child_process';

/**
 * The child processes a contracts script started (verifiers, dev backends) and what it must remove, so an
 * interrupted run leaves nothing behind: on SIGINT or SIGTERM each child is sent SIGTERM by its own pid
 * (SIGKILL if it has not ended after a grace period), the cleanups run, and the script exits with the
 * signal's status.
 */
const running = new Set<ChildProcess>();
const cleanups = new Set<() => void>();
const GRACE_MS = 3000;
let handling = false;

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function endAll(signal: NodeJS.Signals): void {
  const children = [...running].filter(alive);
  for (const child of children) child.kill('SIGTERM');
  const finish = () => {
    for (const child of children) if (alive(child)) child.kill('SIGKILL');
    for (const cleanup of cleanups) cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const timer = setTimeout(finish, GRACE_MS);
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() => {
    clearTimeout(timer);
    finish();
  });
}

function handleSignals(): void {
  if (handling) return;
  handling = true;
  process.once('SIGINT', endAll);
  process.once('SIGTERM', endAll);
}

/** Tracks `child` until it exits. */
export function track<Child extends ChildProcess>(child: Child): Child {
  handleSignals();
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Runs `cleanup` (synchronous) if the script is interrupted before `release` is called. */
export function onInterrupt(cleanup: () => void): { release(): void } {
  handleSignals();
  cleanups.add(cleanup);
  return { release: () => cleanups.delete(cleanup) };
}

/** Ends a tracked child and resolves once it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  if (!alive(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
