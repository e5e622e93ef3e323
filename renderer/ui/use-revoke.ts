import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { serverDetail } from './api-errors.ts';
import { notifySuccess } from './notify.ts';

type Revocable = { id: string; name: string };

/**
 * Revokes a record once its confirm dialog is accepted (kiosks, API tokens): a toast naming it
 * when done, the server's reason (or `failed`) as the page's alert when not; `done` either way.
 */
export function useRevoke(
  mutation: UseMutationResult<unknown, Error, string>,
  texts: { revoked: (name: string) => string; failed: string },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const revoke = (record: Revocable, done: () => void) =>
    mutation.mutate(record.id, {
      onSuccess: () => {
        notifySuccess(texts.revoked(record.name));
        done();
      },
      onError: (error) => {
        setFailure(serverDetail(error) ?? texts.failed);
        done();
      },
    });
  return { revoke, failure, clearFailure: () => setFailure(null) };
}
