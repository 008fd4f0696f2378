import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { OnboardingStep } from '../../ui/OnboardingStep.tsx';
import { ConflictDialog } from './editor/ConflictDialog.tsx';
import { KeptEditsOffer } from './editor/KeptEditsOffer.tsx';
import { LeaveDialog } from './editor/LeaveDialog.tsx';
import { SaveBar } from './editor/SaveBar.tsx';
import { useAssistantEditor } from './editor/useAssistantEditor.ts';
import { useLeaveGuard } from './editor/useLeaveGuard.ts';
import { type LoadedAssistant, useLoadedAssistant } from './editor/useLoadedAssistant.ts';
import { LoadStatus } from './LoadStatus.tsx';
import styles from './pages.module.css';
import { BusinessAndGreeting } from './sections/BusinessAndGreeting.tsx';
import { EditorSkills } from './sections/EditorSkills.tsx';
import type { SkillName } from './sections/SkillsSection.tsx';

/** The skills that matter most to a new owner's callers; the rest wait in Lucy Settings. */
const FIRST_SKILLS: readonly SkillName[] = ['faq', 'sendWebsiteLink', 'sendBookingLink', 'takeAMessage'];

function FirstSetupForm({ loaded }: { loaded: LoadedAssistant }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const editor = useAssistantEditor(loaded);
  const { blocker, allowNavigation } = useLeaveGuard(editor.dirty);

  async function next() {
    allowNavigation();
    // The query a sign-up link brought (SPEC §2 /signup/setup keeps it), such as a promo code, goes on too.
    await navigate({ pathname: paths.setupBilling, search });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await editor.save()) await next();
  }

  return (
    <form {...editor.formProps} aria-label="Set up Lucy" onSubmit={(event) => void submit(event)}>
      <KeptEditsOffer editor={editor} />
      <BusinessAndGreeting editor={editor} />
      <EditorSkills
        editor={editor}
        shown={FIRST_SKILLS}
        title="What your callers need most"
        description="Start with these. Transfers, languages and how Lucy takes messages are in Lucy Settings whenever you want them."
      />
      <SaveBar editor={editor} saveLabel="Save and continue" />
      <ConflictDialog editor={editor} onSaved={() => void next()} />
      <LeaveDialog blocker={blocker} />
    </form>
  );
}

/**
 * SPEC §2 /setup/config: the first assistant setup, the business, the greeting and the
 * skills that matter most, saved through the builder API; then on to /setup/billing. An owner who comes
 * back before paying edits the config saved then.
 */
export function SetupConfigPage() {
  const load = useLoadedAssistant();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackLink to={paths.setupDevice}>Back to your phone questions</BackLink>
        <OnboardingStep step="Set up Lucy" />
        <h1 className={styles.heading}>How should Lucy answer your calls?</h1>
        <p className={styles.lead}>
          Tell Lucy about your business and what your callers need. You can change any of it later.
        </p>
      </header>
      {load.status === 'ready' ? <FirstSetupForm loaded={load.loaded} /> : <LoadStatus load={load} />}
    </div>
  );
}
