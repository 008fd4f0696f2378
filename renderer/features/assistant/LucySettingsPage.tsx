import { AssistantEditorForm } from './AssistantEditorForm.tsx';
import { useLoadedAssistant } from './editor/useLoadedAssistant.ts';
import { LoadStatus } from './LoadStatus.tsx';
import { PlanChangeBanner } from './PlanChangeBanner.tsx';
import styles from './pages.module.css';

function Header() {
  return (
    <header className={styles.header}>
      <h1 className={styles.heading}>Lucy Settings</h1>
      <p className={styles.lead}>
        How Lucy greets your callers, what she can do for them and how she takes messages.
      </p>
    </header>
  );
}

/**
 * SPEC §2 /settings/lucy, inside the settings layout (which renders the <main>): the whole assistant
 * configuration, saved with the revision it was loaded at.
 */
export function LucySettingsPage() {
  const load = useLoadedAssistant();
  return (
    <div className={styles.page}>
      <Header />
      <PlanChangeBanner />
      {load.status === 'ready' ? <AssistantEditorForm loaded={load.loaded} /> : <LoadStatus load={load} />}
    </div>
  );
}

/**
 * The page as it looks while Lucy's settings load, painted in the settings frame's outline before the app runs
 * (app/frames/outlines.tsx), so the owner sees where they are at once and nothing moves when the app takes over.
 */
export function LucySettingsOutline() {
  return (
    <div className={styles.page}>
      <Header />
      <LoadStatus load={{ status: 'loading' }} />
    </div>
  );
}
