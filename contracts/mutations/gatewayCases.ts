import type { MutationCase } from './case.ts';

const FRAME = 'return `id: ${id}\\nevent: ${event.event}\\ndata: ${JSON.stringify(event.data)}\\n\\n`;';
const FAQ_FOUND = '^a request to import the FAQs of a website$';
const FAQ_IMPORTS = '^a request to import the FAQs';
const CAMPAIGNS = '^a request (for the campaigns|to create a free Lucy campaign)';
const PRICES = '^a request for the product prices';

/** A change to how one SSE event is framed (lucy/faqImport.ts `frame`). */
const framing = (replace: string) => [{ file: 'lucy/faqImport.ts', find: FRAME, replace }];

// Find/replace strings are the dev backend's source text, template literals included (biome.json turns
// noTemplateCurlyInString off for the mutation cases).
export const gatewayCases: readonly MutationCase[] = [
  {
    name: "campaignType 'lucy' renamed 'lucy-receptionist'",
    breaks: true,
    why: 'The client tells a Lucy campaign by campaignType === "lucy"; a Lucy owner would be sent to the contact-automation app.',
    provider: 'gateway',
    interactions: CAMPAIGNS,
    edits: [
      {
        file: 'billing/campaigns.ts',
        find: 'campaignType: campaign.kind,',
        replace: "campaignType: campaign.kind === 'lucy' ? 'lucy-receptionist' : campaign.kind,",
      },
    ],
  },
  {
    name: "the free plan's subscription type renamed 'starter'",
    breaks: true,
    why: 'The client reads type === "free" as the free plan and everything else as paid: a free owner would be shown a paid plan.',
    provider: 'gateway',
    interactions: 'of a free plan$|without a number',
    edits: [
      {
        file: 'billing/subscriptions.ts',
        find: 'type: row.type,',
        replace: "type: row.type === 'free' ? 'starter' : row.type,",
      },
      {
        file: 'billing/campaigns.ts',
        find: "type: subscription?.type ?? 'free',",
        replace: "type: subscription?.type === 'free' ? 'starter' : (subscription?.type ?? 'starter'),",
      },
    ],
  },
  {
    name: 'subscription status in capitals (ACTIVE)',
    breaks: true,
    why: 'The client compares statuses with ===, and its schema refuses an unknown one: the subscriptions fail to load.',
    provider: 'gateway',
    interactions: '^a request for the subscriptions$',
    edits: [
      {
        file: 'billing/subscriptions.ts',
        find: 'status: row.status,',
        replace: 'status: row.status.toUpperCase(),',
      },
    ],
  },
  {
    name: "a cancelled free plan's status spelt 'canceled'",
    breaks: true,
    why: 'The free plan is cancelled when status === "cancelled" (British spelling): the reactivation page would not find it.',
    provider: 'gateway',
    interactions: 'waiting to be reactivated|without a number',
    edits: [
      {
        file: 'billing/subscriptions.ts',
        find: 'status: row.status,',
        replace: "status: row.status === 'cancelled' ? 'canceled' : row.status,",
      },
      {
        file: 'billing/campaigns.ts',
        find: "status: running && live ? 'live' : (subscription?.status ?? 'canceled'),",
        replace:
          "status: running && live ? 'live' : subscription?.status === 'cancelled' ? 'canceled' : (subscription?.status ?? 'canceled'),",
      },
    ],
  },
  {
    name: 'price amount as a decimal string ("49.00")',
    breaks: true,
    why: 'Amounts are integer cents for the client (z.int()); a string fails the price list.',
    provider: 'gateway',
    interactions: PRICES,
    edits: [
      {
        file: 'billing/catalogue.ts',
        find: '          amount,\n',
        replace: '          amount: (amount / 100).toFixed(2) as unknown as number,\n',
      },
    ],
  },
  {
    name: 'yearly prices left out of the list',
    breaks: true,
    why: 'The plan cards offer each tier monthly and yearly; without yearly prices the yearly choice has no price.',
    provider: 'gateway',
    interactions: PRICES,
    edits: [
      {
        file: 'billing/catalogue.ts',
        find: '      BILLING_PERIODS.map((billingPeriod) => {',
        replace: "      BILLING_PERIODS.filter((period) => period === 'monthly').map((billingPeriod) => {",
      },
    ],
  },
  {
    name: 'FAQ stream: the faq event renamed question',
    breaks: true,
    why: 'The client skips events it does not know: the owner would see an import that found no FAQs.',
    provider: 'gateway',
    interactions: FAQ_FOUND,
    edits: [
      {
        file: 'lucy/faqImport.ts',
        find: "for (const suggestion of suggestions) yield { event: 'faq', data: suggestion };",
        replace:
          "for (const suggestion of suggestions) yield { event: 'question' as 'faq', data: suggestion };",
      },
    ],
  },
  {
    name: 'a token without the organisation answered 400 instead of 403',
    breaks: true,
    why: 'Only 401 and 403 make the client refresh the session (and so pick up a new organisation); a 400 is a plain failure.',
    provider: 'gateway',
    interactions: 'names no organisation',
    edits: [
      {
        file: 'http/errors.ts',
        find: "new ApiError(403, 'forbidden', message)",
        replace: "new ApiError(400, 'forbidden', message)",
      },
    ],
  },
  {
    name: 'checkout pages on a domain of our own (pay.lucy.example)',
    breaks: true,
    why: 'The client goes only to the payment provider’s https pages; another address is refused as a payment page.',
    provider: 'gateway',
    interactions: '^a request for a checkout session$',
    edits: [
      {
        file: 'gateway/billingRoutes.ts',
        find: 'return c.json({ data: { url: `${services.addresses.checkout}/${session.id}` } });',
        replace: 'return c.json({ data: { url: `https://pay.lucy.example/${session.id}` } });',
      },
    ],
  },
  {
    name: 'subscription gains a field (priceId)',
    breaks: false,
    why: 'Extra fields are ignored.',
    provider: 'gateway',
    interactions: '^a request for the subscriptions',
    edits: [
      {
        file: 'billing/subscriptions.ts',
        find: 'type: row.type,',
        replace: "type: row.type,\n    priceId: 'price_1',",
      },
    ],
  },
  {
    name: 'campaigns gain a field (createdAt)',
    breaks: false,
    why: 'Extra fields are ignored.',
    provider: 'gateway',
    interactions: CAMPAIGNS,
    edits: [
      {
        file: 'billing/campaigns.ts',
        find: 'campaignType: campaign.kind,',
        replace: "campaignType: campaign.kind,\n      createdAt: '2026-01-01T00:00:00.000Z',",
      },
    ],
  },
  {
    name: 'POST /lucy/cancel answers 200 {} instead of 204',
    breaks: false,
    why: 'The client reads any 2xx alike and ignores the body of this call.',
    provider: 'gateway',
    interactions: 'cancel the free plan',
    edits: [
      {
        file: 'gateway/lucyRoutes.ts',
        find: 'services.billing.freePlan.cancel(sessionOrganisation(c));\n    return c.body(null, 204);',
        replace: 'services.billing.freePlan.cancel(sessionOrganisation(c));\n    return c.json({}, 200);',
      },
    ],
  },
  {
    name: 'the free plan leaves billingPeriod and currentPeriodEnd out instead of null',
    breaks: false,
    why: 'The client reads null and absent alike there (none).',
    provider: 'gateway',
    interactions: '^a request for the subscriptions',
    edits: [
      {
        file: 'billing/subscriptions.ts',
        find: 'billingPeriod: row.billing_period,',
        replace: '...(row.billing_period ? { billingPeriod: row.billing_period } : {}),',
      },
      {
        file: 'billing/subscriptions.ts',
        find: 'currentPeriodEnd: row.current_period_end === null ? null : new Date(row.current_period_end).toISOString(),',
        replace:
          '...(row.current_period_end === null ? {} : { currentPeriodEnd: new Date(row.current_period_end).toISOString() }),',
      },
    ],
  },
  {
    name: 'a campaign without its Lucy number leaves phoneNumber out instead of null',
    breaks: false,
    why: 'The client reads null and absent alike there (no number yet).',
    provider: 'gateway',
    interactions: CAMPAIGNS,
    edits: [
      {
        file: 'billing/campaigns.ts',
        find: 'phoneNumber: live ? campaign.phone_number : null,',
        replace: '...(live ? { phoneNumber: campaign.phone_number } : {}),',
      },
    ],
  },
  {
    name: 'prices listed yearly first',
    breaks: false,
    why: 'The client finds each price by tier and period, in any order.',
    provider: 'gateway',
    interactions: PRICES,
    edits: [
      {
        file: 'billing/catalogue.ts',
        find: '      BILLING_PERIODS.map((billingPeriod) => {',
        replace: '      [...BILLING_PERIODS].reverse().map((billingPeriod) => {',
      },
    ],
  },
  {
    name: 'FAQ stream: CRLF line ends',
    breaks: false,
    why: 'The SSE parser takes CRLF, CR or LF.',
    provider: 'gateway',
    interactions: FAQ_IMPORTS,
    edits: framing(FRAME.replaceAll('\\n', '\\r\\n')),
  },
  {
    name: 'FAQ stream: comment and retry lines, no id lines',
    breaks: false,
    why: 'The parser skips comments and retry lines; the client does not read ids.',
    provider: 'gateway',
    interactions: FAQ_IMPORTS,
    edits: framing(
      'return `: keep-alive\\nretry: 3000\\nevent: ${event.event}\\ndata: ${JSON.stringify(event.data)}\\n\\n`;',
    ),
  },
  {
    name: 'FAQ stream: nested JSON in the data (a source object with an array)',
    breaks: false,
    why: 'The client reads the fields it knows from any JSON object and ignores the others, nested or not.',
    provider: 'gateway',
    interactions: FAQ_FOUND,
    edits: framing(
      'return `id: ${id}\\nevent: ${event.event}\\ndata: ${JSON.stringify({ ...event.data, source: { page: "/faq", rank: [id, { sure: true }] } })}\\n\\n`;',
    ),
  },
  {
    name: 'FAQ stream: the data pretty-printed over several data lines',
    breaks: false,
    why: 'SSE joins an event’s data lines with a line break, and the client parses the joined JSON.',
    provider: 'gateway',
    interactions: FAQ_IMPORTS,
    edits: framing(
      'return `id: ${id}\\nevent: ${event.event}\\n${JSON.stringify(event.data, null, 2).split("\\n").map((line) => `data: ${line}`).join("\\n")}\\n\\n`;',
    ),
  },
  {
    name: 'FAQ stream: a heartbeat event the client skips',
    breaks: false,
    why: 'Events of names the client does not know are skipped.',
    provider: 'gateway',
    interactions: FAQ_IMPORTS,
    edits: framing(
      `return \`event: heartbeat\\ndata: {}\\n\\n\` + \`${FRAME.slice('return `'.length, -2)}\`;`,
    ),
  },
];
