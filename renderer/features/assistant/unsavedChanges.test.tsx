import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { form, SAVED, show } from './testing/lucySettingsScreen.tsx';

describe('unsaved changes are not lost by leaving', () => {
  /** The settings with an unsaved edit: "!" after the business name. */
  async function editBusinessName() {
    const user = userEvent.setup();
    const parts = await show(SAVED);
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), '!');
    return { user, ...parts };
  }

  it('asks before another page opens, and stays or leaves as told', async () => {
    const { user, router } = await editBusinessName();
    await act(() => router.navigate('/settings/billing'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Harbour Plumbing!');
    await act(() => router.navigate('/settings/billing'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { name: 'Landed at /settings/billing' })).toBeInTheDocument();
  });

  it('warns the browser before the tab closes, only while there are changes', async () => {
    const user = userEvent.setup();
    await show(SAVED);
    await form();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), '!');
    const warned = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(warned);
    expect(warned.defaultPrevented).toBe(true);
  });

  it('does not hold up the end of the session (Logout goes to /signin)', async () => {
    const { router } = await editBusinessName();
    await act(() => router.navigate('/signin'));
    expect(await screen.findByRole('heading', { name: 'Landed at /signin' })).toBeInTheDocument();
  });

  it('lets a navigation through when nothing changed', async () => {
    const { router } = await show(SAVED);
    await form();
    await act(() => router.navigate('/settings/billing'));
    expect(await screen.findByRole('heading', { name: 'Landed at /settings/billing' })).toBeInTheDocument();
  });
});
