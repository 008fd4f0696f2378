import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LucyConfig, MessageRecipients } from '../../../api/schemas/builder.ts';
import type { EnvironmentFlags } from '../../../domain/environment/types.ts';
import { type Answer, json, lucy, renderLucySettings, savedConfig } from '../testing/assistantScreen.tsx';

const NOBODY: MessageRecipients = { emailAddresses: [], mobileNumbers: [], urgentBySms: false };
const TEAM: MessageRecipients = {
  emailAddresses: ['olivia@harbourplumbing.example'],
  mobileNumbers: ['+61412345678'],
  urgentBySms: true,
};

/** /settings/lucy for an AU business, its config as the builder API reads it (Record: fields it may add). */
async function show(
  config: LucyConfig & Record<string, unknown>,
  { flags, answers = {} }: { flags?: Partial<EnvironmentFlags>; answers?: Record<string, Answer> } = {},
) {
  const parts = await renderLucySettings(answers, config, flags);
  return { ...parts, saves: () => parts.sent(`PUT ${lucy('/config')}`) };
}

const withRecipients = (messageRecipients: MessageRecipients) => ({ ...savedConfig(), messageRecipients });
const section = () => screen.getByRole('region', { name: 'Where messages go' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('where messages go, when the builder API keeps them', () => {
  it('shows the saved recipients, numbers in the owner’s own format', async () => {
    await show(withRecipients(TEAM));
    const region = within(section());
    expect(region.getByRole('textbox', { name: 'E-mail address 1' })).toHaveValue(
      'olivia@harbourplumbing.example',
    );
    expect(region.getByRole('textbox', { name: 'Mobile number 1' })).toHaveValue('0412 345 678');
    expect(region.getByRole('checkbox', { name: 'Also text urgent messages straight away' })).toBeChecked();
    expect(region.queryByText(/No one is added yet/)).not.toBeInTheDocument();
  });

  it('with nobody yet, says so; the owner adds an address and a mobile, saved in E.164', async () => {
    const user = userEvent.setup();
    const { saved } = await show(withRecipients(NOBODY));
    const region = within(section());
    expect(region.getByText(/No one is added yet/)).toBeInTheDocument();
    expect(region.getByText(/for example 0412 345 678/)).toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Add an e-mail address' }));
    expect(region.getByRole('textbox', { name: 'E-mail address 1' })).toHaveFocus();
    await user.keyboard('olivia@harbourplumbing.example');
    await user.click(region.getByRole('button', { name: 'Add a mobile number' }));
    expect(region.getByRole('textbox', { name: 'Mobile number 1' })).toHaveFocus();
    await user.keyboard('0412 345 678');
    await user.click(region.getByRole('checkbox', { name: 'Also text urgent messages straight away' }));
    await save();

    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(saved().lucyConfig.messageRecipients).toEqual(TEAM);
  });

  it('bad input is refused beside its field, the first one focused, nothing sent and nothing typed lost', async () => {
    const user = userEvent.setup();
    const { saves } = await show(withRecipients(NOBODY));
    const region = within(section());
    await user.click(region.getByRole('button', { name: 'Add an e-mail address' }));
    await user.keyboard('olivia@');
    await user.click(region.getByRole('button', { name: 'Add a mobile number' }));
    await user.keyboard('02 5550 1234');
    await user.click(region.getByRole('checkbox', { name: 'Also text urgent messages straight away' }));
    await save();

    const email = region.getByRole('textbox', { name: 'E-mail address 1' });
    const mobile = region.getByRole('textbox', { name: 'Mobile number 1' });
    expect(email).toHaveFocus();
    expect(email).toHaveValue('olivia@');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Not a valid email address'));
    expect(mobile).toHaveValue('02 5550 1234');
    expect(mobile).toHaveAccessibleDescription(
      expect.stringContaining('enter a mobile number that can receive texts'),
    );
    expect(saves()).toHaveLength(0);

    // Urgent texts need a mobile: without one, the box says so.
    await user.click(region.getByRole('button', { name: 'Remove 02 5550 1234' }));
    expect(region.getByRole('button', { name: 'Add a mobile number' })).toHaveFocus();
    expect(
      region.getByRole('checkbox', { name: 'Also text urgent messages straight away' }),
    ).toHaveAccessibleDescription('Add a mobile number to text urgent messages to, or turn this off');
  });

  it('a refusal naming a recipient marks that field', async () => {
    const user = userEvent.setup();
    await show(withRecipients(TEAM), {
      answers: {
        [`PUT ${lucy('/config')}`]: json(
          {
            message:
              'lucyConfig.messageRecipients.mobileNumbers.0: must be a mobile number in international form',
          },
          400,
        ),
      },
    });
    await user.type(within(section()).getByRole('textbox', { name: 'E-mail address 1' }), 'u');
    await save();
    expect(await screen.findByText(/check Mobile number 1/)).toBeInTheDocument();
    expect(within(section()).getByRole('textbox', { name: 'Mobile number 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('is not shown while Lucy takes no messages', async () => {
    const config = withRecipients(TEAM);
    await show({ ...config, skills: { ...config.skills, takeAMessage: { enabled: false } } });
    expect(screen.queryByRole('region', { name: 'Where messages go' })).not.toBeInTheDocument();
  });
});

describe('where messages go, as before the proposal', () => {
  it('with the flag off: no section, and the saved recipients go back untouched', async () => {
    const user = userEvent.setup();
    const { saved } = await show(withRecipients(TEAM), { flags: { messageRecipients: false } });
    expect(screen.queryByRole('region', { name: 'Where messages go' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), ' & Gas');
    await save();
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(saved().lucyConfig.messageRecipients).toEqual(TEAM);
  });

  it('a builder API that answers without the field: no section, nothing added, its other fields kept', async () => {
    const user = userEvent.setup();
    // A field of the service's own that this client does not know, to show it goes back as it came.
    const callScreening = { screenUnknownNumbers: true };
    const { saved } = await show({ ...savedConfig(), callScreening } as unknown as LucyConfig);
    expect(screen.queryByRole('region', { name: 'Where messages go' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), ' & Gas');
    await save();
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    const sent = saved().lucyConfig;
    expect(sent).not.toHaveProperty('messageRecipients');
    expect((sent as unknown as { callScreening: unknown }).callScreening).toEqual(callScreening);
  });

  it('recipients of another shape mean the same: no section, the config still loads and they go back as read', async () => {
    const user = userEvent.setup();
    const { saved } = await show({ ...savedConfig(), messageRecipients: 'owner' } as unknown as LucyConfig);
    expect(screen.queryByRole('region', { name: 'Where messages go' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), ' & Gas');
    await save();
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(saved().lucyConfig.messageRecipients).toBe('owner');
  });
});
