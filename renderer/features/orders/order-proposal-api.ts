import { useQuery } from '@tanstack/react-query';
import { orderProposalFileName } from '../../../shared/file-names.ts';

import { api, download } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { stockholmToday } from '../../lib/stockholm-day.ts';
import { useSiteStore } from '../../stores/site.ts';

export function useOrderProposal() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: ['order-proposal', siteId],
    queryFn: () => api.GET('/order-proposal'),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

export async function downloadProposal(siteName: string): Promise<void> {
  const { blob } = await download('/order-proposal.csv');
  saveBlob(blob, orderProposalFileName(siteName, stockholmToday(), 'csv'));
}

export const proposalPdf = async () => (await download('/order-proposal.pdf')).blob;
