import { holdSubmitsWhile } from '../ui/useHydrated.ts';

/**
 * The attribute on #root naming the route whose markup the build pre-rendered into the page (web/prerender.ts).
 * The browser hydrates that markup when it opens the same route.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Query parameters (space-separated) that change what the pre-rendered route shows: with one, it renders anew. */
export const PRERENDERED_VARIES_ATTRIBUTE = 'data-prerendered-varies';

/** Whether the markup pre-rendered into the container is what the app renders at this location. */
export function matchesPrerendered(
  container: Element,
  location: { pathname: string; search: string },
): boolean {
  const route = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (route !== location.pathname) return false;
  const params = new URLSearchParams(location.search);
  const varies = container.getAttribute(PRERENDERED_VARIES_ATTRIBUTE)?.split(' ') ?? [];
  return !varies.some((name) => name && params.has(name));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

type Edit = { field: Field; value: string; checked: boolean };
let pendingEdits: Edit[] = [];
let editsRestored = () => {};

/**
 * Keeps what the visitor typed or picked in the pre-rendered page before the script arrived. Hydration resets
 * each field to the app's state; `restoreEditsMadeBeforeHydration` then gives the edits back to the app as if
 * typed again, so nothing the visitor entered is lost.
 */
export function keepEditsAcrossHydration(container: Element): void {
  pendingEdits = [...container.querySelectorAll<Field>('input, textarea, select')]
    .filter(edited)
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  // Forms wait (their submit buttons stay disabled) until every edit is back in the app's state.
  if (pendingEdits.length) void holdSubmitsWhile(new Promise<void>((resolve) => (editsRestored = resolve)));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Called once the screen's markup is hydrated (its Suspense boundary has committed); later calls do nothing.
 * One field per task, as typing would, so each change is rendered before the next arrives.
 */
export async function restoreEditsMadeBeforeHydration(): Promise<void> {
  const edits = pendingEdits;
  pendingEdits = [];
  try {
    await restore(edits);
  } finally {
    editsRestored();
  }
}

async function restore(edits: Edit[]): Promise<void> {
  for (const { field, value, checked } of edits) {
    await nextTask();
    if (!field.isConnected) continue;
    // React notices a change by comparing a field with the value it last saw. Hydration saw the visitor's
    // value already, so the field is first set (through React's own tracking) to something else, then back
    // through the prototype's setter, and the event React listens for is sent.
    const prototype = Object.getPrototypeOf(field) as object;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A click toggles it back to the visitor's choice and is what React listens for.
      field.checked = !checked;
      field.click();
      continue;
    }
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}
