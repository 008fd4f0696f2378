import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DevicePreferences } from '../../domain/carriers/preferences.ts';
import { CarrierCheckPage } from './CarrierCheckPage.tsx';
import { prepareScreen } from './testing/harness.tsx';

const AU = '+61412345678';
const US = '+14155550100';
const CA = '+16135550100';

async function check(stored: DevicePreferences | undefined, businessPhone = AU) {
  const parts = await prepareScreen({
    routes: { '/setup/carrier/validate': CarrierCheckPage },
    entry: '/setup/carrier/validate',
    businessPhone,
    ...(stored && { stored }),
  });
  parts.show();
  return parts;
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('SPEC §2 /setup/carrier/validate shows the SPEC §4 carrier support status', () => {
  it('opened before every question was answered: the question still unanswered, in its place', async () => {
    const { router } = await check({ device: 'mobile', carrier: 'Vodafone' });
    await heading('Landed at /setup/carrier/plan');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('supported: says so and goes on to the index route, which picks the next step', async () => {
    await check({ device: 'mobile', carrier: 'Telstra' });
    await heading('Telstra can forward your calls to Lucy');
    expect(
      screen.getByText(/Forwarded calls are included in plans with unlimited calls/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Landed at /');
  });

  it('a carrier that may not forward: what to do instead, and no Continue past it', async () => {
    await check({ device: 'mobile', carrier: 'amaysim' });
    // Only peer guides say amaysim cannot forward, so the owner is told to check.
    await heading('amaysim may not forward calls to Lucy');
    expect(screen.getByText('Check with your carrier.')).toBeInTheDocument();
    expect(screen.getByText(/amaysim’s own website doesn’t say/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you can do' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a different carrier' })).toHaveAttribute(
      'href',
      '/setup/carrier',
    );
    expect(screen.getByRole('link', { name: 'Use a different phone' })).toHaveAttribute(
      'href',
      '/setup/device',
    );
    expect(screen.queryByRole('link', { name: 'I’m on a different plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('a carrier only others say cannot forward: when the carrier says it can, the owner goes on with the usual codes', async () => {
    const { api, stored } = await check({ device: 'mobile', carrier: 'amaysim' });
    await heading('amaysim may not forward calls to Lucy');
    expect(
      screen.getByText(/Ask amaysim if your plan can send the calls you don’t answer/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Other services report/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'amaysim can forward my calls' }));
    await heading('Most carriers can forward calls to Lucy');
    expect(
      screen.getByText(
        /amaysim says it can forward calls, so we’ll show you the codes most carriers in Australia use/,
      ),
    ).toBeInTheDocument();
    expect(stored()).toEqual({ device: 'mobile', carrier: 'amaysim', otherCarrier: true });
    expect(api.gateway.saveUserDevice).toHaveBeenCalledWith({
      device: 'mobile',
      carrier: 'amaysim',
      planType: null,
      otherCarrier: true,
      unsureCarrier: false,
    });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('a carrier that cannot forward offers no such way on', async () => {
    await check({ device: 'mobile', carrier: 'Vodafone', planType: 'Prepaid' });
    await heading(/Call forwarding isn’t available/);
    expect(screen.queryByRole('button', { name: /can forward my calls/ })).not.toBeInTheDocument();
  });

  it('unsupported plan: the plans that can forward', async () => {
    await check({ device: 'mobile', carrier: 'Vodafone', planType: 'Prepaid' });
    await heading('Call forwarding isn’t available on Vodafone Prepaid plans');
    expect(screen.getByText(/Move to a Vodafone Postpaid plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I’m on a different plan' })).toHaveAttribute(
      'href',
      '/setup/carrier/plan',
    );
  });

  it('supportRequired: the support number (tap to call) and hours', async () => {
    await check({ device: 'mobile', carrier: 'Telus' }, CA);
    await heading('Call Telus to turn on call forwarding');
    expect(screen.getByRole('link', { name: '*611' })).toHaveAttribute('href', 'tel:*611');
    // No Telus page gives the hours, so they are "usually" and the owner is told to check.
    expect(screen.getByText('Usually 7am-11pm local time, every day')).toBeInTheDocument();
    expect(screen.getByText(/We couldn’t confirm Telus’s number and opening hours/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('a carrier whose own pages say it cannot forward is stated as fact', async () => {
    await check({ device: 'voip', carrier: 'Ooma Office' }, US);
    await heading('Ooma Office can’t forward calls to Lucy');
    expect(screen.queryByText('Check with your carrier.')).not.toBeInTheDocument();
  });

  it('a charge no carrier page confirms is shown as uncertain, in its currency', async () => {
    await check({ device: 'mobile', carrier: 'TPG' });
    await heading('TPG may charge for call forwarding');
    expect(screen.getByText('A$14.90/month')).toBeInTheDocument();
    expect(screen.getByText(/We couldn’t confirm this charge on TPG’s own website/)).toBeInTheDocument();
  });

  it('paymentRequired: the fee and the instructions', async () => {
    await check({ device: 'mobile', carrier: 'Koodo' }, CA);
    await heading('Koodo charges for call forwarding');
    expect(screen.getByText('C$3/month')).toBeInTheDocument();
    expect(
      screen.getByText('Add Call Forwarding in Self Serve; without it, forwarded calls cost C$0.60/min.'),
    ).toBeInTheDocument();
  });

  it('a VoIP provider with a supported plan', async () => {
    await check({ device: 'voip', carrier: 'Google Voice', planType: 'Standard' }, US);
    await heading('Google Voice can forward your calls to Lucy');
    expect(screen.getByText(/where to send unanswered calls in Google Voice/)).toBeInTheDocument();
  });

  it('a carrier named by the owner, and an owner unsure of theirs, get the region’s standard instructions', async () => {
    await check({ device: 'mobile', carrier: 'Moose Mobile', otherCarrier: true });
    await heading('Most carriers can forward calls to Lucy');
    expect(screen.getByText(/Moose Mobile isn’t on our list yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/setup/carrier/other');
  });

  it.each<[DevicePreferences['device'], string]>([
    [
      'mobile',
      'Your carrier’s name is on your phone bill, and in your phone’s settings under mobile network or SIM.',
    ],
    ['landline', 'Your phone company’s name is on your phone bill.'],
  ])('an owner unsure of their %s’s carrier is told where to find its name', async (device, where) => {
    await check({ device, unsureCarrier: true });
    await heading('Most carriers can forward calls to Lucy');
    expect(screen.getByText(where)).toBeInTheDocument();
    if (device === 'landline') expect(screen.queryByText(/SIM/)).not.toBeInTheDocument();
  });

  it.each<[string, DevicePreferences | undefined, string]>([
    ['nothing stored', undefined, 'What phone'],
    ['no carrier', { device: 'mobile' }, 'carrier'],
    ['no plan', { device: 'mobile', carrier: 'Vodafone' }, 'plan'],
  ])('with %s it asks that question first', async (_case, stored, question) => {
    const { router } = await check(stored);
    await heading(/Landed at/);
    expect(router.state.location.pathname).toBe(
      { 'What phone': '/setup/device', carrier: '/setup/carrier', plan: '/setup/carrier/plan' }[question],
    );
  });
});
