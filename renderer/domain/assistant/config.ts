import { DEFAULT_MESSAGE_SLOTS } from '../constants.ts';

/** SPEC §3: an FAQ entry of the faq skill. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The parts of a lucyConfig (SPEC §3) that normalising touches; everything else, the version included, is
 * carried through untouched. Generic so the api layer's own lucyConfig type comes out the other side.
 */
export interface NormalisableConfig {
  skills: {
    transfer: { destinations: readonly object[] };
    faq: { questions: readonly FaqItem[] };
  };
  messageTaking: { customMessageTaking: readonly string[] };
}

type WithId<T> = T & { id: string };
type Skills<C extends NormalisableConfig> = C['skills'];
type Destination<C extends NormalisableConfig> = Skills<C>['transfer']['destinations'][number];
type Question<C extends NormalisableConfig> = Skills<C>['faq']['questions'][number];

/** A lucyConfig as the editor holds it: transfer destinations and FAQ items carry generated ids (SPEC §3). */
export type EditorConfig<C extends NormalisableConfig> = Omit<C, 'skills'> & {
  skills: Omit<Skills<C>, 'transfer' | 'faq'> & {
    transfer: Omit<Skills<C>['transfer'], 'destinations'> & { destinations: WithId<Destination<C>>[] };
    faq: Omit<Skills<C>['faq'], 'questions'> & { questions: WithId<Question<C>>[] };
  };
};

/** SPEC §3, §5: the custom message-taking list is padded with blank entries to 3. Longer lists are kept. */
export function padCustomMessages(messages: readonly string[]): string[] {
  return [...messages, ...Array<string>(Math.max(0, DEFAULT_MESSAGE_SLOTS - messages.length)).fill('')];
}

function withoutId<T extends { id: string }>(item: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = item;
  return rest;
}

function isBlankFaq(item: FaqItem): boolean {
  return item.question.trim() === '' && item.answer.trim() === '';
}

type WithTransfer = { skills: { transfer: { destinations: readonly object[] } } };

/** The config with each transfer destination replaced by what `change` makes of it; the rest as it is. */
export function mapTransferDestinations<C extends WithTransfer, D extends object>(
  config: C,
  change: (destination: C['skills']['transfer']['destinations'][number]) => D,
) {
  const { transfer } = config.skills;
  return {
    ...config,
    skills: { ...config.skills, transfer: { ...transfer, destinations: transfer.destinations.map(change) } },
  };
}

/**
 * SPEC §3: the config for the editor. Every transfer destination and FAQ item gets a fresh id (any id
 * the server sent is replaced, so ids are unique), and the custom messages are padded to 3.
 */
export function toEditorConfig<C extends NormalisableConfig>(
  config: C,
  newId: () => string = () => crypto.randomUUID(),
): EditorConfig<C> {
  const { faq } = config.skills;
  const withIds = mapTransferDestinations(config, (item) => ({ ...item, id: newId() }));
  return {
    ...withIds,
    skills: {
      ...withIds.skills,
      faq: { ...faq, questions: faq.questions.map((item) => ({ ...item, id: newId() })) },
    },
    messageTaking: {
      ...config.messageTaking,
      customMessageTaking: padCustomMessages(config.messageTaking.customMessageTaking),
    },
  } as EditorConfig<C>;
}

/**
 * SPEC §5 config saving: blank FAQ entries (empty question and answer) are dropped, ids on transfer and
 * FAQ items are removed, and the custom messages are padded to 3. The version is kept as it was.
 */
export function toSavedConfig<C extends NormalisableConfig>(editor: EditorConfig<C>): C {
  // The generic type cannot see that the mapped skills are C's again; this view names what is touched.
  const { skills, messageTaking } = editor as unknown as EditorView;
  return {
    ...editor,
    skills: {
      ...skills,
      transfer: { ...skills.transfer, destinations: skills.transfer.destinations.map(withoutId) },
      faq: {
        ...skills.faq,
        questions: skills.faq.questions.filter((item) => !isBlankFaq(item)).map(withoutId),
      },
    },
    messageTaking: {
      ...messageTaking,
      customMessageTaking: padCustomMessages(messageTaking.customMessageTaking),
    },
  } as unknown as C;
}

interface EditorView {
  skills: {
    transfer: { destinations: readonly { id: string }[] };
    faq: { questions: readonly WithId<FaqItem>[] };
  };
  messageTaking: { customMessageTaking: readonly string[] };
}
