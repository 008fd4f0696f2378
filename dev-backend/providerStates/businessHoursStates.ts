import { newBusinessHours } from '../../renderer/domain/assistant/businessHours.ts';
import { sampleConfig } from '../lucy/sampleConfig.ts';
import type { Answer, Params, stateData } from '../providerStateData.ts';
import type { Services } from '../services.ts';

/** The provider states of the businessHours proposal (contracts/states.ts), for the state endpoint. */
export function businessHoursStates(
  services: Services,
  { member, organisationOf, signedIn }: ReturnType<typeof stateData>,
) {
  return {
    'the organisation has a Lucy config with business hours': async (params: Params): Promise<Answer> => {
      const row = member(params);
      const organisation = organisationOf(row);
      services.configs.save(organisation.id, {
        ...sampleConfig(organisation.name, organisation.country),
        businessHours: { ...newBusinessHours(organisation.country, undefined), holidays: ['2026-12-25'] },
      });
      return signedIn(row);
    },
  } as const;
}
