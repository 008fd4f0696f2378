import type { Person } from '../domain/token.ts';

/**
 * What a person had not saved when this window left them (signed out here or elsewhere, their session refused,
 * someone else signed in elsewhere), kept in the window's drafts under that person's name only: it is offered
 * back to them, and never to anyone else, once they are signed in here again.
 */
function keyOf(name: string, person: Person): string {
  return ['lucy-kept', name, person.iss, person.org_id, person.sub].map(encodeURIComponent).join(':');
}

export function keepForPerson(drafts: Storage, name: string, person: Person, value: unknown): void {
  try {
    drafts.setItem(keyOf(name, person), JSON.stringify(value));
  } catch {
    // Storage full or refused: there is nowhere else to keep it.
  }
}

/** What was kept for `person` under `name`, as it was written; undefined when nothing readable was. */
export function keptForPerson(drafts: Storage, name: string, person: Person): unknown {
  try {
    const kept = drafts.getItem(keyOf(name, person));
    return kept === null ? undefined : JSON.parse(kept);
  } catch {
    return undefined;
  }
}

export function forgetKeptForPerson(drafts: Storage, name: string, person: Person): void {
  drafts.removeItem(keyOf(name, person));
}
