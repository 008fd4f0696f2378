import type { Device } from '../../domain/carriers/types.ts';
import styles from './DeviceIcon.module.css';

const PATHS: Readonly<Record<Device, string>> = {
  mobile:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM10.5 18.5h3',
  landline:
    'M4 9c0-2.5 3.6-4.5 8-4.5s8 2 8 4.5l-2.5 1.5L15 9V7.5c-1.9-.6-4.1-.6-6 0V9l-2.5 1.5zM6.5 12.5h11l1.5 7h-14zM12 14.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  voip: 'M3.5 5.5h17v10h-17zM9 19.5h6M12 15.5v4M7 9.5l2 1.5-2 1.5M11.5 12.5h4',
};

/** A drawing of each kind of phone, for the device cards. */
export function DeviceIcon({ device }: { device: Device }) {
  return (
    <svg viewBox="0 0 24 24" className={styles.deviceIcon} aria-hidden="true">
      <path d={PATHS[device]} />
    </svg>
  );
}
