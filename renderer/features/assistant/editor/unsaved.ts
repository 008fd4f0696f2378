import { toSavedConfig } from '../../../domain/assistant/config.ts';
import type { Draft } from './draft.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index] ?? null));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && sameJson(a[key] ?? null, b[key] ?? null));
}

/**
 * True when saving the draft would change the saved config: compared as they would be saved (SPEC §5), so
 * a blank FAQ row or an id is not a change, and a change typed then undone is none either.
 */
export function differsFromSaved(draft: Draft, saved: Draft): boolean {
  if (draft === saved) return false;
  return !sameJson(toSavedConfig(draft) as unknown as Json, toSavedConfig(saved) as unknown as Json);
}
