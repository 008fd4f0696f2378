import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, lucy, savedConfig, savesAs } from './testing/assistantScreen.tsx';
import { form, show } from './testing/lucySettingsScreen.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** The owner adds to the greeting and saves, which the service refuses as a conflict in these tests. */
async function saveAnEdit(user: User) {
  await form();
  await user.type(screen.getByRole('textbox', { name: 'Greeting' }), 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}

/** After the refused save, the owner chooses to load the latest settings; the conflict dialog is answered. */
async function loadTheLatest(user: User) {
  await saveAnEdit(user);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Load the latest settings' }));
  return dialog;
}

describe('a conflicting save (409) explains itself and loses nothing', () => {
  const conflict = json({ message: 'The Lucy settings were changed elsewhere (now version 5).' }, 409);

  it('keeps the edits and can save them over the newer config', async () => {
    const user = userEvent.setup();
    let puts = 0;
    let gets = 0;
    const { sent } = await show({
      [`GET ${lucy('/config')}`]: () => {
        gets += 1;
        return Response.json({ lucyConfig: savedConfig(), version: gets === 1 ? 3 : 5 });
      },
      [`PUT ${lucy('/config')}`]: async (request) => {
        puts += 1;
        return puts === 1 ? conflict(request) : savesAs(6)(request);
      },
    });
    await saveAnEdit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Lucy’s settings were changed somewhere else' });
    expect(dialog).toHaveTextContent(
      'Someone saved Lucy’s settings, on another device or in another tab, after you opened this page.',
    );
    expect(dialog).toHaveTextContent('Your changes are still here.');
    // No version numbers, and the safe choice (keep editing, nothing lost) is the primary button.
    expect(dialog).not.toHaveTextContent(/version/i);
    expect(within(dialog).getByRole('button', { name: 'Keep editing' }).className).toMatch(/primary/);
    expect(within(dialog).getByRole('button', { name: 'Save mine over them' }).className).not.toMatch(
      /primary/,
    );
    expect(screen.getByRole('textbox', { name: 'Greeting', hidden: true })).toHaveValue('Mine');

    await user.click(within(dialog).getByRole('button', { name: 'Save mine over them' }));
    await screen.findByText('All changes saved.');
    const [, second] = sent(`PUT ${lucy('/config')}`);
    expect(second?.body).toMatchObject({ version: 5, lucyConfig: { assistant: { greeting: 'Mine' } } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('or loads the latest config instead', async () => {
    const user = userEvent.setup();
    let gets = 0;
    await show({
      [`GET ${lucy('/config')}`]: () => {
        gets += 1;
        const latest = savedConfig((config) => {
          config.assistant.businessName = 'Harbour Plumbing Pty Ltd';
          config.skills.transfer = {
            enabled: true,
            destinations: [{ name: 'Olivia', phoneNumber: '+61412345678' }],
          };
        });
        return Response.json(
          gets === 1 ? { lucyConfig: savedConfig(), version: 3 } : { lucyConfig: latest, version: 5 },
        );
      },
      [`PUT ${lucy('/config')}`]: conflict,
    });
    await loadTheLatest(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Harbour Plumbing Pty Ltd'),
    );
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('');
    // Loaded as a first load shows it, the business's own numbers written nationally.
    expect(screen.getByRole('textbox', { name: 'Phone number 1' })).toHaveValue('0412 345 678');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the conflict in view while the latest config loads, and says so when it cannot be read', async () => {
    const user = userEvent.setup();
    let gets = 0;
    let answerLatest: (response: Response) => void = () => {};
    await show({
      [`GET ${lucy('/config')}`]: () => {
        gets += 1;
        if (gets === 1) return Response.json({ lucyConfig: savedConfig(), version: 3 });
        return new Promise<Response>((resolve) => {
          answerLatest = resolve;
        });
      },
      [`PUT ${lucy('/config')}`]: conflict,
    });
    const dialog = await loadTheLatest(user);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeDisabled());
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    act(() => answerLatest(Response.json({ message: 'Down for maintenance' }, { status: 400 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes are still here.');
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Mine');
  });
});
