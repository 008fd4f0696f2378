/**
 * A form's errors from its zod schema's issues: one message a field, keyed by the schema's path joined with
 * dots (`skills.faq.questions.2.answer`), so a screen finds each beside its field.
 */

/** One problem a schema found: where, as the schema's path, and what to say. zod's issues fit. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The message for each field that has one, by its key. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A schema path as the key of its field's error. */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The first message for each path, in the order the schema found them. */
export function fieldErrors(issues: readonly FieldIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldKey(issue.path)] ??= issue.message;
  return errors;
}
