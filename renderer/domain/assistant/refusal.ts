import { plainProblem, refusalParts } from '../validation/refusal.ts';
import { recipientKeys } from './messageRecipients.ts';
import { fieldKeys, type LinkSkillName } from './validation.ts';

/** A field of the editor that a service refused, with the label the owner sees and what is wrong, in plain words. */
export interface RefusedField {
  key: string;
  label: string;
  message: string;
}

const LINK_LABELS: Record<LinkSkillName, string> = {
  sendBookingLink: 'Booking link',
  sendPricingLink: 'Pricing link',
  sendWebsiteLink: 'Website link',
};

const isBlank = (value: string) => value.trim() === '';

/** What of the config that was sent the service's field paths are read against (its lists, by index). */
export interface SentLists {
  skills: {
    faq: { questions: readonly { question: string; answer: string }[] };
    transfer: { destinations: readonly unknown[] };
  };
}

function fieldAt(path: readonly string[], config: SentLists): Omit<RefusedField, 'message'> | undefined {
  const [area, name, third, fourth, fifth] = path[0] === 'lucyConfig' ? path.slice(1) : path;
  const at = (value: string | undefined) => Number(value);
  if (area === 'assistant' && name === 'businessName')
    return { key: fieldKeys.businessName, label: 'Business name' };
  if (area === 'assistant' && name === 'greeting') return { key: fieldKeys.greeting, label: 'Greeting' };
  if (area === 'languages') return { key: fieldKeys.languages, label: 'Languages' };
  if (area === 'skills' && name && name in LINK_LABELS)
    return { key: fieldKeys.link(name as LinkSkillName), label: LINK_LABELS[name as LinkSkillName] };
  if (area === 'skills' && name === 'sendEmailAddress')
    return { key: fieldKeys.emailAddress, label: 'Email address' };
  if (area === 'skills' && name === 'faq' && third === 'questions') {
    if (fourth === undefined) return { key: fieldKeys.faqQuestions, label: 'Questions Lucy answers' };
    // Blank entries are dropped on save (SPEC §5): the service's index counts only the kept ones.
    const { questions } = config.skills.faq;
    const kept = questions.filter((item) => !isBlank(item.question) || !isBlank(item.answer));
    const entry = kept[at(fourth)];
    if (!entry) return undefined;
    const index = questions.indexOf(entry);
    return fifth === 'question'
      ? { key: fieldKeys.faqQuestion(index), label: `Question ${index + 1}` }
      : { key: fieldKeys.faqAnswer(index), label: `Answer ${index + 1}` };
  }
  if (area === 'skills' && name === 'transfer' && third === 'destinations') {
    const destination = fourth === undefined ? undefined : config.skills.transfer.destinations[at(fourth)];
    if (!destination) return { key: fieldKeys.destinations, label: 'Put callers through' };
    const index = at(fourth);
    return fifth === 'phoneNumber'
      ? { key: fieldKeys.destinationPhone(index), label: `Phone number ${index + 1}` }
      : { key: fieldKeys.destinationName(index), label: `Name ${index + 1}` };
  }
  if (area === 'messageTaking' && name === 'customMessageTaking')
    return third === undefined
      ? { key: fieldKeys.customMessages, label: 'Your questions' }
      : { key: fieldKeys.customMessage(at(third)), label: `Your question ${at(third) + 1}` };
  if (area === 'messageTaking' && name === 'customTrigger')
    return { key: fieldKeys.customTrigger, label: 'When should Lucy take a message?' };
  if (area === 'messageTaking' && name === 'webhookUrl')
    return { key: fieldKeys.webhookUrl, label: 'Webhook' };
  if (area === 'messageRecipients') return recipientField(name, third);
  return undefined;
}

/** A field of where messages go (a proposal, flag messageRecipients) that a refusal names. */
function recipientField(
  name: string | undefined,
  index: string | undefined,
): Omit<RefusedField, 'message'> | undefined {
  const at = Number(index);
  if (name === 'emailAddresses')
    return index === undefined
      ? { key: recipientKeys.emailAddresses, label: 'E-mail addresses' }
      : { key: recipientKeys.emailAddress(at), label: `E-mail address ${at + 1}` };
  if (name === 'mobileNumbers')
    return index === undefined
      ? { key: recipientKeys.mobileNumbers, label: 'Mobile numbers' }
      : { key: recipientKeys.mobileNumber(at), label: `Mobile number ${at + 1}` };
  if (name === 'urgentBySms') return { key: recipientKeys.urgentBySms, label: 'Urgent messages by text' };
  return undefined;
}

/**
 * The editor fields a refused save names, found from the builder API's 400 message and the draft that was
 * sent. Empty when the message names nothing the editor shows.
 */
export function refusedFields(message: string, config: SentLists): RefusedField[] {
  return refusalParts(message).flatMap(({ path, problem }) => {
    const field = fieldAt(path, config);
    return field ? [{ ...field, message: plainProblem(problem) }] : [];
  });
}
