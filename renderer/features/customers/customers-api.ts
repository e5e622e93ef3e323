import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANAGEMENT_LIST_SIZE, type CustomerTypeName } from '../../../shared/constants.ts';
import type {
  Customer,
  CustomerCreateInput,
  CustomerUpdateInput,
} from '../../../shared/schemas/customer.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';

export type CustomerFilters = { search: string; customer_type: CustomerTypeName | null };

const NO_FILTERS: CustomerFilters = { search: '', customer_type: null };

/** Customers page 1 of 100, optionally filtered on the server; without filters it feeds the stat cards. */
export function useCustomerList(filters: CustomerFilters = NO_FILTERS) {
  return useQuery({
    queryKey: ['customers', 'list', filters],
    queryFn: () =>
      api.GET('/customers', {
        params: {
          query: {
            page: 1,
            per_page: MANAGEMENT_LIST_SIZE,
            search: filters.search.trim(),
            customer_type: filters.customer_type ?? undefined,
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

function useCustomerMutation<Vars, Answer>(
  call: (vars: Vars) => Promise<Answer>,
  sitesChanged = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      // Sites show their customer's name and type, and users their sites, so all three lists reload.
      await Promise.all(
        ['customers', 'sites', 'users'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      if (sitesChanged) await useSiteStore.getState().loadSites();
    },
  });
}

export const useCreateCustomer = () =>
  useCustomerMutation((body: CustomerCreateInput) => api.POST('/customers', { body }));

export const useUpdateCustomer = () =>
  useCustomerMutation(({ id, body }: { id: string; body: CustomerUpdateInput }) =>
    api.PUT('/customers/{id}', { params: { path: { id } }, body }),
  );

/** Deleting a customer removes its sites with it (force, the API's default), so the site switcher reloads. */
export const useDeleteCustomer = () =>
  useCustomerMutation(
    (customer: Customer) =>
      api.DELETE('/customers/{id}', {
        params: { path: { id: customer.id }, query: { force: true } },
      }),
    true,
  );
