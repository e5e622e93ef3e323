import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../api-client/client.ts';
import { CountForm } from './CountForm.tsx';
import { useCountSheet } from './narcotics-api.ts';
import { productName } from './narcotic-format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useT } from '../../i18n/t.ts';

/** Kontrollräkning of one narcotic. */
export function NarcoticCountPage() {
  const t = useT();
  const { templateId = '' } = useParams();
  const sheet = useCountSheet(templateId);
  return (
    <Stack maw={900}>
      <PageHeader
        title={
          sheet.data
            ? t('narcotics.count.title', { name: productName(sheet.data) })
            : t('narcotics.count.heading')
        }
        subtitle={t('narcotics.count.intro')}
        actions={
          <Group>
            <Button component={Link} to={`/narkotika/${templateId}`} variant="default">
              {t('narcotics.action.journal')}
            </Button>
            <Button component={Link} to="/narkotika" variant="default">
              {t('narcotics.action.back')}
            </Button>
          </Group>
        }
      />
      {sheet.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {sheet.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(sheet.error)}
        </Alert>
      ) : null}
      {sheet.data && sheet.data.batches.length === 0 ? (
        <Alert color="blue">{t('narcotics.count.nothing')}</Alert>
      ) : null}
      {sheet.data && sheet.data.batches.length > 0 ? <CountForm sheet={sheet.data} /> : null}
    </Stack>
  );
}
