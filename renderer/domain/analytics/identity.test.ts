import { describe, expect, it } from 'vitest';
import { paths, SESSION_RECORDING_PATHS } from '../access/paths.ts';
import {
  type AnalyticsPerson,
  analyticsIdentity,
  isPlaceholderAnalyticsId,
  sessionRecordingProperties,
} from './identity.ts';

const customer: AnalyticsPerson & { firstName: string } = {
  clientId: '7c1e2a9e-31f4-4bb5-9d0e-2f6a51c0b8d4',
  email: 'ava@sunrise-cafe.com.au',
  firstName: 'Ava',
  organisationId: 'org-42',
  region: 'au',
};

const staff: AnalyticsPerson & { firstName: string } = {
  ...customer,
  email: 'sam@lucy-receptionist.com',
  firstName: 'Sam',
};

describe('analytics identity', () => {
  it.each([
    '',
    '   ',
    'undefined',
    'null',
    'NULL',
    'distinct_id',
    'DistinctId',
    'anonymous',
    'not_authenticated',
    '[object Object]',
    '00000000-0000-0000-0000-000000000000',
    '0',
    '{{user_id}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an unfilled template is exactly the placeholder.
    '${userId}',
    '<user id>',
    '%USER_ID%',
  ])('SPEC §5: refuses the placeholder id %j', (id) => {
    expect(isPlaceholderAnalyticsId(id)).toBe(true);
    expect(analyticsIdentity({ ...customer, clientId: id })).toBeUndefined();
  });

  it.each(['7c1e2a9e-31f4-4bb5-9d0e-2f6a51c0b8d4', 'user-1', '12345', 'nullable-user'])(
    'accepts the real id %j',
    (id) => {
      expect(isPlaceholderAnalyticsId(id)).toBe(false);
    },
  );

  it('SPEC §1: identifies a customer by their client id, with e-mail, organisation and region', () => {
    expect(analyticsIdentity(customer)).toEqual({
      distinctId: customer.clientId,
      properties: { email: customer.email, organisationId: 'org-42', region: 'au' },
    });
  });

  it('leaves the organisation out for a user who has none yet', () => {
    expect(analyticsIdentity({ ...customer, organisationId: '' })?.properties).toEqual({
      email: customer.email,
      region: 'au',
    });
  });

  it('SPEC §1, §6: staff send only their e-mail, even when their client id is a placeholder', () => {
    expect(analyticsIdentity(staff)).toEqual({ distinctId: staff.email, properties: { email: staff.email } });
    expect(analyticsIdentity({ ...staff, clientId: 'undefined' })).toEqual({
      distinctId: staff.email,
      properties: { email: staff.email },
    });
  });

  it.each(SESSION_RECORDING_PATHS)('SPEC §2: on %s the e-mail and first name go to the recorder', (path) => {
    expect(sessionRecordingProperties(customer, path)).toEqual({ email: customer.email, firstName: 'Ava' });
    expect(sessionRecordingProperties(customer, `${path.toUpperCase()}/`)).toEqual({
      email: customer.email,
      firstName: 'Ava',
    });
  });

  it('SPEC §1: staff on a session-recording path send only their e-mail', () => {
    expect(sessionRecordingProperties(staff, paths.settingsLucy)).toEqual({ email: staff.email });
  });

  it.each([paths.signIn, paths.settingsIntegrations, paths.setupDevice, paths.index])(
    'SPEC §2: on %s nothing more is sent to the recorder',
    (path) => {
      expect(sessionRecordingProperties(customer, path)).toBeUndefined();
    },
  );
});
