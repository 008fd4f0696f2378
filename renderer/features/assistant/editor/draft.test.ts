import { describe, expect, it } from 'vitest';
import { toEditorConfig } from '../../../domain/assistant/config.ts';
import { newLucyConfig } from '../newConfig.ts';
import { type Draft, editorReducer, loadedState } from './draft.ts';
import { differsFromSaved } from './unsaved.ts';

function counter() {
  let next = 0;
  return () => `id-${++next}`;
}

function draftWith(questions: number): Draft {
  const config = newLucyConfig('Harbour Plumbing', 'AU');
  config.skills.faq.questions = Array.from({ length: questions }, (_, index) => ({
    question: `Question ${index}?`,
    answer: `Answer ${index}.`,
  }));
  config.skills.transfer.destinations = [{ name: 'Olivia', phoneNumber: '+61412345678' }];
  return toEditorConfig(config, counter());
}

describe('editing the draft', () => {
  it('changes only the objects on the path of the edit (rows that did not change keep their identity)', () => {
    const state = loadedState(draftWith(300), 4);
    const target = state.draft.skills.faq.questions[150];
    const next = editorReducer(state, { type: 'faq', id: target?.id ?? '', changes: { answer: 'Yes.' } });
    const before = state.draft.skills.faq.questions;
    const after = next.draft.skills.faq.questions;
    expect(after[150]).toEqual({ ...target, answer: 'Yes.' });
    expect(after.filter((item, index) => item !== before[index])).toHaveLength(1);
    expect(next.draft.assistant).toBe(state.draft.assistant);
    expect(next.draft.skills.transfer).toBe(state.draft.skills.transfer);
    expect(next.draft.messageTaking).toBe(state.draft.messageTaking);
    expect(next.saved).toBe(state.saved);
    expect(next.revision).toBe(4);
  });

  it('adds, edits and removes FAQ entries and transfer destinations by id', () => {
    let state = loadedState(draftWith(1), 1);
    const [firstQuestion] = state.draft.skills.faq.questions;
    const [firstDestination] = state.draft.skills.transfer.destinations;
    state = editorReducer(state, {
      type: 'addFaq',
      id: 'new-faq',
      question: 'Parking?',
      answer: 'Out the back.',
    });
    state = editorReducer(state, { type: 'addFaq', id: 'blank-faq' });
    state = editorReducer(state, { type: 'removeFaq', id: firstQuestion?.id ?? '' });
    expect(state.draft.skills.faq.questions).toEqual([
      { id: 'new-faq', question: 'Parking?', answer: 'Out the back.' },
      { id: 'blank-faq', question: '', answer: '' },
    ]);
    state = editorReducer(state, { type: 'addDestination', id: 'dest' });
    state = editorReducer(state, { type: 'destination', id: 'dest', changes: { name: 'Sam' } });
    state = editorReducer(state, { type: 'removeDestination', id: firstDestination?.id ?? '' });
    expect(state.draft.skills.transfer.destinations).toEqual([{ id: 'dest', name: 'Sam', phoneNumber: '' }]);
  });

  it('edits the assistant, the skills, message taking and languages', () => {
    let state = loadedState(draftWith(0), 1);
    state = editorReducer(state, {
      type: 'assistant',
      changes: { assistantType: 'messageTaking', voice: 'male-1' },
    });
    state = editorReducer(state, { type: 'linkSkill', skill: 'sendPricingLink', changes: { enabled: true } });
    state = editorReducer(state, {
      type: 'linkSkill',
      skill: 'sendPricingLink',
      changes: { url: 'x.com/prices' },
    });
    state = editorReducer(state, { type: 'emailSkill', changes: { enabled: true, emailAddress: 'a@b.co' } });
    state = editorReducer(state, { type: 'skillEnabled', skill: 'transfer', enabled: true });
    state = editorReducer(state, { type: 'messageTaking', changes: { messageTakingType: 'custom' } });
    state = editorReducer(state, { type: 'customMessage', index: 2, value: 'Is it urgent?' });
    state = editorReducer(state, { type: 'languages', languages: ['en-AU', 'vi'] });
    const { draft } = state;
    expect(draft.assistant).toMatchObject({ assistantType: 'messageTaking', voice: 'male-1' });
    expect(draft.skills.sendPricingLink).toEqual({ enabled: true, url: 'x.com/prices' });
    expect(draft.skills.sendEmailAddress).toEqual({ enabled: true, emailAddress: 'a@b.co' });
    expect(draft.skills.transfer.enabled).toBe(true);
    expect(draft.messageTaking.messageTakingType).toBe('custom');
    expect(draft.messageTaking.customMessageTaking).toEqual(['', '', 'Is it urgent?']);
    expect(draft.languages).toEqual(['en-AU', 'vi']);
  });
});

describe('saving and loading', () => {
  it('a save keeps edits typed while it was on its way', () => {
    let state = loadedState(draftWith(0), 1);
    state = editorReducer(state, { type: 'assistant', changes: { businessName: 'Harbour' } });
    const snapshot = state.draft;
    state = editorReducer(state, { type: 'assistant', changes: { greeting: 'Hi!' } });
    state = editorReducer(state, { type: 'saved', snapshot, revision: 2 });
    expect(state.saved).toBe(snapshot);
    expect(state.revision).toBe(2);
    expect(state.draft.assistant).toMatchObject({ businessName: 'Harbour', greeting: 'Hi!' });
    expect(differsFromSaved(state.draft, state.saved)).toBe(true);
  });

  it('loading replaces the draft, the saved config and the revision', () => {
    const fresh = draftWith(2);
    let state = loadedState(draftWith(0), 1);
    state = editorReducer(state, { type: 'assistant', changes: { businessName: 'Mine' } });
    state = editorReducer(state, { type: 'loaded', config: fresh, revision: 9 });
    expect(state).toEqual({ saved: fresh, draft: fresh, revision: 9 });
  });
});

describe('unsaved changes (compared as saved, SPEC §5)', () => {
  it('none until something that would be saved changes', () => {
    let state = loadedState(draftWith(3), 1);
    expect(differsFromSaved(state.draft, state.saved)).toBe(false);
    state = editorReducer(state, { type: 'addFaq', id: 'blank' });
    expect(differsFromSaved(state.draft, state.saved)).toBe(false);
    state = editorReducer(state, { type: 'faq', id: 'blank', changes: { question: 'Q?' } });
    expect(differsFromSaved(state.draft, state.saved)).toBe(true);
    state = editorReducer(state, { type: 'faq', id: 'blank', changes: { question: '' } });
    expect(differsFromSaved(state.draft, state.saved)).toBe(false);
  });

  it('a change typed and undone is none', () => {
    let state = loadedState(draftWith(1), 1);
    state = editorReducer(state, { type: 'assistant', changes: { businessName: 'Other' } });
    expect(differsFromSaved(state.draft, state.saved)).toBe(true);
    state = editorReducer(state, { type: 'assistant', changes: { businessName: 'Harbour Plumbing' } });
    expect(differsFromSaved(state.draft, state.saved)).toBe(false);
  });

  it('removing an entry is a change', () => {
    let state = loadedState(draftWith(2), 1);
    state = editorReducer(state, { type: 'removeFaq', id: state.draft.skills.faq.questions[0]?.id ?? '' });
    expect(differsFromSaved(state.draft, state.saved)).toBe(true);
  });
});
