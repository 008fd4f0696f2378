import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../domain/access/paths.ts';
import { SettingsFrame } from './SettingsFrame.tsx';
import {
  activeSummary,
  json,
  renderSettingsScreen,
  type SettingsScreenOptions,
  standInForBrowserFeatures,
} from './testing/settingsScreen.tsx';

beforeAll(standInForBrowserFeatures);

const lucyCampaign = (phoneNumber: string | null) => () =>
  json({
    data: [
      {
        id: 'c-2',
        campaignType: 'outbound',
        phoneNumber: '+61390009999',
        subscription: { status: 'active', type: 'paid' },
      },
      { id: 'c-1', campaignType: 'lucy', phoneNumber, subscription: { status: 'active', type: 'paid' } },
    ],
  });

function showSettings(options: Partial<SettingsScreenOptions> = {}) {
  return renderSettingsScreen({
    entry: paths.settingsLucy,
    answers: { 'GET /gateway/v1/ca/campaigns': lucyCampaign('+61390001234') },
    routes: [
      {
        Component: SettingsFrame,
        children: [{ path: paths.settingsLucy, element: <h1>Lucy Settings page</h1> }],
      },
    ],
    ...options,
  });
}

/** The sidebar beside the page (the slide-over holds a second copy for phones). */
const sidebar = () => within(screen.getByRole('complementary', { name: 'Settings menu' }));

describe('settings layout', () => {
  it('SPEC §2: the sidebar holds Call Details, Lucy Settings, Connect Lucy, Integrations, Manage Plan, Help and Logout', async () => {
    await showSettings();
    expect(await screen.findByRole('heading', { name: 'Lucy Settings page' })).toBeInTheDocument();
    const nav = within(sidebar().getByRole('navigation', { name: 'Settings' }));
    expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Call Details(opens in a new window)',
      'Lucy Settings',
      'Connect Lucy',
      'Integrations',
      'Manage Plan',
      'Help',
      'Logout',
    ]);
    expect(nav.getByRole('link', { name: 'Lucy Settings' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Connect Lucy' })).toHaveAttribute('href', paths.setupGuide);
    expect(nav.getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      paths.settingsIntegrations,
    );
    expect(nav.getByRole('link', { name: 'Manage Plan' })).toHaveAttribute('href', paths.settingsBilling);
    expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', paths.settingsHelp);
  });

  it.each([
    ['past_due', 'Payment Failed'],
    ['canceled', 'Cancelled'],
  ] as const)(
    'SPEC §2: hides Connect Lucy for a %s subscription (SPEC §4 status %s)',
    async (status, label) => {
      await showSettings({ summary: activeSummary({ status }) });
      await screen.findByRole('heading', { name: 'Lucy Settings page' });
      expect(sidebar().queryByRole('link', { name: 'Connect Lucy' })).toBeNull();
      expect(sidebar().getByText('Lucy status').nextElementSibling).toHaveTextContent(label);
      expect(await sidebar().findByText('Not Available')).toBeInTheDocument();
    },
  );

  it('SPEC §6: Integrations shows only with the integrationsPage flag', async () => {
    await showSettings({ flags: { integrationsPage: false } });
    await screen.findByRole('heading', { name: 'Lucy Settings page' });
    expect(sidebar().queryByRole('link', { name: 'Integrations' })).toBeNull();
    expect(sidebar().getByRole('link', { name: 'Manage Plan' })).toBeInTheDocument();
  });

  it('SPEC §2, §4: the footer shows the Lucy status, the tier and the Lucy number', async () => {
    await showSettings({ summary: activeSummary({ status: 'trialing', productTier: 'business' }) });
    const footer = within(sidebar().getByRole('region', { name: 'Your Lucy' }));
    expect(footer.getByText('Lucy status').nextElementSibling).toHaveTextContent('Active');
    expect(footer.getByText('Tier').nextElementSibling).toHaveTextContent('Business');
    expect(footer.getByText('Lucy number').nextElementSibling).toHaveTextContent('Loading…');
    const number = await footer.findByRole('link', { name: '03 9000 1234' });
    expect(number).toHaveAttribute('href', 'tel:+61390001234');
  });

  it('a failed payment is said at the top of the page the owner lands on, with the way to fix it, at every width', async () => {
    await showSettings({ summary: activeSummary({ status: 'past_due' }) });
    const main = within(screen.getByRole('main'));
    const alert = await main.findByRole('alert');
    expect(alert).toHaveTextContent('Your last payment didn’t go through');
    expect(within(alert).getByRole('link', { name: 'Update your payment' })).toHaveAttribute(
      'href',
      paths.settingsBilling,
    );
    // Before the page's own content, not in the menu a phone keeps closed.
    expect(
      alert.compareDocumentPosition(main.getByRole('heading', { name: 'Lucy Settings page' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(sidebar().queryByRole('link', { name: 'Update your payment' })).not.toBeInTheDocument();
  });

  it('an ended subscription says so at the top of the page, with the way back', async () => {
    await showSettings({ summary: activeSummary({ status: 'canceled' }) });
    const notice = await within(screen.getByRole('main')).findByText('Your subscription has ended');
    expect(
      within(notice.parentElement as HTMLElement).getByRole('link', { name: 'Reactivate Lucy' }),
    ).toHaveAttribute('href', paths.reactivate);
  });

  it('an active plan has nothing to say above the page', async () => {
    await showSettings();
    expect(await screen.findByRole('heading', { name: 'Lucy Settings page' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['a trial', { status: 'trialing' as const }, /^Active\s*Free trial until .*2026$/],
    [
      'a plan set to cancel',
      { status: 'active' as const, cancelAtPeriodEnd: true },
      /^Active\s*Ends on .*2026$/,
    ],
    ['a plan that renews', { status: 'active' as const }, /^Active$/],
  ])('the footer says when %s ends, beside its status', async (_case, subscription, shown) => {
    await showSettings({
      summary: activeSummary({ ...subscription, currentPeriodEnd: '2026-12-25T00:00:00.000Z' }),
    });
    const footer = within(sidebar().getByRole('region', { name: 'Your Lucy' }));
    await waitFor(() =>
      expect(footer.getByText('Lucy status').nextElementSibling?.textContent).toMatch(shown),
    );
  });

  it("SPEC §4: an active subscription without a Lucy number yet reads 'Not Available'", async () => {
    await showSettings({ answers: { 'GET /gateway/v1/ca/campaigns': lucyCampaign(null) } });
    expect(await sidebar().findByText('Not Available')).toBeInTheDocument();
  });

  it('opens Call Details through the platform, as an external link', async () => {
    const { platform, environment } = await showSettings();
    const link = sidebar().getByRole('link', { name: /Call Details/ });
    expect(link).toHaveAttribute('href', environment.callDetailsUrl);
    await userEvent.click(link);
    expect(platform.openExternal).toHaveBeenCalledWith(environment.callDetailsUrl);
  });

  it('About Lucy names the app, its version and the environment', async () => {
    await showSettings();
    const about = sidebar().getByText('About Lucy');
    await userEvent.click(about);
    const facts = within(about.closest('details') ?? document.body);
    expect(facts.getByText('App').nextElementSibling).toHaveTextContent('Web app');
    expect(facts.getByText('Version').nextElementSibling).toHaveTextContent('test');
    expect(facts.getByText('Environment').nextElementSibling).toHaveTextContent('Local development');
  });

  it('SPEC §2: Logout clears the session and goes to /signin', async () => {
    const { tokens } = await showSettings();
    await userEvent.click(sidebar().getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: `Landed at ${paths.signIn}` })).toBeInTheDocument();
    expect(tokens.current).toBeNull();
  });

  it('on a phone the Menu button opens the sidebar as a slide-over that closes on Escape and on picking a page', async () => {
    const { router } = await showSettings();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('open');
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await userEvent.click(menu);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Manage Plan' }));
    expect(
      await screen.findByRole('heading', { name: `Landed at ${paths.settingsBilling}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.settingsBilling);
  });

  it('closes the slide-over when the backdrop is clicked', async () => {
    await showSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await act(async () => dialog.click());
    expect(dialog).not.toHaveAttribute('open');
  });
});
