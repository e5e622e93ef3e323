import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CatalogueProduct } from '../../../shared/schemas/catalogue.ts';
import type { Gs1Fields } from '../../../shared/schemas/qr.ts';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { useSiteStore } from '../../stores/site.ts';
import { useMedicineOptions } from '../medicines/medicines-api.ts';
import { CatalogueOffer } from './CatalogueOffer.tsx';
import { linkGtin } from './scan-api.ts';

type Props = {
  pack: Gs1Fields;
  /** The customer's catalogue entry for the pack, when it has one. */
  product: CatalogueProduct | null;
  onLinked: () => void;
  onCancel: () => void;
};

/** A pack whose GTIN the unit has not seen: the person says which medicine it is, once. */
export function GtinLinkDialog({ pack, product, onLinked, onCancel }: Props) {
  useReturnFocus();
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const medicines = useMedicineOptions();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const link = useMutation({ mutationFn: linkGtin, onSuccess: onLinked });

  const save = () => {
    if (!siteId || !templateId) return;
    link.mutate({ site_id: siteId, gtin: pack.gtin, medicine_template_id: templateId });
  };

  return (
    <Modal opened onClose={onCancel} title={t('scan.link.title')} centered>
      <Stack>
        <Text>{t('scan.link.text', { gtin: pack.gtin })}</Text>
        {!siteId ? <Alert color="yellow">{t('scan.noSite')}</Alert> : null}
        {product && siteId ? (
          <CatalogueOffer product={product} siteId={siteId} onMade={onLinked} />
        ) : null}
        {medicines.isError ? (
          <Alert color="red" role="alert">
            {t('scan.link.loadFailed')}
          </Alert>
        ) : null}
        <Select
          label={t('scan.link.medicine')}
          placeholder={t('scan.link.placeholder')}
          nothingFoundMessage={t('scan.link.none')}
          data={medicines.data ?? []}
          value={templateId}
          onChange={setTemplateId}
          searchable
          required
          comboboxProps={{ withinPortal: false }}
        />
        {link.isError ? (
          <Alert color="red" role="alert" title={t('scan.link.failed')}>
            {errorMessage(link.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('scan.cancel')}
          </Button>
          <Button onClick={save} disabled={!templateId || !siteId} loading={link.isPending}>
            {t('scan.link.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
