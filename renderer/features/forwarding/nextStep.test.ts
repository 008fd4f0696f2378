import { describe, expect, it } from 'vitest';
import { paths } from '../../domain/access/paths.ts';
import { earlierPhoneStep } from './nextStep.ts';

describe('the phone questions opened before the answers they build on', () => {
  it('carrier and other carrier ask the kind of phone first, whatever the region', () => {
    for (const step of [paths.setupCarrier, paths.setupCarrierOther] as const) {
      expect(earlierPhoneStep(step, undefined, 'AU')).toBe(paths.setupDevice);
      expect(earlierPhoneStep(step, {}, undefined)).toBe(paths.setupDevice);
      expect(earlierPhoneStep(step, { device: 'mobile' }, 'AU')).toBeUndefined();
    }
  });

  it('the plan needs a listed carrier of the region that has plans', () => {
    expect(
      earlierPhoneStep(paths.setupCarrierPlan, { device: 'mobile', carrier: 'Vodafone' }, 'AU'),
    ).toBeUndefined();
    expect(earlierPhoneStep(paths.setupCarrierPlan, { device: 'mobile' }, 'AU')).toBe(paths.setupCarrier);
    expect(
      earlierPhoneStep(
        paths.setupCarrierPlan,
        { device: 'mobile', carrier: 'Vodafone', otherCarrier: true },
        'AU',
      ),
    ).toBe(paths.setupCarrier);
    expect(earlierPhoneStep(paths.setupCarrierPlan, { device: 'mobile', carrier: 'Telstra' }, 'AU')).toBe(
      paths.setupCarrier,
    );
  });

  it('the check sends the owner to the first question still unanswered', () => {
    expect(earlierPhoneStep(paths.setupCarrierValidate, undefined, 'AU')).toBe(paths.setupDevice);
    expect(earlierPhoneStep(paths.setupCarrierValidate, { device: 'mobile' }, 'AU')).toBe(paths.setupCarrier);
    expect(
      earlierPhoneStep(paths.setupCarrierValidate, { device: 'mobile', carrier: 'Vodafone' }, 'AU'),
    ).toBe(paths.setupCarrierPlan);
    expect(
      earlierPhoneStep(
        paths.setupCarrierValidate,
        { device: 'mobile', carrier: 'Vodafone', planType: 'Prepaid' },
        'AU',
      ),
    ).toBeUndefined();
    expect(
      earlierPhoneStep(paths.setupCarrierValidate, { device: 'mobile', unsureCarrier: true }, 'AU'),
    ).toBeUndefined();
  });

  it('without a region the plan and the check decide nothing: the screen says there is none (SPEC §8)', () => {
    expect(earlierPhoneStep(paths.setupCarrierPlan, undefined, undefined)).toBeUndefined();
    expect(earlierPhoneStep(paths.setupCarrierValidate, undefined, undefined)).toBeUndefined();
  });
});
