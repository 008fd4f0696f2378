import { describe, expect, it } from 'vitest';
import { framePages, prerenderedPages } from './pages.ts';

const feature = (file: string) => `renderer/features/${file}.tsx`;
const SETTINGS_FRAME = 'renderer/app/frames/settings/SettingsFrame.tsx';

/**
 * The pages the build paints before the app runs, as the route table gives them (each route's handle): which
 * paths get a file, with which title, frame and linked modules. A route that loses its `prerender`, its frame or
 * its title changes what a first visit of it paints, so it shows here.
 */
describe('the pages the build pre-renders, derived from the route table', () => {
  it('paints every public screen a first visit can land on, titled as the screen titles itself', () => {
    expect(prerenderedPages()).toEqual([
      { path: '/signin', title: 'Sign in', modules: [feature('auth/SignInPage')] },
      {
        path: '/reset',
        varies: ['verificationToken'],
        title: 'Reset your password',
        modules: [feature('password/ResetPage')],
      },
      {
        path: '/verify',
        render: '/verify?verificationToken=link',
        title: 'Activate your account',
        modules: [feature('password/VerifyPage')],
      },
      { path: '/signup', title: 'Create your account', modules: [feature('signup/SignupPage')] },
      {
        path: '/signup/unavailable',
        title: 'Not available yet',
        modules: [feature('signup/UnavailablePage')],
      },
    ]);
  });

  it('paints the frame of every logged-in screen, with the modules of its frame and screen', () => {
    const settings = (modules: string[], outline?: string) => ({
      frame: 'settings',
      outline,
      modules: [SETTINGS_FRAME, ...modules],
    });
    const phoneStep = (page: string) => ({
      frame: 'auth',
      outline: 'phoneStep',
      modules: [feature(`forwarding/${page}`)],
    });
    const loading = { frame: 'auth', modules: [feature('billing/LoadingPage')] };
    const byPath = Object.fromEntries(framePages().map(({ path, ...page }) => [path, page]));
    expect(byPath).toEqual({
      '/setup/phone': { frame: 'auth', modules: [feature('phone/PhonePage')] },
      '/setup/waitlist': { frame: 'auth', modules: [feature('phone/WaitlistPage')] },
      '/setup/device': phoneStep('DevicePage'),
      '/setup/carrier': phoneStep('CarrierPage'),
      '/setup/carrier/plan': phoneStep('CarrierPlanPage'),
      '/setup/carrier/other': phoneStep('OtherCarrierPage'),
      '/setup/carrier/validate': phoneStep('CarrierCheckPage'),
      '/setup/loading': loading,
      '/setup/loading/upgraded': loading,
      '/setup/loading/switched': loading,
      '/setup/config': { frame: 'setupForm', modules: [feature('assistant/SetupConfigPage')] },
      '/setup/billing': { frame: 'setupPlans', modules: [feature('billing/SetupBillingPage')] },
      '/reactivate': { frame: 'reactivate', modules: [feature('billing/ReactivatePage')] },
      '/setup/guide': { frame: 'setupGuide', modules: [feature('forwarding/guide/GuidePage')] },
      '/settings/lucy': settings([feature('assistant/LucySettingsPage')], 'lucySettings'),
      '/settings/billing': settings([feature('billing/ManagePlanPage')]),
      '/settings/integrations': settings([feature('integrations/IntegrationsPage')]),
      // Help loads billing's plan cards with it.
      '/settings/help': settings([feature('help/HelpPage'), feature('billing/PlansIncluded')]),
      '/settings/password': settings([feature('password/ChangePasswordPage')]),
    });
  });
});
