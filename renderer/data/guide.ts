import { useMutation } from '@tanstack/react-query';
import { useDataServices } from './apiContext.tsx';

/** POST /lucy/user-metrics: the owner saw Lucy answer their test call. */
export const GUIDE_COMPLETED_METRIC = { metric: 'guide-completed', value: 1 } as const;

/**
 * POST /lucy/user-metrics with the guide's metric: the owner's word that Lucy answered the test call (no call
 * tells the app she took one). Nothing cached changes.
 */
export function useRecordGuideCompleted() {
  const services = useDataServices();
  return useMutation({
    mutationFn: async () => (await services.api()).gateway.recordUserMetric(GUIDE_COMPLETED_METRIC),
  });
}
