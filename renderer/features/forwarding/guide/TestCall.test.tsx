import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import type { LucyCall } from '../../../api/schemas/gateway.ts';
import { emulateScreen, prepareScreen } from '../testing/harness.tsx';
import { GuidePage } from './GuidePage.tsx';

/**
 * The guide's test call where the gateway reports the calls Lucy answered (a proposal, flag testCallProof): the
 * wait, the proof, the time-out and the fall-backs. The clock is faked: the wait is driven, never waited out.
 */

const BUSINESS_PHONE = '+61355500101';
const OPENED_AT = Date.parse('2026-11-28T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(OPENED_AT);
  emulateScreen('wide');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the clock on, and lets what it triggers at once (a poll, its answer) happen. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * What an answer shows can lag its arrival by a few hundred milliseconds of the screen's own timers (React
 * holds some commits back briefly): the clock moves on by this much for it.
 */
const SETTLE_MS = 300;
const settle = () => wait(SETTLE_MS);
const POLL_MS = 5_000;

async function click(name: string | RegExp) {
  const button = screen.getByRole('button', { name });
  await act(async () => button.click());
}

const forwarded = (answeredAt: string, forwardedFrom: string | null = BUSINESS_PHONE): LucyCall => ({
  id: `call-${answeredAt}`,
  answeredAt,
  forwardedFrom,
});

type Api = Awaited<ReturnType<typeof prepareScreen>>['api'];

/** The guide of a Telstra mobile; `before` sets up the stubbed calls before the page opens. */
async function openGuide(options: { testCallProof?: boolean; before?: (api: Api) => void } = {}) {
  const parts = await prepareScreen({
    routes: { '/setup/guide': GuidePage },
    entry: '/setup/guide',
    businessPhone: BUSINESS_PHONE,
    stored: { device: 'mobile', carrier: 'Telstra' },
    ...(options.testCallProof === false && { flags: { testCallProof: false } }),
  });
  options.before?.(parts.api);
  parts.show();
  await settle();
  expect(screen.getByRole('heading', { name: /Test it: call your business number/ })).toBeInTheDocument();
  return parts;
}

const testStep = () => screen.getByRole('region', { name: /Test it/ });

/** Today's question, which every state keeps. */
function expectTodaysQuestion() {
  const question = within(testStep()).getByRole('group', { name: 'Did Lucy answer?' });
  expect(within(question).getByRole('button', { name: 'Yes, Lucy answered' })).toBeEnabled();
  expect(within(question).getByRole('button', { name: 'No, it didn’t' })).toBeEnabled();
}

describe('the test call that proves forwarding', () => {
  it('with the flag off: today’s question only, and the calls are never read', async () => {
    const { api } = await openGuide({ testCallProof: false });
    expectTodaysQuestion();
    expect(screen.queryByRole('button', { name: 'Watch for my test call' })).not.toBeInTheDocument();
    expect(api.gateway.getLucyCalls).not.toHaveBeenCalled();
  });

  it('a gateway that does not know the read (404): today’s question only, asked once', async () => {
    const { api } = await openGuide({
      before: (stubs) =>
        vi.mocked(stubs.gateway.getLucyCalls).mockRejectedValue(new ApiError('Not Found', 404)),
    });
    expectTodaysQuestion();
    expect(screen.queryByRole('button', { name: 'Watch for my test call' })).not.toBeInTheDocument();
    await wait(60_000);
    expect(api.gateway.getLucyCalls).toHaveBeenCalledTimes(1);
  });

  it('waits, live, for a call forwarded from the business number, then says so with the time', async () => {
    const { api } = await openGuide();
    // Calls since the step opened count, less a margin for the device's clock.
    expect(api.gateway.getLucyCalls).toHaveBeenLastCalledWith('2026-11-28T09:58:00.000Z');
    expectTodaysQuestion();
    await click('Watch for my test call');
    const status = within(testStep())
      .getByText(/Waiting for your call/)
      .closest('[aria-live]');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent('Call 03 5550 0101 now and let it ring.');
    expectTodaysQuestion();

    // A call dialled straight to Lucy, or forwarded from another number, proves nothing.
    vi.mocked(api.gateway.getLucyCalls).mockResolvedValue([
      forwarded('2026-11-28T10:00:30.000Z', null),
      forwarded('2026-11-28T10:00:40.000Z', '+61355500999'),
    ]);
    const reads = vi.mocked(api.gateway.getLucyCalls).mock.calls.length;
    await wait(POLL_MS - 1);
    expect(api.gateway.getLucyCalls).toHaveBeenCalledTimes(reads);
    await wait(1);
    await settle();
    expect(api.gateway.getLucyCalls).toHaveBeenCalledTimes(reads + 1);
    expect(status).toHaveTextContent(/Waiting for your call/);
    expect(api.gateway.recordUserMetric).not.toHaveBeenCalled();

    vi.mocked(api.gateway.getLucyCalls).mockResolvedValue([forwarded('2026-11-28T10:01:12.000Z')]);
    await wait(POLL_MS - SETTLE_MS);
    await settle();
    await settle();
    const done = screen.getByRole('heading', { name: /You’re all set/ });
    expect(done).toHaveFocus();
    // The time as the owner's country writes it, in the device's time zone.
    const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }).format(
      Date.parse('2026-11-28T10:01:12.000Z'),
    );
    expect(screen.getByText(`Lucy answered your test call at ${time}: your forwarding works.`)).toBeVisible();
    expect(api.gateway.recordUserMetric).toHaveBeenCalledTimes(1);
    expect(api.gateway.recordUserMetric).toHaveBeenCalledWith({ metric: 'guide-completed', value: 1 });
    // Polling stops with the guide done.
    const last = vi.mocked(api.gateway.getLucyCalls).mock.calls.length;
    await wait(30_000);
    expect(api.gateway.getLucyCalls).toHaveBeenCalledTimes(last);
  });

  it('no forwarded call within 3 minutes: the carrier’s troubleshooting, then a new wait', async () => {
    const { api } = await openGuide();
    await click('Watch for my test call');
    await wait(3 * 60_000 - SETTLE_MS - 1);
    await settle();
    expect(screen.queryByRole('heading', { name: 'Let’s find out why' })).not.toBeInTheDocument();
    await wait(1);
    await settle();
    expect(screen.getByRole('heading', { name: 'Let’s find out why' })).toBeInTheDocument();
    expect(
      screen.getByText('Lucy hasn’t had a call forwarded from your business number yet.'),
    ).toBeInTheDocument();
    // Telstra mobile: dial the code again from the business phone itself.
    expect(screen.getByText(/Dial the code again from your business phone itself/)).toBeInTheDocument();
    // No reading while nobody waits.
    const reads = vi.mocked(api.gateway.getLucyCalls).mock.calls.length;
    await wait(30_000);
    expect(api.gateway.getLucyCalls).toHaveBeenCalledTimes(reads);

    await click('I’ve tried again');
    expect(within(testStep()).getByText(/Waiting for your call/)).toBeInTheDocument();
    expectTodaysQuestion();
    await wait(POLL_MS);
    expect(api.gateway.getLucyCalls).toHaveBeenCalledTimes(reads + 1);
  });

  it('while waiting, the owner can still answer: "Yes" ends the guide, "No" shows the troubleshooting', async () => {
    const { api } = await openGuide();
    await click('Watch for my test call');
    await click('No, it didn’t');
    expect(screen.getByRole('heading', { name: 'Let’s find out why' })).toBeInTheDocument();
    expect(screen.queryByText(/hasn’t had a call forwarded/)).not.toBeInTheDocument();
    await click('I’ve tried again');
    await click('Yes, Lucy answered');
    await settle();
    expect(screen.getByRole('heading', { name: /You’re all set/ })).toHaveFocus();
    // The owner's word has no time to tell.
    expect(screen.queryByText(/Lucy answered your test call at/)).not.toBeInTheDocument();
    expect(api.gateway.recordUserMetric).toHaveBeenCalledTimes(1);
  });

  it('reads that fail: a warning while it keeps trying, and the question still works', async () => {
    const { api } = await openGuide();
    await click('Watch for my test call');
    vi.mocked(api.gateway.getLucyCalls).mockRejectedValue(new ApiError('Bad gateway', 502));
    // A failed read is tried again 3 times (SPEC §9: after 1, 2 and 4 s) before it counts as failed.
    await wait(POLL_MS + 7_000);
    await settle();
    expect(screen.getByText(/We can’t check for your call right now, but we’ll keep trying/)).toBeVisible();
    expectTodaysQuestion();
    vi.mocked(api.gateway.getLucyCalls).mockResolvedValue([forwarded('2026-11-28T10:00:20.000Z')]);
    await wait(POLL_MS);
    await settle();
    await settle();
    expect(screen.getByRole('heading', { name: /You’re all set/ })).toBeInTheDocument();
  });

  it('a proof whose metric is not saved: the news stays, with the error and today’s button to try again', async () => {
    const { api } = await openGuide({
      before: (stubs) => {
        vi.mocked(stubs.gateway.getLucyCalls).mockResolvedValue([forwarded('2026-11-28T09:59:00.000Z')]);
        vi.mocked(stubs.gateway.recordUserMetric).mockRejectedValueOnce(new ApiError('Bad gateway', 502));
      },
    });
    // A call forwarded just before the step opened already proves it: no wait needed.
    expect(within(testStep()).getByText(/Lucy answered your call at/)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t save your answer.');
    expect(api.gateway.recordUserMetric).toHaveBeenCalledTimes(1);
    await click('Yes, Lucy answered');
    await settle();
    expect(screen.getByRole('heading', { name: /You’re all set/ })).toHaveFocus();
    expect(screen.getByText(/Lucy answered your test call at/)).toBeVisible();
    expect(api.gateway.recordUserMetric).toHaveBeenCalledTimes(2);
  });
});
