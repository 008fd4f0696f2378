import type { BusinessHoursConfig, LucyConfig } from '../../../api/schemas/builder.ts';
import { withoutBusinessHours } from '../../../domain/assistant/businessHours.ts';
import type { EditorConfig } from '../../../domain/assistant/config.ts';
import type { LinkSkillName } from '../../../domain/assistant/validation.ts';

/**
 * The assistant editor's state: the owner's draft of the lucyConfig (SPEC §3, with editing ids) and what
 * it was edited from. Every change replaces only the objects on its path, so a section or an FAQ row whose
 * part did not change keeps its identity and skips rendering (the editor holds hundreds of FAQ entries).
 */
export type Draft = EditorConfig<LucyConfig>;
export type FaqEntry = Draft['skills']['faq']['questions'][number];
export type TransferDestination = Draft['skills']['transfer']['destinations'][number];
type Assistant = Draft['assistant'];
type MessageTaking = Draft['messageTaking'];
type MessageRecipients = NonNullable<Draft['messageRecipients']>;

export interface EditorState {
  /** The config as saved, in the editor's form: what "unsaved changes" are measured against. */
  saved: Draft;
  /** The revision `saved` is (0 when the organisation had no config): sent with the save (409 if stale). */
  revision: number;
  draft: Draft;
}

export type EditorAction =
  | { type: 'loaded'; config: Draft; revision: number }
  /** The save of `snapshot` succeeded as `revision`; edits typed while it was saving stay in the draft. */
  | { type: 'saved'; snapshot: Draft; revision: number }
  /** Edits kept from before the owner was signed out take the draft's place (see keptEdits.ts). */
  | { type: 'restored'; draft: Draft }
  | { type: 'assistant'; changes: Partial<Assistant> }
  | { type: 'linkSkill'; skill: LinkSkillName; changes: Partial<Draft['skills'][LinkSkillName]> }
  | { type: 'emailSkill'; changes: Partial<Draft['skills']['sendEmailAddress']> }
  | { type: 'skillEnabled'; skill: 'faq' | 'takeAMessage' | 'transfer'; enabled: boolean }
  | { type: 'addDestination'; id: string }
  | { type: 'destination'; id: string; changes: Partial<Omit<TransferDestination, 'id'>> }
  | { type: 'removeDestination'; id: string }
  | { type: 'addFaq'; id: string; question?: string; answer?: string }
  | { type: 'faq'; id: string; changes: Partial<Omit<FaqEntry, 'id'>> }
  | { type: 'removeFaq'; id: string }
  | { type: 'messageTaking'; changes: Partial<Omit<MessageTaking, 'customMessageTaking'>> }
  | { type: 'customMessage'; index: number; value: string }
  | { type: 'languages'; languages: string[] }
  /** The business hours as edited (a proposal, flag `businessHours`); undefined removes them. */
  | { type: 'businessHours'; hours: BusinessHoursConfig | undefined }
  /** Where Lucy's messages go (a proposal, flag messageRecipients): only once the service answered them. */
  | { type: 'messageRecipients'; changes: Partial<MessageRecipients> };

function withSkills(draft: Draft, skills: Partial<Draft['skills']>): Draft {
  return { ...draft, skills: { ...draft.skills, ...skills } };
}

function updateItem<T extends { id: string }>(items: readonly T[], id: string, changes: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...changes } : item));
}

/** The draft after one edit. Pure: ids for new items come with the action. */
export function editDraft(
  draft: Draft,
  action: Exclude<EditorAction, { type: 'loaded' | 'saved' | 'restored' }>,
): Draft {
  const { skills } = draft;
  switch (action.type) {
    case 'assistant':
      return { ...draft, assistant: { ...draft.assistant, ...action.changes } };
    case 'linkSkill':
      return withSkills(draft, { [action.skill]: { ...skills[action.skill], ...action.changes } });
    case 'emailSkill':
      return withSkills(draft, { sendEmailAddress: { ...skills.sendEmailAddress, ...action.changes } });
    case 'skillEnabled':
      return withSkills(draft, { [action.skill]: { ...skills[action.skill], enabled: action.enabled } });
    case 'addDestination':
      return withSkills(draft, {
        transfer: {
          ...skills.transfer,
          destinations: [...skills.transfer.destinations, { id: action.id, name: '', phoneNumber: '' }],
        },
      });
    case 'destination':
      return withSkills(draft, {
        transfer: {
          ...skills.transfer,
          destinations: updateItem<TransferDestination>(
            skills.transfer.destinations,
            action.id,
            action.changes,
          ),
        },
      });
    case 'removeDestination':
      return withSkills(draft, {
        transfer: {
          ...skills.transfer,
          destinations: skills.transfer.destinations.filter((item) => item.id !== action.id),
        },
      });
    case 'addFaq':
      return withSkills(draft, {
        faq: {
          ...skills.faq,
          questions: [
            ...skills.faq.questions,
            { id: action.id, question: action.question ?? '', answer: action.answer ?? '' },
          ],
        },
      });
    case 'faq':
      return withSkills(draft, {
        faq: {
          ...skills.faq,
          questions: updateItem<FaqEntry>(skills.faq.questions, action.id, action.changes),
        },
      });
    case 'removeFaq':
      return withSkills(draft, {
        faq: { ...skills.faq, questions: skills.faq.questions.filter((item) => item.id !== action.id) },
      });
    case 'messageTaking':
      return { ...draft, messageTaking: { ...draft.messageTaking, ...action.changes } };
    case 'customMessage':
      return {
        ...draft,
        messageTaking: {
          ...draft.messageTaking,
          customMessageTaking: draft.messageTaking.customMessageTaking.map((message, index) =>
            index === action.index ? action.value : message,
          ),
        },
      };
    case 'languages':
      return { ...draft, languages: action.languages };
    case 'businessHours':
      return action.hours ? { ...draft, businessHours: action.hours } : withoutBusinessHours(draft);
    case 'messageRecipients':
      return draft.messageRecipients
        ? { ...draft, messageRecipients: { ...draft.messageRecipients, ...action.changes } }
        : draft;
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'loaded') return loadedState(action.config, action.revision);
  if (action.type === 'saved') return { ...state, saved: action.snapshot, revision: action.revision };
  if (action.type === 'restored') return { ...state, draft: action.draft };
  return { ...state, draft: editDraft(state.draft, action) };
}

export function loadedState(config: Draft, revision: number): EditorState {
  return { saved: config, revision, draft: config };
}
