import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dataKeys } from '../../data/queries.ts';
import { paths } from '../../domain/access/paths.ts';
import { useApi } from '../../session/context.tsx';
import { billingFailure } from './billingFailure.ts';

/**
 * The free tier (SPEC §7 POST /organisations/{id}/create-free-lucy-campaign): no payment, so the owner goes
 * straight to /setup/loading to wait for Lucy's number, then on to the guide.
 */
export function useStartFreePlan() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function start(): Promise<void> {
    setPending(true);
    setFailure(undefined);
    try {
      // The free plan is the new Lucy campaign's subscription (SPEC §3 "Campaign").
      await api.gateway.createFreeLucyCampaign();
      await queryClient.invalidateQueries({ queryKey: dataKeys.campaigns() });
      await navigate(paths.setupLoading);
    } catch (error) {
      setFailure(billingFailure(error));
      setPending(false);
    }
  }

  return { pending, failure, start };
}
