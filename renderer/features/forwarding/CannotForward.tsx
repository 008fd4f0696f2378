import { Link } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { type Carrier, isUnconfirmed } from '../../domain/carriers/types.ts';
import { SUPPORT_EMAIL } from '../../domain/supportContact.ts';
import { Aside } from '../../ui/Aside.tsx';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import styles from './CannotForward.module.css';
import { StatusIcon } from './StatusIcon.tsx';
import { checkUnsupported, Unconfirmed } from './Unconfirmed.tsx';

/** Listed in the owner's words: "Postpaid", "Standard or Premier". */
function either(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * SPEC §4 unsupported: the carrier, or the owner's plan, cannot forward calls to Lucy. The owner learns why
 * and what to do instead: another plan, another carrier (keeping the number), or another phone.
 */
export function CannotForward({
  carrier,
  planType,
  change,
  tryUsualCodes,
}: {
  carrier: Carrier;
  planType: string | undefined;
  /** Where the setup steps are behind the owner (the guide), the answers are changed in place. */
  change?: () => void;
  /**
   * For a carrier only others say cannot forward: the owner's carrier says it can, so the owner goes on with the
   * codes most carriers use (the carrier check, not the guide, offers it).
   */
  tryUsualCodes?: { run(): void; pending: boolean };
}) {
  const link = (to: string, text: string) => (change ? null : <Link to={to}>{text}</Link>);
  const unsupportedPlans = carrier.unsupported === true ? undefined : carrier.unsupported;
  const byPlan = planType !== undefined && unsupportedPlans !== undefined;
  const otherPlans = carrier.plans?.filter((plan) => !unsupportedPlans?.includes(plan)) ?? [];
  const unsure = !byPlan && isUnconfirmed(carrier, 'unsupported');
  return (
    <section aria-labelledby="check-heading">
      <StatusIcon tone="blocked" />
      <h1 id="check-heading">
        {byPlan
          ? `Call forwarding isn’t available on ${carrier.name} ${planType} plans`
          : unsure
            ? `${carrier.name} may not forward calls to Lucy`
            : `${carrier.name} can’t forward calls to Lucy`}
      </h1>
      <p className={styles.lead}>
        {byPlan
          ? `${carrier.name} ${planType} plans can’t pass the calls you miss on to another number, so they can’t reach Lucy.`
          : unsure
            ? `As far as we know, ${carrier.name} doesn’t offer the call forwarding Lucy needs, so the calls you miss may not reach Lucy from this number.`
            : `${carrier.name} doesn’t offer the call forwarding Lucy needs, so the calls you miss can’t reach Lucy from this number.`}
      </p>
      {unsure ? <Unconfirmed>{checkUnsupported(carrier.name)}</Unconfirmed> : null}
      <h2 className={styles.subheading}>What you can do</h2>
      <ul className={styles.options}>
        {unsure && tryUsualCodes ? (
          <li>
            <p>
              If {carrier.name} says it can, go on with the codes most carriers use to forward calls. If they
              don’t work, {carrier.name} can turn forwarding on for you.
            </p>
            <LinkButton disabled={tryUsualCodes.pending} onClick={tryUsualCodes.run}>
              {carrier.name} can forward my calls
            </LinkButton>
          </li>
        ) : null}
        {byPlan && otherPlans.length ? (
          <li>
            <p>
              Move to a {carrier.name} {either(otherPlans)} plan, which includes call forwarding. You keep
              your number.
            </p>
            {link(paths.setupCarrierPlan, 'I’m on a different plan')}
          </li>
        ) : null}
        <li>
          <p>
            Move your number to a carrier that forwards calls. Carriers let you keep your number when you
            switch.
          </p>
          {link(paths.setupCarrier, 'Choose a different carrier')}
        </li>
        <li>
          <p>Use another number your customers call, such as a landline or a business phone system.</p>
          {link(paths.setupDevice, 'Use a different phone')}
        </li>
      </ul>
      {change ? (
        <Button variant="secondary" block onClick={change}>
          Change my phone details
        </Button>
      ) : null}
      <Aside>
        Not sure what suits you? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we’ll help
        you choose.
      </Aside>
    </section>
  );
}
