import { useQuery } from '@tanstack/react-query';
import { orderProposalFileName } from '../../../shared/file-names.ts';
import type { OrderProposal } from '../../../shared/schemas/order-proposal.ts';
import { api, apiBlob } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { stockholmToday } from '../../lib/stockholm-day.ts';
import { useSiteStore } from '../../stores/site.ts';

export function useOrderProposal() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: ['order-proposal', siteId],
    queryFn: () => api.get<OrderProposal>('/order-proposal'),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

export async function downloadProposal(siteName: string): Promise<void> {
  const blob = await apiBlob('/order-proposal.csv');
  saveBlob(blob, orderProposalFileName(siteName, stockholmToday(), 'csv'));
}

export const proposalPdf = () => apiBlob('/order-proposal.pdf');
