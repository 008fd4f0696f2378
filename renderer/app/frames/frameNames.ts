/**
 * The frames a screen renders in (SPEC §2 layouts), by name: the route table places each route in one
 * (its `handle.frame`), and the build paints each one's outline before the app runs (outlines.tsx).
 *
 * - auth: the centred auth layout with its brand panel (AuthFrame.tsx);
 * - setupForm, setupPlans, reactivate, setupGuide: the setup frame's widths and header actions (SetupFrame.tsx);
 * - settings: the sidebar layout of /settings/* (settings/SettingsFrame.tsx).
 */
export type FrameName = 'auth' | SetupFrameName | 'settings';

export type SetupFrameName = 'setupForm' | 'setupPlans' | 'reactivate' | 'setupGuide';
