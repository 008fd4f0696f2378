import { useNavigate } from 'react-router';
import { type AnsweredPreferences, useSavePhoneChoice } from '../../data/phoneChoice.ts';
import { paths } from '../../domain/access/paths.ts';

/**
 * An answer to a phone question: saved (useSavePhoneChoice), then on to `next`, the step it leads to; the
 * service hears of the answers once `next` is the carrier check. `failed` holds until the owner changes the
 * answer (`forget`): the answers stay selected, so trying again is one press.
 */
export function usePhoneAnswer() {
  const navigate = useNavigate();
  const save = useSavePhoneChoice();
  return {
    pending: save.isPending,
    failed: save.isError,
    forget: save.reset,
    async save(preferences: AnsweredPreferences, next: string): Promise<void> {
      try {
        await save.mutateAsync({ preferences, complete: next === paths.setupCarrierValidate });
      } catch {
        return;
      }
      await navigate(next);
    },
  };
}
