import type { LucyConfig } from '../../renderer/api/schemas/builder.ts';

const DEFAULT_GREETINGS: Record<LucyConfig['assistant']['assistantType'], string> = {
  receptionist: 'Hi, thanks for calling {businessName}. This is Lucy. How can I help you today?',
  messageTaking:
    "Hi, thanks for calling {businessName}. This is Lucy. The team can't come to the phone right now, but I can take a message for them.",
};

/** What the enabled skills let Lucy offer, in the words she would use. */
function offers(config: LucyConfig): string[] {
  const { skills } = config;
  const list: string[] = [];
  if (skills.faq.enabled && skills.faq.questions.length) list.push('answer your questions');
  if (skills.sendBookingLink.enabled) list.push('text you a link to book');
  if (skills.sendPricingLink.enabled) list.push('text you our prices');
  if (skills.sendWebsiteLink.enabled) list.push('text you our website');
  if (skills.sendEmailAddress.enabled) list.push('give you our email address');
  if (skills.transfer.enabled && skills.transfer.destinations.length)
    list.push('put you through to the team');
  if (skills.takeAMessage.enabled) list.push('take a message');
  return list;
}

function joinOffers(list: string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
}

/**
 * The greeting Lucy opens a call with: the owner's own words with {businessName} filled in, or, when they
 * wrote none, the default for the assistant type followed by what the enabled skills let her do.
 */
export function greetingFor(config: LucyConfig): string {
  const businessName = config.assistant.businessName.trim() || 'us';
  const own = config.assistant.greeting.trim();
  const fill = (template: string) => template.replace(/\{\{?\s*businessName\s*\}?\}/g, businessName);
  if (own) return fill(own);
  const greeting = fill(DEFAULT_GREETINGS[config.assistant.assistantType]);
  const list = config.assistant.assistantType === 'receptionist' ? offers(config) : [];
  return list.length ? `${greeting} I can ${joinOffers(list)}.` : greeting;
}
