import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SetupConfigPage } from './SetupConfigPage.tsx';
import {
  type Answer,
  json,
  lucy,
  renderAssistantScreen,
  savedConfig,
  savesAs,
} from './testing/assistantScreen.tsx';

function show(answers: Record<string, Answer>, entry = '/setup/config') {
  return renderAssistantScreen({
    path: '/setup/config',
    Component: SetupConfigPage,
    entry,
    answers: {
      'GET /identity/userinfo': json({
        phoneNumber: '+12015550123',
        clientInfo: { id: 'u', email: 'o@h.example' },
      }),
      'GET /gateway/organisations/org-1': json({ data: { id: 'org-1', name: 'Bayside Dental' } }),
      'GET /gateway/v1/ca/users/status': json({
        data: { clientInfo: { email: 'o@h.example', firstName: 'Mia' } },
      }),
      [`PUT ${lucy('/config')}`]: savesAs(1),
      ...answers,
    },
  });
}

describe('SPEC §2 /setup/config: the first assistant setup', () => {
  it('starts a new config named after the organisation, in the business country’s English', async () => {
    const user = userEvent.setup();
    const { saved } = await show({ [`GET ${lucy('/config')}`]: json({ message: 'none' }, 404) });
    expect(
      await screen.findByRole('heading', { name: 'How should Lucy answer your calls?' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toHaveValue('Bayside Dental');
    // The skills that matter most; the rest are in Lucy Settings.
    expect(screen.getByRole('checkbox', { name: 'Answer common questions' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Take a message' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text your website' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Put callers through' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Text your website' }));
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'baysidedental.example');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Do you see children?');
    await user.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'Yes, from age two.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Landed at /setup/billing' })).toBeInTheDocument();
    const body = saved();
    // Revision 0: the edit started from no config, so it cannot overwrite one saved meanwhile.
    expect(body.version).toBe(0);
    expect(body.lucyConfig).toMatchObject({
      assistant: { businessName: 'Bayside Dental', assistantType: 'receptionist', voice: 'lucy' },
      skills: {
        sendWebsiteLink: { enabled: true, url: 'baysidedental.example' },
        faq: {
          enabled: true,
          questions: [{ question: 'Do you see children?', answer: 'Yes, from age two.' }],
        },
        takeAMessage: { enabled: true },
      },
      messageTaking: { messageTakingType: 'basic', customMessageTaking: ['', '', ''] },
      languages: ['en-US'],
    });
  });

  it('an owner who comes back before paying edits the config saved then; a sign-up link’s query goes on', async () => {
    const user = userEvent.setup();
    const { saved } = await show(
      {
        [`GET ${lucy('/config')}`]: json({ lucyConfig: savedConfig(), version: 2 }),
        [`PUT ${lucy('/config')}`]: savesAs(3),
      },
      '/setup/config?promoCode=WELCOME20',
    );
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toHaveValue('Harbour Plumbing');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /setup/billing?promoCode=WELCOME20' }),
    ).toBeInTheDocument();
    expect(saved().version).toBe(2);
  });

  it('says which step of onboarding this is, and leads back to the phone questions', async () => {
    await show({ [`GET ${lucy('/config')}`]: json({ lucyConfig: savedConfig(), version: 2 }) });
    expect(await screen.findByText('Step 2 of 4: Set up Lucy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to your phone questions/ })).toHaveAttribute(
      'href',
      '/setup/device',
    );
  });

  it('asks for the business name when the organisation bears the owner’s own name, never greeting with it', async () => {
    // An account made by sign-up is named after the person: sign-up asks for no business name (SPEC §3).
    await show({
      [`GET ${lucy('/config')}`]: json({ message: 'none' }, 404),
      'GET /gateway/organisations/org-1': json({ data: { id: 'org-1', name: 'Mia Nguyen' } }),
    });
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription(
      'What your customers know your business as. Lucy says it when she answers.',
    );
  });

  it('needs a business name', async () => {
    const user = userEvent.setup();
    const { sent } = await show({
      [`GET ${lucy('/config')}`]: json({ message: 'none' }, 404),
      'GET /gateway/organisations/org-1': json({ message: 'Unavailable' }, 400),
    });
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    expect(name).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(
      'What your customers know your business as. Lucy says it when she answers. Business name cannot be blank',
    );
    expect(sent(`PUT ${lucy('/config')}`)).toHaveLength(0);
  });
});
