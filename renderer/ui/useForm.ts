import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type FieldIssue, fieldErrors } from '../domain/validation/issues.ts';

/** What checking the values gave: a zod `safeParse` result, or one made the same way. */
export type FormCheck<Data> =
  | { readonly success: true; readonly data: Data }
  | { readonly success: false; readonly error: { readonly issues: readonly FieldIssue[] } };

const NO_ERRORS: FieldErrors = {};

interface FormOptions<Data> {
  /** The values checked against the form's schema (sync, or async when the schema is loaded on demand). */
  check(): FormCheck<Data> | Promise<FormCheck<Data>>;
  /**
   * After a check that failed, check again on every render, so a fixed field loses its error at once (the
   * assistant editor). Without it, a field's error stays until `clear` (on its next edit) or the next submit.
   * Needs a synchronous `check`.
   */
  live?: boolean;
}

/**
 * The one way a form is checked and sent: the values are checked with the form's zod schema, each
 * field's error is keyed by the schema's path, the first invalid field takes the focus, `submitting` holds
 * while the checked values are sent, and a refusal from the service can mark the fields it names.
 *
 * Spread `formProps` on the `<form>`; give each field `errors[key]`; call `clear(key)` when it changes. A part of
 * a larger form that is checked and sent on its own (forms do not nest) spreads `partProps` on its element and
 * calls `submit` from its button.
 */
export function useForm<Data>({ check, live = false }: FormOptions<Data>) {
  const root = useRef<HTMLElement | null>(null);
  const attach = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);
  const [stored, setStored] = useState<FieldErrors>(NO_ERRORS);
  const [refused, setRefused] = useState<FieldErrors>(NO_ERRORS);
  const [checkFailed, setCheckFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    // Centred, so a field is not left under a bar that sticks to the bottom of the screen.
    first?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest]);

  let errors = stored;
  if (live && checkFailed) {
    const checked = check();
    if (checked instanceof Promise) throw new Error('A live form needs a synchronous check');
    errors = checked.success ? NO_ERRORS : fieldErrors(checked.error.issues);
  }
  if (refused !== NO_ERRORS) errors = { ...refused, ...errors };

  /** The parsed values, or undefined with the errors shown and the first invalid field focused. */
  function settle(checked: FormCheck<Data>): Data | undefined {
    if (checked.success) {
      setStored(NO_ERRORS);
      return checked.data;
    }
    setStored(fieldErrors(checked.error.issues));
    setCheckFailed(true);
    setFocusRequest((count) => count + 1);
    return undefined;
  }

  /** Checks the values: their parsed form, or undefined with the errors shown and the first field focused. */
  async function validate(): Promise<Data | undefined> {
    return settle(await check());
  }

  /**
   * Checks, then sends the parsed values with `send`, `submitting` meanwhile; a second submit before the first
   * is done is ignored. A synchronous check that fails never shows as submitting.
   */
  function submit(send: (data: Data) => unknown) {
    if (submitting) return;
    setRefused(NO_ERRORS);
    const pending = check();
    if (!(pending instanceof Promise)) {
      const data = settle(pending);
      if (data !== undefined) void whileSubmitting(async () => send(data));
      return;
    }
    void whileSubmitting(async () => {
      const data = settle(await pending);
      if (data !== undefined) await send(data);
    });
  }

  /** `<form onSubmit>`: `submit`, in place of the browser's own. */
  function onSubmit(send: (data: Data) => unknown) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit(send);
    };
  }

  async function whileSubmitting(work: () => Promise<unknown>) {
    setSubmitting(true);
    try {
      await work();
    } finally {
      setSubmitting(false);
    }
  }

  return {
    /** The `<form>`'s own props, but for `onSubmit`. */
    formProps: { ref: attach, noValidate: true } as const,
    /** The props of the element around a part of a larger form that is checked and sent on its own. */
    partProps: { ref: attach } as const,
    onSubmit,
    submit,
    validate,
    errors,
    submitting,
    /** Forgets the error of the field at `key` (the owner changed it). */
    clear(key: string) {
      const drop = (current: FieldErrors) => {
        if (!(key in current)) return current;
        const { [key]: _cleared, ...rest } = current;
        return rest;
      };
      setStored(drop);
      setRefused(drop);
    },
    /** Marks the fields a service refused, by the same keys, until the next submit; the first takes the focus. */
    showRefused(next: FieldErrors) {
      setRefused(next);
      if (Object.keys(next).length > 0) setFocusRequest((count) => count + 1);
    },
    /** Forgets every error and stops checking live, as a form just opened. */
    reset() {
      setStored(NO_ERRORS);
      setRefused(NO_ERRORS);
      setCheckFailed(false);
    },
  };
}

export type Form<Data> = ReturnType<typeof useForm<Data>>;
