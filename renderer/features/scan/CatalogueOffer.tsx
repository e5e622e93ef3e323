import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueProduct } from '../../../shared/schemas/catalogue.ts';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { medicineFromCatalogue } from './scan-api.ts';

type Props = { product: CatalogueProduct; siteId: string; onMade: () => void };

const describe = (p: CatalogueProduct) =>
  [p.name, p.strength, p.unit, p.pack_size].filter((part) => part).join(', ');

/**
 * A pack the unit has no medicine for, found in the customer's catalogue: a manager signed in at
 * a desk makes the medicine from it in one tap; others, and anyone at the kiosk, see what it is
 * and whom to ask.
 */
export function CatalogueOffer({ product, siteId, onMade }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const role = useSessionStore((s) => s.user?.role);
  // Medicines are added at a desk; a kiosk's badge session may not (KIOSK_SESSION_ROUTES).
  const kioskSession = useSessionStore((s) => s.kioskSession);
  const make = useMutation({
    mutationFn: medicineFromCatalogue,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      onMade();
    },
  });
  const manager = (role === 'admin' || role === 'site_admin') && !kioskSession;
  return (
    <Paper withBorder p="sm" bg="blue.0">
      <Stack gap="xs">
        <Text fw={600}>{t('scan.catalogue.found')}</Text>
        <Text>{describe(product)}</Text>
        {product.narcotic_schedule ? (
          <Text size="sm">
            {t('scan.catalogue.schedule', { schedule: product.narcotic_schedule })}
          </Text>
        ) : null}
        {manager ? (
          <Button
            size="lg"
            loading={make.isPending}
            onClick={() => make.mutate({ gtin: product.gtin, siteId })}
          >
            {t('scan.catalogue.make')}
          </Button>
        ) : (
          <Text size="sm">{t('scan.catalogue.askManager')}</Text>
        )}
        {make.isError ? (
          <Alert color="red" role="alert" title={t('scan.catalogue.failed')}>
            {errorMessage(make.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
