import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { CarrierPage } from './CarrierPage.tsx';
import { CarrierPlanPage } from './CarrierPlanPage.tsx';
import { DevicePage } from './DevicePage.tsx';
import { OtherCarrierPage } from './OtherCarrierPage.tsx';
import { prepareScreen, type ScreenOptions, SET_UP_OWNER } from './testing/harness.tsx';

const routes = {
  '/setup/device': DevicePage,
  '/setup/carrier': CarrierPage,
  '/setup/carrier/plan': CarrierPlanPage,
  '/setup/carrier/other': OtherCarrierPage,
};

async function open(entry: string, options: Partial<ScreenOptions> = {}) {
  const screenParts = await prepareScreen({ routes, entry, ...options });
  screenParts.show();
  return screenParts;
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const landed = (path: string) => heading(`Landed at ${path}`);

describe('SPEC §2 /setup/device', () => {
  it('SPEC §3: stores the kind of phone on the device and asks for the carrier next', async () => {
    const { stored, api } = await open('/setup/device');
    await heading('What phone does your business use?');
    expect(screen.getByText('Step 1 of 4: Your phone')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Mobile phone/ }));
    await userEvent.click(continueButton());
    await heading('Who is your mobile carrier?');
    expect(stored()).toEqual({ device: 'mobile' });
    expect(api.gateway.saveUserDevice).not.toHaveBeenCalled();
  });

  it('asks for an answer on the first card when none is chosen', async () => {
    await open('/setup/device');
    await heading('What phone does your business use?');
    await userEvent.click(continueButton());
    const first = screen.getByRole('radio', { name: /Mobile phone/ });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(/Choose the kind of phone your customers call\./);
  });

  it('keeps the stored carrier for the same kind of phone and drops it for another', async () => {
    const { stored } = await open('/setup/device', { stored: { device: 'mobile', carrier: 'Telstra' } });
    await heading('What phone does your business use?');
    expect(screen.getByRole('radio', { name: /Mobile phone/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Business phone system/ }));
    await userEvent.click(continueButton());
    await heading('Which phone system do you use?');
    expect(stored()).toEqual({ device: 'voip' });
  });
});

describe('the questions’ onboarding step', () => {
  it('an owner who is set up (changing phone from Settings) answers them without a step', async () => {
    await open('/setup/device', { summary: SET_UP_OWNER, stored: { device: 'mobile', carrier: 'Telstra' } });
    await heading('What phone does your business use?');
    expect(screen.queryByText(/Step \d of 4/)).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    await heading('Who is your mobile carrier?');
    expect(screen.queryByText(/Step \d of 4/)).not.toBeInTheDocument();
  });
});

describe('SPEC §2 /setup/carrier', () => {
  it('SPEC §3: lists the carriers of the business phone’s region, with initials where there is no logo', async () => {
    await open('/setup/carrier', { stored: { device: 'mobile' } });
    await heading('Who is your mobile carrier?');
    const list = screen.getByRole('group', { name: 'Carriers in Australia' });
    expect(within(list).getAllByRole('radio')).toHaveLength(11);
    expect(within(list).getByText('TE')).toBeInTheDocument();
  });

  it.each([
    ['+14155550100', 'mobile', 'Carriers in the US', 17],
    ['+16135550100', 'landline', 'Landline providers in Canada', 3],
    ['+442079460000', 'mobile', 'Carriers in the UK', 4],
    ['+14155550100', 'voip', 'Business phone systems', 12],
  ] as const)('a business phone %s on a %s lists %s (%i)', async (businessPhone, device, group, count) => {
    await open('/setup/carrier', { businessPhone, stored: { device } });
    const list = await screen.findByRole('group', { name: group });
    expect(within(list).getAllByRole('radio')).toHaveLength(count);
  });

  it('the US landline list holds landline providers, the mobile list none', async () => {
    await open('/setup/carrier', { businessPhone: '+14155550100', stored: { device: 'landline' } });
    const landlines = await screen.findByRole('group', { name: 'Landline providers in the US' });
    expect(within(landlines).getByRole('radio', { name: 'AT&T Landline' })).toBeInTheDocument();
    expect(within(landlines).queryByRole('radio', { name: 'Verizon' })).not.toBeInTheDocument();
    cleanup();
    await open('/setup/carrier', { businessPhone: '+14155550100', stored: { device: 'mobile' } });
    const mobiles = await screen.findByRole('group', { name: 'Carriers in the US' });
    expect(within(mobiles).queryByRole('radio', { name: 'AT&T Landline' })).not.toBeInTheDocument();
  });

  it('each card says what matters before choosing, uncertain facts as "may"', async () => {
    await open('/setup/carrier', { stored: { device: 'mobile' } });
    const list = await screen.findByRole('group', { name: 'Carriers in Australia' });
    expect(within(list).getByRole('radio', { name: 'TPG' })).toHaveAccessibleDescription(
      'May charge A$14.90/month',
    );
    expect(within(list).getByRole('radio', { name: 'amaysim' })).toHaveAccessibleDescription(
      'May not forward calls',
    );
    expect(within(list).getByRole('radio', { name: 'Vodafone' })).toHaveAccessibleDescription(
      'Not on Prepaid plans',
    );
    expect(within(list).getByRole('radio', { name: 'Telstra' })).not.toHaveAccessibleDescription();
  });

  it('finds a carrier by what the owner types, and says when nothing matches', async () => {
    await open('/setup/carrier', { businessPhone: '+14155550100', stored: { device: 'mobile' } });
    await heading('Who is your mobile carrier?');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'tmob');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'T-Mobile',
      'Metro by T-Mobile',
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “tmobzz”.');
  });

  it('a carrier without plans: stored, sent to the gateway, and on to the check', async () => {
    const { stored, api } = await open('/setup/carrier', { stored: { device: 'mobile' } });
    await heading('Who is your mobile carrier?');
    await userEvent.click(screen.getByRole('radio', { name: 'Telstra' }));
    await userEvent.click(continueButton());
    await landed('/setup/carrier/validate');
    expect(stored()).toEqual({ device: 'mobile', carrier: 'Telstra' });
    expect(api.gateway.saveUserDevice).toHaveBeenCalledWith({
      device: 'mobile',
      carrier: 'Telstra',
      planType: null,
      otherCarrier: false,
      unsureCarrier: false,
    });
  });

  it('SPEC §4 needs-plan: a carrier with plans asks for the plan before anything is sent', async () => {
    const { api } = await open('/setup/carrier', { stored: { device: 'mobile' } });
    await heading('Who is your mobile carrier?');
    await userEvent.click(screen.getByRole('radio', { name: 'Vodafone' }));
    await userEvent.click(continueButton());
    await heading('Which Vodafone plan are you on?');
    expect(api.gateway.saveUserDevice).not.toHaveBeenCalled();
  });

  it('a failed save says what to do and keeps the choice', async () => {
    const { api } = await open('/setup/carrier', { stored: { device: 'mobile' } });
    vi.mocked(api.gateway.saveUserDevice).mockRejectedValueOnce(new ApiError('Bad gateway', 502));
    await heading('Who is your mobile carrier?');
    await userEvent.click(screen.getByRole('radio', { name: 'Optus' }));
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t save your phone details. Check your connection and try again.',
    );
    expect(screen.getByRole('radio', { name: 'Optus' })).toBeChecked();
    await userEvent.click(continueButton());
    await landed('/setup/carrier/validate');
  });

  it('an owner unsure of their carrier goes on with that answer', async () => {
    const { api } = await open('/setup/carrier', { stored: { device: 'mobile' } });
    await heading('Who is your mobile carrier?');
    // The other ways on read alike, the page among them as well as the action (a regression of 2a5f4fe left
    // the link styled as a closing note, with a rule above it).
    const unlisted = screen.getByRole('link', { name: 'My carrier isn’t listed' });
    expect(unlisted.className).toMatch(/linkButton/);
    expect(unlisted.className).toBe(
      screen.getByRole('button', { name: 'I’m not sure who my carrier is' }).className,
    );
    await userEvent.click(screen.getByRole('button', { name: 'I’m not sure who my carrier is' }));
    await landed('/setup/carrier/validate');
    expect(api.gateway.saveUserDevice).toHaveBeenCalledWith(expect.objectContaining({ unsureCarrier: true }));
  });

  it('asks for the kind of phone first when it is not known, in place of the carrier question', async () => {
    const { router } = await open('/setup/carrier');
    await heading('What phone does your business use?');
    expect(router.state.location.pathname).toBe('/setup/device');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('SPEC §8: a user-info failure is no region, with a way to try again', async () => {
    const { api, show } = await prepareScreen({
      routes,
      entry: '/setup/carrier',
      stored: { device: 'mobile' },
    });
    vi.mocked(api.identity.getUserInfo).mockRejectedValueOnce(new ApiError('Unavailable', 503));
    show();
    await heading('We couldn’t find your business phone’s country');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('Who is your mobile carrier?');
  });

  it('a business phone from a country without a carrier list is no region', async () => {
    await open('/setup/carrier', { businessPhone: null, stored: { device: 'mobile' } });
    await heading('We couldn’t find your business phone’s country');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('SPEC §2 /setup/carrier/plan and /setup/carrier/other', () => {
  it('the chosen plan is stored with the carrier and sent', async () => {
    const { stored, api } = await open('/setup/carrier/plan', {
      stored: { device: 'mobile', carrier: 'Vodafone' },
    });
    await heading('Which Vodafone plan are you on?');
    await userEvent.click(continueButton());
    expect(screen.getByRole('radio', { name: /Postpaid/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /Prepaid/ }));
    await userEvent.click(continueButton());
    await landed('/setup/carrier/validate');
    expect(stored()).toEqual({ device: 'mobile', carrier: 'Vodafone', planType: 'Prepaid' });
    expect(api.gateway.saveUserDevice).toHaveBeenCalledWith(expect.objectContaining({ planType: 'Prepaid' }));
  });

  it('the plan step without a carrier that has plans goes back to the carrier question', async () => {
    await open('/setup/carrier/plan', { stored: { device: 'mobile', carrier: 'Telstra' } });
    await heading('Who is your mobile carrier?');
  });

  it('the other-carrier question asks for the kind of phone first when it is not known', async () => {
    await open('/setup/carrier/other');
    await heading('What phone does your business use?');
  });

  it('a carrier the owner names is stored as "other"; a blank name is refused on the field', async () => {
    const { stored } = await open('/setup/carrier/other', { stored: { device: 'landline' } });
    await heading('Who is your carrier?');
    await userEvent.click(continueButton());
    const field = screen.getByRole('textbox', { name: 'Carrier' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Enter your carrier’s name\./);
    await userEvent.type(field, '  Aussie Broadband ');
    await userEvent.click(continueButton());
    await landed('/setup/carrier/validate');
    expect(stored()).toEqual({ device: 'landline', carrier: 'Aussie Broadband', otherCarrier: true });
  });

  it('a named carrier that is on the list is taken as the listed one (and its plan asked)', async () => {
    const { stored } = await open('/setup/carrier/other', { stored: { device: 'mobile' } });
    await heading('Who is your carrier?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Carrier' }), 'vodafone');
    await userEvent.click(continueButton());
    await heading('Which Vodafone plan are you on?');
    await waitFor(() => expect(stored()).toEqual({ device: 'mobile', carrier: 'Vodafone' }));
  });
});
