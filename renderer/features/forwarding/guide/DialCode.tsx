import { telUri } from '../../../domain/forwarding/dial.ts';
import { buttonLook } from '../../../ui/Button.tsx';
import { atLeast, below } from '../../../ui/breakpoints.ts';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { DialQrCode } from './DialQrCode.tsx';
import styles from './guide.module.css';

/** Phones, where a `tel:` link dials: a touch screen, or a window as narrow as a phone's. */
const ON_A_PHONE = `(pointer: coarse), ${below('tablet')}`;
/** Screens wide enough for a QR code beside the code. */
const WIDE_SCREEN = atLeast('wide');

/**
 * A code to dial. Copyable everywhere; on a mobile's own guide, a tap dials it, and on a wide screen a QR code
 * dials it from the phone. Landline codes are typed on the landline's keypad, so they get neither.
 */
export function DialCode({
  code,
  fromMobile,
  scannable = true,
}: {
  code: string;
  /** Dialled on a mobile (not a landline's keypad). */
  fromMobile: boolean;
  /** Offer the QR code on wide screens (the codes that connect Lucy, not the occasional ones). */
  scannable?: boolean;
}) {
  const onPhone = useMediaQuery(ON_A_PHONE);
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <div className={styles.dialCode}>
      <div className={styles.codeColumn}>
        <code className={styles.code}>{code}</code>
        <div className={styles.codeActions}>
          {fromMobile && onPhone ? (
            <a href={telUri(code)} className={buttonLook()}>
              Dial <span className="visually-hidden">{code}</span>
            </a>
          ) : null}
          <CopyButton text={code} what={code} />
        </div>
      </div>
      {fromMobile && scannable && wide ? <DialQrCode uri={telUri(code)} code={code} /> : null}
    </div>
  );
}
