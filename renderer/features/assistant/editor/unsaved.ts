import type { Draft } from './draft.ts';

type Value = unknown;

const isBlankFaq = (item: Value): boolean => {
  const { question, answer } = item as { question: string; answer: string };
  return question.trim() === '' && answer.trim() === '';
};

/**
 * Compared as saved (SPEC §5): editing ids are not part of the config, and blank FAQ entries are dropped.
 * Edits replace only the objects on their path, so most of the two drafts are the same objects and the
 * comparison skips them at once: it costs what the edit touched, not the size of the config.
 */
function same(a: Value, b: Value, path: string): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    const [left, right] =
      path === 'skills.faq.questions'
        ? [a.filter((item) => !isBlankFaq(item)), b.filter((item) => !isBlankFaq(item))]
        : [a, b];
    return left.length === right.length && left.every((item, index) => same(item, right[index], path));
  }
  const record = a as Record<string, Value>;
  const other = b as Record<string, Value>;
  const keys = Object.keys(record).filter((key) => key !== 'id');
  if (keys.length !== Object.keys(other).filter((key) => key !== 'id').length) return false;
  return keys.every((key) => key in other && same(record[key], other[key], path ? `${path}.${key}` : key));
}

/**
 * True when saving the draft would change the saved config: a blank FAQ row or an id is not a change,
 * and a change typed then undone is none either.
 */
export function differsFromSaved(draft: Draft, saved: Draft): boolean {
  return !same(draft, saved, '');
}
