import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../../ui/BrandMark.tsx';
import { atLeast } from '../../../ui/breakpoints.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { MenuIcon } from './icons.tsx';
import { PlanAttention } from './PlanAttention.tsx';
import styles from './SettingsFrame.module.css';
import { SettingsSidebar, SettingsSidebarOutline } from './SettingsSidebar.tsx';
import { SlideOver } from './SlideOver.tsx';

/** Where the sidebar stops sliding over the page and sits beside it (as in SettingsFrame.module.css). */
const SIDE_BY_SIDE = atLeast('wide');
const MENU_ID = 'settings-menu';

/**
 * SPEC §2: the layout of every /settings/* screen. On wider screens the sidebar sits beside the page; on a phone
 * a Menu button opens it as a slide-over, which closes on Escape, on the backdrop, and when the owner picks
 * a page.
 *
 * The layout renders the page's <main>: a settings screen renders its content (its own <h1> first), not another
 * <main>.
 */
export function SettingsFrame() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: picking a page (a path change) is the trigger.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // The slide-over has no place beside the sidebar: a window widened past it closes the menu.
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  useEffect(() => {
    if (sideBySide) setMenuOpen(false);
  }, [sideBySide]);

  return (
    <SettingsFrameBoxes
      sidebar={<SettingsSidebar />}
      menuButton={
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
          <span>Menu</span>
        </button>
      }
      menu={
        <SlideOver id={MENU_ID} label="Menu" open={menuOpen} onClose={closeMenu}>
          <SettingsSidebar />
        </SlideOver>
      }
    >
      <PlanAttention />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SettingsFrameBoxes>
  );
}

function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading" />
    </div>
  );
}

/** The boxes of the layout, the same in the app and in the frame painted before it (SettingsFrameOutline). */
function SettingsFrameBoxes({
  sidebar,
  menuButton,
  menu,
  children,
}: {
  sidebar: ReactNode;
  menuButton: ReactNode;
  menu?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <a href="#settings-main" className={styles.skip}>
        Skip to content
      </a>
      <aside className={styles.sidebar} aria-label="Settings menu">
        {sidebar}
      </aside>
      <header className={styles.topBar}>
        <BrandMark />
        {menuButton}
      </header>
      {menu}
      <main id="settings-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/**
 * The frame a /settings/* page paints before the app has run (pre-rendered, outlines.tsx): the
 * layout with the sidebar's brand and the page loading (or the page's own outline, as /settings/lucy has), laid
 * out as the app will be, so nothing moves when the app takes over. The menu items depend on the owner's plan and the host, so they come with the app; until
 * then the Menu button is there (it sets the top bar's height) but cannot be used.
 */
export function SettingsFrameOutline({ page = <PageLoading /> }: { page?: ReactNode }) {
  return (
    <SettingsFrameBoxes
      sidebar={<SettingsSidebarOutline />}
      menuButton={
        <button type="button" className={styles.menuButton} disabled>
          <MenuIcon />
          <span>Menu</span>
        </button>
      }
    >
      {page}
    </SettingsFrameBoxes>
  );
}
