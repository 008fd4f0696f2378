import styles from './OnboardingStep.module.css';

/** The steps a new owner goes through, in order: the phone questions, Lucy's setup, the plan, the guide. */
export const ONBOARDING_STEPS = ['Your phone', 'Set up Lucy', 'Choose a plan', 'Forward your calls'] as const;
export type OnboardingStepName = (typeof ONBOARDING_STEPS)[number];

/** Where the owner is in onboarding: "Step 2 of 4: Set up Lucy", with a bar of the steps done. */
export function OnboardingStep({ step }: { step: OnboardingStepName }) {
  const number = ONBOARDING_STEPS.indexOf(step) + 1;
  return (
    <div className={styles.progress}>
      <p className={styles.label}>
        Step {number} of {ONBOARDING_STEPS.length}: {step}
      </p>
      <ol className={styles.bar} aria-hidden="true">
        {ONBOARDING_STEPS.map((name, index) => (
          <li key={name} className={index < number ? styles.done : undefined} />
        ))}
      </ol>
    </div>
  );
}
