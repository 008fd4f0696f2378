import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { atLeast } from '../../ui/breakpoints.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { MenuIcon } from './icons.tsx';
import styles from './SettingsLayout.module.css';
import { SettingsSidebar } from './SettingsSidebar.tsx';
import { SlideOver } from './SlideOver.tsx';

/** Where the sidebar stops sliding over the page and sits beside it (as in SettingsLayout.module.css). */
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
export function SettingsLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: picking a page (a path change) is the trigger.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    const wide = window.matchMedia(SIDE_BY_SIDE);
    const change = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', change);
    return () => wide.removeEventListener('change', change);
  }, []);

  return (
    <div className={styles.layout}>
      <a href="#settings-main" className={styles.skip}>
        Skip to content
      </a>
      <aside className={styles.sidebar} aria-label="Settings menu">
        <SettingsSidebar />
      </aside>
      <header className={styles.topBar}>
        <BrandMark />
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
      </header>
      <SlideOver id={MENU_ID} label="Menu" open={menuOpen} onClose={closeMenu}>
        <SettingsSidebar />
      </SlideOver>
      <main id="settings-main" tabIndex={-1} className={styles.main}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label="Loading" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
