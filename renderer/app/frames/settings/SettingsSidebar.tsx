import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../domain/access/paths.ts';
import type { EnvironmentConfig } from '../../../domain/environment/types.ts';
import { showsConnectLucy } from '../../../domain/subscription/display.ts';
import { useSession, useSignOut } from '../../../session/context.tsx';
import { useSessionSummary } from '../../../session/useSessionSummary.ts';
import { BrandMark } from '../../../ui/BrandMark.tsx';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AboutLucy } from './AboutLucy.tsx';
import {
  CallDetailsIcon,
  ConnectLucyIcon,
  ExternalIcon,
  HelpIcon,
  IntegrationsIcon,
  LogoutIcon,
  LucySettingsIcon,
  ManagePlanIcon,
} from './icons.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import styles from './SettingsSidebar.module.css';

/**
 * The host's environments share the Call Details address and the flags (one per region of the same
 * deployment), so the first speaks for all, as it does for the guards.
 */
function hostEnvironment(environments: readonly EnvironmentConfig[]): EnvironmentConfig {
  const [environment] = environments;
  if (!environment) throw new Error('This host has no environment');
  return environment;
}

function Item({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className={styles.item}>
        {icon}
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

function LogoutItem() {
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        disabled={leaving}
        aria-busy={leaving || undefined}
        onClick={() => {
          setLeaving(true);
          void signOut();
        }}
      >
        {leaving ? <Spinner size="small" label="" /> : <LogoutIcon />}
        <span>Logout</span>
      </button>
    </li>
  );
}

/**
 * SPEC §2 "Sidebar": Call Details (external), Lucy Settings, Connect Lucy (hidden for past_due and canceled),
 * Integrations (behind the integrationsPage flag), Manage Plan, Help (support, the forwarding guide, the plans and
 * the password) and Logout; the footer shows the plan.
 */
export function SettingsSidebar() {
  const { environments } = useSession();
  const subscription = useSessionSummary().data?.latestSubscription ?? null;
  const environment = hostEnvironment(environments);
  const status = subscription?.status;

  return (
    <div className={styles.sidebar}>
      <div className={styles.brand}>
        <BrandMark />
      </div>
      <nav aria-label="Settings" className={styles.nav}>
        <ul className={styles.items}>
          <li>
            <ExternalLink href={environment.callDetailsUrl} className={styles.item}>
              <CallDetailsIcon />
              <span>Call Details</span>
              <ExternalIcon />
              <span className="visually-hidden">(opens in a new window)</span>
            </ExternalLink>
          </li>
          <Item to={paths.settingsLucy} icon={<LucySettingsIcon />}>
            Lucy Settings
          </Item>
          {showsConnectLucy(status) ? (
            <Item to={paths.setupGuide} icon={<ConnectLucyIcon />}>
              Connect Lucy
            </Item>
          ) : null}
          {environment.flags.integrationsPage ? (
            <Item to={paths.settingsIntegrations} icon={<IntegrationsIcon />}>
              Integrations
            </Item>
          ) : null}
          <Item to={paths.settingsBilling} icon={<ManagePlanIcon />}>
            Manage Plan
          </Item>
          <Item to={paths.settingsHelp} icon={<HelpIcon />}>
            Help
          </Item>
          <LogoutItem />
        </ul>
      </nav>
      <PlanSummary
        status={status}
        productTier={subscription?.productTier}
        periodEnd={subscription?.currentPeriodEnd}
        ending={subscription?.cancelAtPeriodEnd === true}
      />
      <AboutLucy environment={environment} />
    </div>
  );
}

/** The sidebar before the app has run (SettingsFrameOutline): its brand; the items come with the owner's plan. */
export function SettingsSidebarOutline() {
  return (
    <div className={styles.sidebar}>
      <div className={styles.brand}>
        <BrandMark />
      </div>
    </div>
  );
}
