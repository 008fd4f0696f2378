import { screen } from '@testing-library/react';
import { LucySettingsPage } from '../LucySettingsPage.tsx';
import { type Answer, json, lucy, renderAssistantScreen, savedConfig, savesAs } from './assistantScreen.tsx';

/** The screen tests of /settings/lucy: the page for an owner in Australia, with only the answers a test gives. */

const USER_INFO = {
  'GET /identity/userinfo': json({
    phoneNumber: '+61255501234',
    clientInfo: { id: 'user-1', email: 'o@h.example' },
  }),
};

export function show(answers: Record<string, Answer>, entry = '/settings/lucy') {
  return renderAssistantScreen({
    path: '/settings/lucy',
    Component: LucySettingsPage,
    entry,
    answers: { ...USER_INFO, ...answers },
  });
}

export const form = () => screen.findByRole('form', { name: 'Lucy settings' });

/** The config saved at revision 3, as GET .../lucy/config answers it. */
export const SAVED: Record<string, Answer> = {
  [`GET ${lucy('/config')}`]: json({ lucyConfig: savedConfig(), version: 3 }),
};

/** SAVED, and a save that answers the config it was sent at revision 4. */
export const SAVES_AT_4: Record<string, Answer> = { ...SAVED, [`PUT ${lucy('/config')}`]: savesAs(4) };
