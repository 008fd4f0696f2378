import type { FaqStreamEvent } from '../api/schemas/faqStream.ts';

/** A question and answer the website import found, waiting for the owner to add or dismiss it. */
export interface Suggestion {
  key: string;
  question: string;
  answer: string;
}

/**
 * The website FAQ import as the owner follows it: the site being read, the latest progress
 * message, the suggestions still waiting, and how it ended. `found` counts every suggestion that arrived,
 * including those already added or dismissed.
 */
export interface ImportState {
  phase: 'idle' | 'reading' | 'done' | 'stopped' | 'failed';
  website: string;
  progress: string | undefined;
  suggestions: Suggestion[];
  found: number;
  added: number;
  error: string | undefined;
}

export type ImportAction =
  | { type: 'start'; website: string }
  | { type: 'event'; event: FaqStreamEvent }
  | { type: 'stop' }
  /** The stream ended without `done` or `error`, as an aborted one does. */
  | { type: 'ended' }
  | { type: 'added'; keys: readonly string[] }
  | { type: 'dismissed'; key: string }
  /** A new attempt begins: the last one's failure is no longer news. */
  | { type: 'clearFailure' };

export const idleImport: ImportState = {
  phase: 'idle',
  website: '',
  progress: undefined,
  suggestions: [],
  found: 0,
  added: 0,
  error: undefined,
};

function onEvent(state: ImportState, event: FaqStreamEvent): ImportState {
  switch (event.type) {
    case 'progress':
      return { ...state, progress: event.message };
    case 'faq':
      return {
        ...state,
        found: state.found + 1,
        suggestions: [
          ...state.suggestions,
          { key: String(state.found + 1), question: event.question, answer: event.answer },
        ],
      };
    case 'done':
      return { ...state, phase: 'done', progress: undefined };
    case 'error':
      // SPEC §8: the server's message, or 'Unknown error occurred' (the api reads it).
      return { ...state, phase: 'failed', progress: undefined, error: event.message };
  }
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'start':
      return { ...idleImport, phase: 'reading', website: action.website };
    case 'clearFailure':
      return state.phase === 'failed' ? { ...state, phase: 'idle', error: undefined } : state;
    case 'event':
      return state.phase === 'reading' ? onEvent(state, action.event) : state;
    case 'stop':
    case 'ended':
      return state.phase === 'reading' ? { ...state, phase: 'stopped', progress: undefined } : state;
    case 'added':
      return {
        ...state,
        added: state.added + action.keys.length,
        suggestions: state.suggestions.filter((suggestion) => !action.keys.includes(suggestion.key)),
      };
    case 'dismissed':
      return {
        ...state,
        suggestions: state.suggestions.filter((suggestion) => suggestion.key !== action.key),
      };
  }
}
