import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import type { DevicePreferences } from '../../../domain/carriers/preferences.ts';
import { emulateScreen, prepareScreen } from '../testing/harness.tsx';
import { GuidePage } from './GuidePage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openGuide(
  stored: DevicePreferences | undefined,
  businessPhone = '+61355500101',
  lucyNumber = '+61255500042',
) {
  const parts = await prepareScreen({
    routes: { '/setup/guide': GuidePage },
    entry: '/setup/guide',
    businessPhone,
    lucyNumber,
    ...(stored && { stored }),
  });
  return parts;
}

const code = (text: string) => screen.getByText(text, { selector: 'code' });

describe('the forwarding guide', () => {
  it('on a phone: Lucy’s number, the code to tap and dial, turning off and voicemail', async () => {
    emulateScreen('phone');
    const { show } = await openGuide({ device: 'mobile', carrier: 'Telstra' });
    show();
    // Lucy’s number reads as Australians write it; the codes dial its digits.
    expect(await screen.findByText('02 5550 0042')).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 4: Forward your calls')).toBeInTheDocument();
    expect(code('**004*0255500042*10#')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dial **004*0255500042*10#' })).toHaveAttribute(
      'href',
      'tel:**004*0255500042*10%23',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    const turnOff = screen.getByRole('region', { name: 'If you want to turn Lucy off' });
    expect(within(turnOff).getByText('##004#', { selector: 'code' })).toBeInTheDocument();
    expect(within(turnOff).getByText('**004*101#', { selector: 'code' })).toBeInTheDocument();
  });

  it('on a wide screen: a QR code that dials the code, and no tap-to-dial link', async () => {
    emulateScreen('wide');
    const { show } = await openGuide({ device: 'mobile', carrier: 'Telstra' });
    show();
    expect(
      await screen.findByRole('img', { name: 'QR code that dials **004*0255500042*10#' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.queryByRole('link', { name: /^Dial/ })).not.toBeInTheDocument();
  });

  it('copies a code to the clipboard', async () => {
    emulateScreen('wide');
    const user = userEvent.setup();
    const { show } = await openGuide({ device: 'mobile', carrier: 'Telstra' });
    show();
    await user.click(await screen.findByRole('button', { name: 'Copy **004*0255500042*10#' }));
    expect(await navigator.clipboard.readText()).toBe('**004*0255500042*10#');
    expect(screen.getByRole('button', { name: 'Copied **004*0255500042*10#' })).toBeInTheDocument();
  });

  it('SPEC §2: a landline is turned off through the provider', async () => {
    emulateScreen('wide');
    const { show } = await openGuide({ device: 'landline', carrier: 'Southern Phone', otherCarrier: true });
    show();
    expect(
      await screen.findByText('Contact Southern Phone and ask them to turn off call forwarding.'),
    ).toBeInTheDocument();
    expect(code('*610255500042*20#')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('the final check: the owner’s word that Lucy answered is recorded, and the guide is done', async () => {
    emulateScreen('wide');
    const { show, api } = await openGuide({ device: 'mobile', carrier: 'Telstra' });
    vi.mocked(api.gateway.recordUserMetric).mockRejectedValueOnce(new ApiError('Bad gateway', 502));
    show();
    // The business number reads grouped; the link dials its E.164 form.
    expect(await screen.findByRole('link', { name: '03 5550 0101' })).toHaveAttribute(
      'href',
      'tel:+61355500101',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Lucy answered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t save your answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Lucy answered' }));
    const done = await screen.findByRole('heading', { name: /You’re all set/ });
    expect(done).toHaveFocus();
    expect(api.gateway.recordUserMetric).toHaveBeenLastCalledWith({ metric: 'guide-completed', value: 1 });
  });

  it('without stored answers it asks for the phone, saves them and shows the instructions', async () => {
    emulateScreen('wide');
    const { show, api, stored } = await openGuide(undefined, '+14155550199', '+14155550142');
    show();
    await screen.findByRole('heading', { name: 'Which phone do your customers call?' });
    await userEvent.selectOptions(screen.getByLabelText('Your customers call'), 'Mobile phone');
    await userEvent.selectOptions(screen.getByLabelText('Carrier'), 'Verizon');
    await userEvent.click(screen.getByRole('button', { name: 'Show my instructions' }));
    expect(await screen.findByText('*714155550142', { selector: 'code' })).toBeVisible();
    expect(stored()).toEqual({ device: 'mobile', carrier: 'Verizon' });
    expect(api.gateway.saveUserDevice).toHaveBeenCalledWith(expect.objectContaining({ carrier: 'Verizon' }));
  });

  it('waits for Lucy’s number while the campaign has none', async () => {
    const { show, api } = await openGuide({ device: 'mobile', carrier: 'Telstra' });
    vi.mocked(api.gateway.getCampaigns).mockResolvedValue([]);
    show();
    expect(await screen.findByText(/Lucy’s number is being set up/)).toBeInTheDocument();
  });
});
