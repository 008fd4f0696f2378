/** Runs a task once the first paint is done and the browser is idle: work the page can do without. */
export function afterFirstPaintWhenIdle(task: () => void): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(task);
      else task();
    }),
  );
}
