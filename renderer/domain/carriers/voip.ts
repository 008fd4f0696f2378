import { VOICE_SERVICE_PLANS } from './plans.ts';
import type { Carrier } from './types.ts';

/**
 * SPEC §3: the 12 business VoIP providers, research §7 (Cox / Spectrum Business / CenturyLink are carriers'
 * business lines, not one provider, and are left out). VoIP systems forward unanswered calls through their
 * admin portal, not dial codes, so no entry has codes; the terms say what to choose there.
 */
export const VOIP_PROVIDERS: readonly Carrier[] = [
  {
    // [O] success.ringcentral.com KB 7186: external numbers in Call Handling & Forwarding; apps ring first.
    name: 'RingCentral',
    additionalTerms: 'Add Lucy as a forwarding number after your own phones in Call Handling & Forwarding.',
  },
  {
    // [O] support-portal.8x8.com: forwarding rules when busy or unanswered within 15 s to external numbers.
    name: '8x8',
    additionalTerms: 'Set the busy and no-answer forwarding rules to Lucy as an external number.',
  },
  // [P] seasalt-ai wiki: ring duration, busy and selective forwarding in the online account.
  { name: 'Vonage' },
  // Nothing found beyond peers listing it as a supported source ([P] docs.embedreach.com).
  { name: 'Dialpad' },
  {
    // [O] nextiva.com support: Call Forward When Unanswered (number of rings), Busy and Not Reachable.
    // A feature pack for external forwarding on some plans is a peer claim only ([P] ringing.io).
    name: 'Nextiva',
    additionalTerms: 'Forwarding on a user does not cover calls distributed by a call centre.',
  },
  {
    // [O] support.zoom.us 360059966372, 4404692024333: "Forward to External Contacts" overflow; admins may block it.
    name: 'Zoom Phone',
    additionalTerms: 'Your Zoom admin must allow forwarding to external numbers.',
  },
  {
    // SPEC §9: the voice-over-internet service with plans Free, Starter, Standard, Premier, whose Free and Starter
    // plans are unsupported. [O] support.google.com/a/answer/9262165 names the plans; the research found no tier
    // detail, so the spec's data stands.
    name: 'Google Voice',
    plans: VOICE_SERVICE_PLANS,
    unsupported: ['Free', 'Starter'],
  },
  {
    // [O] support.grasshopper.com: True Solo forwards to 1 number, other plans up to 15; announced modes make Lucy
    // hear a press-to-accept prompt.
    name: 'Grasshopper',
    additionalTerms:
      'Choose "connect as soon as you pick up": with call announcements Lucy would hear the prompt.',
  },
  {
    // [O] support.ooma.com/office: forwarding only when devices are offline or for all calls; no forwarding of
    // unanswered calls to an external number, which Lucy needs. One of SPEC §9's five unsupported.
    name: 'Ooma Office',
    unsupported: true,
  },
  // [O] 3cx.com/user-manual/forwarding: no-answer timeout, busy and unregistered rules to external numbers.
  { name: '3CX' },
  {
    // [O] help.aircall.io 3819544: "Forward to external number" asks the answerer to press 1 within 10 s, which
    // Lucy cannot; a Smartflows "Ring to" widget with an external number avoids it.
    name: 'Aircall',
    additionalTerms:
      'Use a Smartflows "Ring to" step with Lucy\'s number: plain forwarding asks the answerer to press 1.',
  },
  // [O] support.openphone.com call-flows/call-forwarding: conditional forwarding in call flows.
  { name: 'Quo (formerly OpenPhone)' },
];
