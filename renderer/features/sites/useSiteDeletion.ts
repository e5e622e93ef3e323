import { useState } from 'react';
import type { Site } from '../../../shared/schemas/site.ts';
import { ApiRequestError } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { useDeleteSite } from './sites-api.ts';

/** 'confirm' asks once; 'force' asks again after the server said the site still has ties. */
export type SiteDeletionStep = 'confirm' | 'force';

/** The server's answer when a site still has users (and possibly medicines) tied to it. */
const needsForce = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 && error.message.includes('medicines');

export function useSiteDeletion() {
  const t = useT();
  const remove = useDeleteSite();
  const [pending, setPending] = useState<{ site: Site; step: SiteDeletionStep } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { site, step } = pending;
    setFailure(null);
    remove.mutate(
      { site, force: step === 'force' },
      {
        onSuccess: (answer) => {
          const closed = answer.outcome === 'closed';
          notifySuccess(
            t(closed ? 'sites.success.closed' : 'sites.success.delete', { name: site.name }),
          );
          setPending(null);
        },
        onError: (error) => {
          if (step === 'confirm' && needsForce(error)) {
            setPending({ site, step: 'force' });
            return;
          }
          setFailure(t('sites.error.delete', { detail: detailOrMessage(error) }));
          setPending(null);
        },
      },
    );
  };

  return {
    pending,
    failure,
    deleting: remove.isPending,
    ask: (site: Site) => {
      setFailure(null);
      setPending({ site, step: 'confirm' });
    },
    cancel: () => setPending(null),
    confirm,
    clearFailure: () => setFailure(null),
  };
}
