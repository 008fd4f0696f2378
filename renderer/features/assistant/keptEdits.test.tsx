import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../session/testing/memoryStorage.ts';
import { LucySettingsPage } from './LucySettingsPage.tsx';
import { lucySettingsAnswers, renderAssistantScreen, savedConfig } from './testing/assistantScreen.tsx';

/** One browser tab: its unfinished forms outlive the sign-outs and sign-ins that happen in it. */
const tab = memoryStorage();

function open(user: string, version = 3) {
  return renderAssistantScreen({
    path: '/settings/lucy',
    Component: LucySettingsPage,
    answers: lucySettingsAnswers(savedConfig(), version),
    user,
    drafts: tab,
  });
}

const businessName = () => screen.findByRole('textbox', { name: 'Business name' });
const offer = () => screen.queryByText('Your unsaved changes were kept');

/** user-1 edits the business name, and the window leaves them before they save. */
async function editThenSignedOut() {
  const user = userEvent.setup();
  const { session } = await open('user-1');
  await user.type(await businessName(), ' & Gas');
  await act(() => session.tokens.clear());
  cleanup();
}

describe('unsaved edits outlive the end of the session, for their owner only', () => {
  it('are offered back to the same owner, restored as a draft, and saved with the revision on screen', async () => {
    tab.clear();
    await editThenSignedOut();

    const user = userEvent.setup();
    const { saved } = await open('user-1');
    expect(await businessName()).toHaveValue('Harbour Plumbing');
    expect(offer()).toBeInTheDocument();
    expect(screen.queryByText(/have been saved since then/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(await businessName()).toHaveValue('Harbour Plumbing & Gas');
    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved.');
    const body = saved();
    expect(body.lucyConfig.assistant.businessName).toBe('Harbour Plumbing & Gas');
    expect(body.version).toBe(3);

    cleanup();
    await open('user-1');
    await businessName();
    expect(offer()).not.toBeInTheDocument();
  });

  it('are never offered to someone else signed in in the same tab', async () => {
    tab.clear();
    await editThenSignedOut();
    await open('user-2');
    expect(await businessName()).toHaveValue('Harbour Plumbing');
    expect(offer()).not.toBeInTheDocument();
  });

  it('say when the settings were saved again since, and can be discarded for good', async () => {
    tab.clear();
    await editThenSignedOut();
    const user = userEvent.setup();
    await open('user-1', 5);
    await businessName();
    expect(screen.getByText(/Lucy’s settings have been saved since then/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(offer()).not.toBeInTheDocument();
    expect(await businessName()).toHaveValue('Harbour Plumbing');

    cleanup();
    await open('user-1', 5);
    await businessName();
    expect(offer()).not.toBeInTheDocument();
  });

  it('nothing is kept when nothing was changed', async () => {
    tab.clear();
    const { session } = await open('user-1');
    await businessName();
    await act(() => session.tokens.clear());
    expect(tab.length).toBe(0);
  });
});
