import type { FormEvent } from 'react';
import { offersMessageRecipients } from '../../domain/assistant/messageRecipients.ts';
import { fieldKeys, takesMessages } from '../../domain/assistant/validation.ts';
import type { SettingsByTier } from '../../domain/billing/planIncludes.ts';
import { namePlanSettings, settingsBeyond, settingsInUse } from '../../domain/billing/planSettings.ts';
import { productTierLabel } from '../../domain/subscription/display.ts';
import type { ProductTier } from '../../domain/subscription/types.ts';
import { notify } from '../../notifications/notify.ts';
import { useSession } from '../../session/context.tsx';
import { useSettingsByTier } from '../../session/planIncludes.ts';
import { useSessionSummary } from '../../session/useSessionSummary.ts';
import { BusinessHoursSection } from './businessHours/BusinessHoursSection.tsx';
import { ConflictDialog } from './editor/ConflictDialog.tsx';
import { KeptEditsOffer } from './editor/KeptEditsOffer.tsx';
import { LeaveDialog } from './editor/LeaveDialog.tsx';
import { SaveBar } from './editor/SaveBar.tsx';
import { useAssistantEditor } from './editor/useAssistantEditor.ts';
import { useLeaveGuard } from './editor/useLeaveGuard.ts';
import type { LoadedAssistant } from './editor/useLoadedAssistant.ts';
import { MessageRecipientsSection } from './messageRecipients/MessageRecipientsSection.tsx';
import { BusinessAndGreeting } from './sections/BusinessAndGreeting.tsx';
import { EditorSkills } from './sections/EditorSkills.tsx';
import { LanguagesSection } from './sections/LanguagesSection.tsx';
import { MessageTakingSection } from './sections/MessageTakingSection.tsx';

const SAVED = 'Lucy’s settings are saved.';

/** The save's message: what was saved that the owner's plan does not include is said, not left to be found. */
function savedMessage(
  draft: Parameters<typeof settingsInUse>[0],
  tier: ProductTier | undefined,
  byTier: SettingsByTier,
): string {
  const beyond = tier ? settingsBeyond(tier, settingsInUse(draft), byTier) : [];
  if (!tier || beyond.length === 0) return SAVED;
  const which = beyond.length === 1 ? 'that setting' : 'those settings';
  return `${SAVED} Your ${productTierLabel(tier)} plan doesn’t include ${namePlanSettings(beyond)}, so Lucy won’t use ${which} until you upgrade in Manage Plan.`;
}

/**
 * The full assistant editor of /settings/lucy: the business and assistant type, greeting and
 * voice with their previews, languages, skills, message taking with the webhook test, and where messages go. Each section
 * renders only when its part of the draft changes.
 */
export function AssistantEditorForm({ loaded }: { loaded: LoadedAssistant }) {
  const editor = useAssistantEditor(loaded);
  const { blocker } = useLeaveGuard(editor.dirty);
  const customTriggers = useSession().environments.some((environment) => environment.flags.customTriggers);
  const tier = useSessionSummary().data?.latestSubscription?.productTier;
  const byTier = useSettingsByTier();
  const { draft } = editor.state;
  const { errors, dispatch } = editor;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saving = editor.state.draft;
    if (await editor.save()) notify.success(savedMessage(saving, tier, byTier));
  }

  return (
    <form {...editor.formProps} aria-label="Lucy settings" onSubmit={(event) => void submit(event)}>
      <KeptEditsOffer editor={editor} />
      <BusinessAndGreeting editor={editor} />
      <LanguagesSection
        languages={draft.languages}
        tier={tier}
        error={errors[fieldKeys.languages]}
        dispatch={dispatch}
      />
      <EditorSkills editor={editor} tier={tier} />
      {takesMessages(draft) ? (
        <MessageTakingSection
          messageTaking={draft.messageTaking}
          customTriggers={customTriggers}
          tier={tier}
          errors={errors}
          dispatch={dispatch}
        />
      ) : null}
      {editor.hours ? (
        <BusinessHoursSection
          hours={draft.businessHours}
          country={editor.country}
          notKept={editor.hoursNotKept}
          errors={errors}
          dispatch={dispatch}
        />
      ) : null}
      {draft.messageRecipients && offersMessageRecipients(draft, editor.recipientsFlag) ? (
        <MessageRecipientsSection
          recipients={draft.messageRecipients}
          country={editor.country}
          errors={errors}
          dispatch={dispatch}
        />
      ) : null}
      <SaveBar
        editor={editor}
        saveLabel="Save changes"
        savedNote="All changes saved."
        onDiscard={editor.discard}
      />
      <ConflictDialog editor={editor} onSaved={() => notify.success(savedMessage(draft, tier, byTier))} />
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
