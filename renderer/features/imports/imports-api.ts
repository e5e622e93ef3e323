import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommitInput,
  ImportKind,
  MappingInput,
  PreviewQuery,
} from '../../../shared/schemas/imports.ts';
import { api, download } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { useSiteStore } from '../../stores/site.ts';

const importsKey = ['imports'] as const;

export function useImports() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...importsKey, siteId],
    queryFn: () => api.GET('/imports'),
    enabled: siteId !== null,
  });
}

/** The file goes as the browser's form, the server reads it before anything else. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.POST('/imports', {
        params: { query: { kind } },
        body: { file: file.name },
        bodySerializer: () => form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey }),
  });
}

export function useSetMapping() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MappingInput }) =>
      api.PUT('/imports/{id}/mapping', { params: { path: { id } }, body }),
  });
}

export function usePreview(id: string | null, query: PreviewQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...importsKey, 'preview', id, query.page, query.outcome],
    queryFn: () => api.GET('/imports/{id}/preview', { params: { path: { id: id ?? '' }, query } }),
    enabled: enabled && id !== null,
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CommitInput }) =>
      api.POST('/imports/{id}/commit', { params: { path: { id } }, body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const { blob, filename } = await download('/imports/template.xlsx', {
    params: { query: { kind } },
  });
  saveBlob(blob, filename ?? `mall-${kind}.xlsx`);
}

export async function downloadErrors(id: string, format: 'xlsx' | 'csv'): Promise<void> {
  const { blob, filename } = await download(`/imports/{id}/errors.${format}`, {
    params: { path: { id } },
  });
  saveBlob(blob, filename ?? `import-fel.${format}`);
}

/** The working unit's customer's catalogue, a page of a search at a time. */
export function useCatalogue(q: string, page: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...importsKey, 'catalogue', siteId, q, page],
    queryFn: () => api.GET('/catalogue', { params: { query: { q: q || undefined, page } } }),
    enabled: siteId !== null,
    placeholderData: (previous) => previous,
  });
}
