import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MANAGEMENT_LIST_SIZE } from '../../../shared/constants.ts';
import type {
  MedicineCreateInput,
  MedicineList,
  MedicineTemplate,
  MedicineUpdateInput,
  SchablonImportInput,
} from '../../../shared/schemas/medicine.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';

export const medicinesKey = ['medicines'] as const;
/** The paged lists, whose stock totals move with every stock change. */
export const medicineListsKey = [...medicinesKey, 'list'] as const;

/** A medicine to choose; `narcotic` when a delivery of it needs its reference and a witness. */
export type MedicineOption = { value: string; label: string; narcotic?: boolean };

const toOptions = (list: MedicineList): MedicineOption[] =>
  list.items.map((medicine) => ({
    value: medicine.id,
    label: [medicine.name, medicine.strength, medicine.unit].filter(Boolean).join(' '),
    narcotic: medicine.is_controlled_substance,
  }));

export function useMedicineList(filters: { page: number; search: string }) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...medicineListsKey, siteId, filters],
    queryFn: () =>
      api.GET('/medicines', {
        params: {
          query: {
            page: filters.page,
            size: DEFAULT_PAGE_SIZE,
            search: filters.search.trim(),
            site_id: siteId ?? undefined,
          },
        },
      }),
    enabled: siteId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The site's medicines as dropdown options (the first 100, spec §9). */
export function useMedicineOptions() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...medicinesKey, 'options', siteId],
    queryFn: () =>
      api.GET('/medicines', {
        params: { query: { page: 1, size: MANAGEMENT_LIST_SIZE, site_id: siteId ?? undefined } },
      }),
    enabled: siteId !== null,
    select: toOptions,
  });
}

function useMedicineMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicinesKey }),
  });
}

export const useCreateMedicine = () =>
  useMedicineMutation((body: MedicineCreateInput) => api.POST('/medicines', { body }));

export const useUpdateMedicine = () =>
  useMedicineMutation(({ id, body }: { id: string; body: MedicineUpdateInput }) =>
    api.PUT('/medicines/{id}', { params: { path: { id } }, body }),
  );

export const useDeleteMedicine = () =>
  useMedicineMutation((medicine: MedicineTemplate) =>
    api.DELETE('/medicines/{id}', { params: { path: { id: medicine.id } } }),
  );

export function useSchablonList(search: string) {
  return useQuery({
    queryKey: ['schablons', search.trim()],
    queryFn: () =>
      api.GET('/medication-schablons', {
        params: { query: { page: 1, size: MANAGEMENT_LIST_SIZE, search: search.trim() } },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The list refresh is left to the dialog, which waits 2 s before closing (spec §9). */
export const useImportSchablons = () =>
  useMutation({
    mutationFn: (body: SchablonImportInput) =>
      api.POST('/medicine-templates/import-schablons', { body }),
  });
