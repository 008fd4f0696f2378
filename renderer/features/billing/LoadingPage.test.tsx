import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '../../api/schemas/gateway.ts';
import { SetupLoadingPage, SwitchedLoadingPage, UpgradedLoadingPage } from './LoadingPage.tsx';
import { lucyCampaign, ok, renderBillingScreen } from './testing/billingScreen.tsx';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => vi.useRealTimers());

/** Moves the clock on and lets the polls it triggers answer. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** A loading page whose campaigns answer, poll by poll, from `answers` (the last one repeats). */
async function loading(Component: typeof SetupLoadingPage, path: string, answers: (Campaign[] | 'fails')[]) {
  let poll = 0;
  const screenState = await renderBillingScreen({
    path,
    Component,
    answers: {
      'GET /subscriptions': ok([]),
      'GET /v1/ca/campaigns': () => {
        const answer = answers[Math.min(poll, answers.length - 1)];
        poll += 1;
        return answer === 'fails' ? new Response(null, { status: 500 }) : Response.json({ data: answer });
      },
    },
  });
  // The session summary was built before the page rendered; count only the page's polls from here.
  const polls = () => screenState.sent('GET /v1/ca/campaigns').length - 1;
  return { ...screenState, polls };
}

const provisioning = [lucyCampaign('active')];
const live = [lucyCampaign('live')];

describe('SPEC §4 loading pages: poll every 5 s, first poll after 5 s, slow message after 20 s', () => {
  it('the first poll comes after 5 s, then one every 5 s while Lucy is being set up', async () => {
    const { polls } = await loading(SetupLoadingPage, '/setup/loading', [provisioning]);
    expect(screen.getByRole('heading', { level: 1, name: 'Getting Lucy ready' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for Lucy');
    await wait(4_999);
    expect(polls()).toBe(0);
    await wait(1);
    expect(polls()).toBe(1);
    await wait(5_000);
    expect(polls()).toBe(2);
    await wait(5_000);
    expect(polls()).toBe(3);
  });

  it('after 20 s the slow message gives the support e-mail', async () => {
    await loading(SetupLoadingPage, '/setup/loading', [provisioning]);
    await wait(19_999);
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();
    await wait(1);
    expect(screen.getByText('This is taking longer than usual')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@lucy-receptionist.com' })).toHaveAttribute(
      'href',
      'mailto:support@lucy-receptionist.com',
    );
  });

  it('/setup/loading: once Lucy is live with her number, on to /setup/guide, and polling stops', async () => {
    const { polls } = await loading(SetupLoadingPage, '/setup/loading', [provisioning, live]);
    await wait(5_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Getting Lucy ready' })).toBeInTheDocument();
    await wait(5_000);
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Landed at /setup/guide' })).toBeInTheDocument();
    const seen = polls();
    await wait(15_000);
    expect(polls()).toBe(seen);
  });

  it('/setup/loading/upgraded goes on to /settings/lucy?upgrade=success', async () => {
    await loading(UpgradedLoadingPage, '/setup/loading/upgraded', [live]);
    expect(screen.getByText('We’re moving Lucy to your new plan.')).toBeInTheDocument();
    await wait(5_000);
    await wait(0);
    expect(
      screen.getByRole('heading', { name: 'Landed at /settings/lucy?upgrade=success' }),
    ).toBeInTheDocument();
  });

  it('/setup/loading/switched goes on to /settings/lucy?switch=success', async () => {
    await loading(SwitchedLoadingPage, '/setup/loading/switched', [live]);
    await wait(5_000);
    await wait(0);
    expect(
      screen.getByRole('heading', { name: 'Landed at /settings/lucy?switch=success' }),
    ).toBeInTheDocument();
  });

  // The summary read Lucy live before the upgrade; the upgrade put her back into provisioning.
  it.each([
    ['the page waits for its own polls', [live, provisioning, live]],
    [
      'a failed first poll is not taken for ready either, and polling goes on',
      [live, 'fails', provisioning, live],
    ],
  ] as const)('Lucy live before the change (still in the cache): %s', async (_, answers) => {
    await loading(UpgradedLoadingPage, '/setup/loading/upgraded', [...answers]);
    const stillWaiting = () =>
      expect(screen.getByRole('heading', { level: 1, name: 'Getting Lucy ready' })).toBeInTheDocument();
    await wait(4_999);
    stillWaiting();
    // Each poll before the last (the first after 5 s, then every 5 s), a second after it was sent.
    await wait(1_001);
    stillWaiting();
    for (let poll = 2; poll < answers.length - 1; poll++) {
      await wait(5_000);
      stillWaiting();
    }
    // The last poll: live; then the page has the summary's sources read again, and goes on.
    await wait(5_000);
    await wait(1_000);
    expect(
      screen.getByRole('heading', { name: 'Landed at /settings/lucy?upgrade=success' }),
    ).toBeInTheDocument();
  });
});
