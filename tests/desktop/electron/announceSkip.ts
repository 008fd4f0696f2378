import { ELECTRON_ABSENT, electronBinary } from './binary.ts';

/** Playwright's list reporter shows skipped tests without their reason: say it once, up front. */
export default function announceSkip(): void {
  if (!electronBinary()) console.log(`[electron] skipped: ${ELECTRON_ABSENT}`);
}
