/**
 * Runs a task once the first paint is done and the browser is idle: work the page can do without. Nothing runs
 * once `signal` is aborted (its owner is gone: a disposed router, an environment torn down after a test).
 */
export function afterFirstPaintWhenIdle(task: () => void, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  const run = () => {
    if (!signal?.aborted) task();
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (signal?.aborted) return;
      if ('requestIdleCallback' in window) window.requestIdleCallback(run);
      else run();
    }),
  );
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser handle what is waiting (a tap, a frame) before the caller carries on, where it has
 * `scheduler.yield()`: the caller continues first, ahead of other tasks. Elsewhere (and in tests) it carries on at
 * once. For work that would otherwise run on in one long task.
 */
export async function yieldToBrowser(): Promise<void> {
  await (globalThis as { scheduler?: Scheduler }).scheduler?.yield?.();
}
