import { useState } from 'react';
import type { Customer } from '../../../shared/schemas/customer.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { useDeleteCustomer } from './customers-api.ts';

export function useCustomerDeletion() {
  const t = useT();
  const remove = useDeleteCustomer();
  const [pending, setPending] = useState<Customer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    if (!pending) return;
    const customer = pending;
    setFailure(null);
    remove.mutate(customer, {
      onSuccess: (answer) =>
        notifySuccess(
          answer.outcome === 'closed'
            ? t('customers.success.closed', { name: customer.name, closed: answer.closed_sites })
            : t('customers.success.delete', { name: customer.name }),
        ),
      onError: (error) =>
        setFailure(t('customers.error.delete', { detail: detailOrMessage(error) })),
      onSettled: () => setPending(null),
    });
  };

  return {
    pending,
    failure,
    deleting: remove.isPending,
    ask: (customer: Customer) => {
      setFailure(null);
      setPending(customer);
    },
    cancel: () => setPending(null),
    confirm,
    clearFailure: () => setFailure(null),
  };
}
