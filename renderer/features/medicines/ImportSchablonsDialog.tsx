import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { SchablonImportResult } from '../../../shared/schemas/medicine.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { ImportResultPanel } from './ImportResultPanel.tsx';
import { medicinesKey, useImportSchablons, useSchablonList } from './medicines-api.ts';
import { SchablonChecklist } from './SchablonChecklist.tsx';

/** Spec 2-stock §9: the dialog closes and the list refreshes 2 s after a successful import. */
const CLOSE_AFTER_MS = 2_000;

type Failure = { message: string; detail?: string | null };

/** Mounted fresh on every open, so selection, search, result and error start empty. */
export function ImportSchablonsDialog({
  siteId,
  onClose,
}: {
  siteId: string | null;
  onClose: () => void;
}) {
  useReturnFocus();
  const t = useT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<SchablonImportResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const all = useSchablonList('');
  const list = useSchablonList(debouncedSearch);
  const importing = useImportSchablons();
  const shown = list.data?.schablons ?? [];

  const close = () => {
    if (result && result.imported_count > 0)
      void queryClient.invalidateQueries({ queryKey: medicinesKey });
    onClose();
  };

  const closeAfterImport = useEffectEvent(close);
  useEffect(() => {
    if (!result || result.imported_count === 0) return;
    const timer = setTimeout(closeAfterImport, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = () => {
    setFailure(null);
    setResult(null);
    if (!siteId) {
      setFailure({ message: t('schablons.error.noSite') });
      return;
    }
    if (selected.size === 0) {
      setFailure({ message: t('schablons.error.noneSelected') });
      return;
    }
    importing.mutate(
      { schablon_ids: [...selected], site_id: siteId },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setSelected(new Set());
        },
        onError: (error) =>
          setFailure({ message: t('schablons.error.import'), detail: serverDetail(error) }),
      },
    );
  };

  return (
    <Modal opened onClose={close} title={t('schablons.title')} size="lg" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('schablons.intro')}
        </Text>
        <TextInput
          label={t('schablons.search.label')}
          placeholder={t('schablons.search.placeholder')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              disabled={shown.length === 0 || shown.every((s) => selected.has(s.id))}
              onClick={() =>
                setSelected((current) => new Set([...current, ...shown.map((s) => s.id)]))
              }
            >
              {t('schablons.selectAll')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={selected.size === 0}
              onClick={() => setSelected(new Set())}
            >
              {t('schablons.deselectAll')}
            </Button>
          </Group>
          <Text size="sm" aria-live="polite">
            {t('schablons.selected', { selected: selected.size, total: all.data?.total ?? 0 })}
          </Text>
        </Group>
        {list.isError ? (
          <Alert color="red" role="alert">
            {t('schablons.error.load')}
          </Alert>
        ) : null}
        {list.isPending ? <Loader size="sm" aria-label={t('schablons.loading')} /> : null}
        {list.isSuccess && shown.length === 0 ? (
          <Text c="dimmed">{t('schablons.empty')}</Text>
        ) : null}
        {list.data && list.data.total > shown.length ? (
          <Text size="sm" c="dimmed">
            {t('schablons.partial', { shown: shown.length, total: list.data.total })}
          </Text>
        ) : null}
        {shown.length > 0 ? (
          <SchablonChecklist schablons={shown} selected={selected} onToggle={toggle} />
        ) : null}
        {failure ? (
          <Alert color="red" title={failure.message} role="alert">
            {failure.detail ?? null}
          </Alert>
        ) : null}
        {result ? <ImportResultPanel result={result} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
          <Button onClick={submit} loading={importing.isPending}>
            {t('schablons.import', { count: selected.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
