import { type Dispatch, memo, useRef, useState } from 'react';
import { fieldKeys } from '../../../domain/assistant/validation.ts';
import type { ProductTier } from '../../../domain/subscription/types.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import { textLimits } from '../../../domain/validation/limits.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { FieldError } from '../../../ui/FieldError.tsx';
import type { Draft, EditorAction, TransferDestination } from '../editor/draft.ts';
import { NotInPlan } from './NotInPlan.tsx';
import { SkillToggle } from './SkillToggle.tsx';
import styles from './sections.module.css';

const DestinationRow = memo(function DestinationRow({
  destination,
  position,
  nameError,
  phoneError,
  autoFocus,
  onRemove,
  dispatch,
}: {
  destination: TransferDestination;
  position: number;
  nameError: string | undefined;
  phoneError: string | undefined;
  autoFocus: boolean;
  onRemove: (id: string) => void;
  dispatch: Dispatch<EditorAction>;
}) {
  const { id } = destination;
  return (
    <li className={styles.row}>
      <div className={styles.rowFields}>
        <TextField
          label={`Name ${position}`}
          autoFocus={autoFocus}
          value={destination.name}
          limit={textLimits.destinationName}
          error={nameError}
          onChange={(event) => dispatch({ type: 'destination', id, changes: { name: event.target.value } })}
        />
        <TextField
          label={`Phone number ${position}`}
          type="tel"
          autoComplete="off"
          value={destination.phoneNumber}
          error={phoneError}
          onChange={(event) =>
            dispatch({ type: 'destination', id, changes: { phoneNumber: event.target.value } })
          }
        />
      </div>
      <Button variant="ghost" className={styles.remove} onClick={() => onRemove(id)}>
        Remove {destination.name.trim() || `person ${position}`}
      </Button>
    </li>
  );
});

/** SPEC §3 transfer: the people or numbers Lucy can put callers through to. */
export const TransferSkill = memo(function TransferSkill({
  transfer,
  tier,
  errors,
  dispatch,
}: {
  transfer: Draft['skills']['transfer'];
  /** The owner's plan, when they have one. */
  tier: ProductTier | undefined;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  const [added, setAdded] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  const noneError = errors[fieldKeys.destinations];

  function remove(id: string) {
    dispatch({ type: 'removeDestination', id });
    // The row and its button are gone: the owner carries on from the add button.
    list.current?.querySelector<HTMLButtonElement>('[data-add-destination]')?.focus();
  }

  return (
    <SkillToggle
      label="Put callers through"
      description="When a caller needs a person, Lucy transfers the call to the right one."
      checked={transfer.enabled}
      onChange={(enabled) => dispatch({ type: 'skillEnabled', skill: 'transfer', enabled })}
      note={<NotInPlan setting="transfer" tier={tier} />}
    >
      <div ref={list}>
        <p className={styles.hint}>
          The people or teams Lucy can put callers through to, such as Olivia or Bookings, and the number that
          reaches them.
        </p>
        {transfer.destinations.length > 0 ? (
          <ul className={styles.rows} aria-label="People Lucy puts callers through to">
            {transfer.destinations.map((destination, index) => (
              <DestinationRow
                key={destination.id}
                destination={destination}
                position={index + 1}
                nameError={errors[fieldKeys.destinationName(index)]}
                phoneError={errors[fieldKeys.destinationPhone(index)]}
                autoFocus={destination.id === added}
                onRemove={remove}
                dispatch={dispatch}
              />
            ))}
          </ul>
        ) : null}
        <FieldError id="transfer-none-error" error={noneError} className={styles.error} />
        <Button
          variant="secondary"
          data-add-destination
          data-error-anchor={noneError ? true : undefined}
          aria-describedby={noneError ? 'transfer-none-error' : undefined}
          onClick={() => {
            const id = crypto.randomUUID();
            setAdded(id);
            dispatch({ type: 'addDestination', id });
          }}
        >
          Add a person
        </Button>
      </div>
    </SkillToggle>
  );
});
