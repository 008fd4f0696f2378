import { useEffect, useState } from 'react';
import styles from './guide.module.css';

/**
 * A QR code of a `tel:` link, so the owner reading the guide on a computer can dial the code from their
 * phone by scanning it. The QR library loads only here, on the wide-screen guide.
 */
export function DialQrCode({ uri, code }: { uri: string; code: string }) {
  const [svg, setSvg] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (drawn) => current && setSvg(drawn),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [uri]);

  // Without the QR code the code itself is still there to type, so a failure only removes the picture.
  if (failed) return null;
  return (
    <figure className={styles.qr}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={`QR code that dials ${code}`}
          width={128}
          height={128}
        />
      ) : (
        <span className={styles.qrPlaceholder} aria-hidden="true" />
      )}
      <figcaption>Scan with your business phone’s camera to dial it (Android)</figcaption>
    </figure>
  );
}
