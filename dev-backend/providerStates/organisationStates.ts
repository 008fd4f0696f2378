import { sampleWebsite } from '../dev/sampleWebsite.ts';
import { sampleConfig } from '../lucy/sampleConfig.ts';
import { DAY_MS, optionalParam, param, type StateHandler, stateData } from '../providerStateData.ts';
import type { Services } from '../services.ts';

/**
 * The provider states of an organisation's plan and Lucy (contracts/states.ts): prices, subscriptions,
 * campaigns, the Lucy config, and what the outside world answers (websites, webhooks, the voice service).
 */
export function organisationStateHandlers(services: Services) {
  const { billing } = services;
  const now = () => services.now();
  const { signedIn, member, organisationOf, paidPlan, freePlan } = stateData(services);

  return {
    'the organisation has a live Lucy campaign': async (params) => {
      const row = member(params);
      paidPlan(row, params, { phoneNumber: param(params, 'phoneNumber') });
      return signedIn(row);
    },

    /** Prices need no organisation, but the gateway needs a signed-in caller. */
    'the product has prices': async (params) => {
      billing.catalogue.addTag(param(params, 'tag'));
      const promoCode = optionalParam(params, 'promoCode');
      if (promoCode) billing.catalogue.addPromoCode(promoCode, 20);
      return signedIn(member({ email: 'prices.reader@example.com' }));
    },

    'the organisation has a paid subscription': async (params) => {
      const row = member(params);
      paidPlan(row, params);
      return signedIn(row);
    },

    'the organisation has a paid subscription bought with a promo code': async (params) => {
      const promoCode = param(params, 'promoCode');
      billing.catalogue.addPromoCode(
        promoCode,
        Number(param(params, 'percentOff')),
        Number(param(params, 'durationMonths')),
      );
      const row = member(params);
      paidPlan(row, params, { promoCode });
      return signedIn(row);
    },

    'the organisation has a paid subscription set to cancel': async (params) => {
      const row = member(params);
      paidPlan(row, params, { cancelAtPeriodEnd: true });
      return signedIn(row);
    },

    'the organisation has no campaign': async (params) => signedIn(member(params)),

    /** A proposal (flag phoneChoiceRead): what GET /lucy/user-device answers is what a POST stored. */
    'the user has answered which phone their customers call': async (params) => {
      const row = member(params);
      services.db.run(
        'INSERT INTO user_devices (user_id, device, updated_at) VALUES (?, ?, ?)',
        row.id,
        JSON.stringify({
          device: param(params, 'device'),
          carrier: param(params, 'carrier'),
          planType: null,
          otherCarrier: false,
          unsureCarrier: false,
        }),
        now(),
      );
      return signedIn(row);
    },

    'the organisation has an active free plan': async (params) => {
      const row = member(params);
      freePlan(row, 'active');
      return signedIn(row);
    },

    'the organisation has a cancelled free plan': async (params) => {
      const row = member(params);
      freePlan(row, 'cancelled');
      return signedIn(row);
    },

    'the free plan was reactivated less than 30 days ago': async (params) => {
      const row = member(params);
      freePlan(row, 'cancelled');
      billing.freePlan.recordEventAt(organisationOf(row).id, 'reactivate', now() - 10 * DAY_MS);
      return signedIn(row);
    },

    'the website has FAQs': async (params) => {
      services.outside.servePage(param(params, 'url'), String(await sampleWebsite()));
      return signedIn(member(params));
    },

    'the website cannot be read': async (params) => {
      services.outside.makeUnreachable(param(params, 'url'));
      return signedIn(member(params));
    },

    'the organisation has a Lucy config': async (params) => {
      const row = member(params);
      const organisation = organisationOf(row);
      services.configs.save(organisation.id, sampleConfig(organisation.name, organisation.country));
      return signedIn(row);
    },

    'the organisation has no Lucy config': async (params) => signedIn(member(params)),

    'the Lucy config was saved again after revision 1': async (params) => {
      const row = member(params);
      const organisation = organisationOf(row);
      const config = sampleConfig(organisation.name, organisation.country);
      services.configs.save(organisation.id, config);
      services.configs.save(organisation.id, config);
      return signedIn(row);
    },

    'the voice service cannot render a preview': async (params) => {
      const row = member(params);
      services.voiceOutages.add(organisationOf(row).id);
      return signedIn(row);
    },

    'the webhook accepts messages': async (params) => {
      services.outside.answerWebhook(param(params, 'url'), 200);
      return signedIn(member(params));
    },
  } satisfies Record<string, StateHandler>;
}
