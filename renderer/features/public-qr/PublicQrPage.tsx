import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PublicQrScreen } from './PublicQrScreen.tsx';
import { ScanFrame } from '../scan/ScanFrame.tsx';
import { useT } from '../../i18n/t.ts';

/** /qr/:siteId/:medicineId/:token, the address printed in every shelf code. */
export function PublicQrPage() {
  const t = useT();
  const { siteId = '', medicineId = '', token = '' } = useParams();
  return (
    <ScanFrame title={t('publicQr.title')} backTo={null}>
      <Stack gap="md" maw={560} mx="auto">
        <Title order={1} size="h2">
          {t('publicQr.title')}
        </Title>
        <PublicQrScreen
          key={`${siteId}/${medicineId}/${token}`}
          code={{ siteId, templateId: medicineId, token }}
        />
      </Stack>
    </ScanFrame>
  );
}
