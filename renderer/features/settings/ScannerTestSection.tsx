import { Alert, Button, List, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { strokeOf, type KeyStroke } from '../scan/scanner-burst.ts';
import { checkScanner, type ScannerCheck } from '../scan/scanner-check.ts';
import { useT } from '../../i18n/t.ts';
import { SettingsCard } from './SettingsCard.tsx';

/** A scan without Enter is taken as done after this much quiet. */
const QUIET_MS = 1_000;

const ADVICE = {
  ok: 'scannerTest.advice.ok',
  slow: 'scannerTest.advice.slow',
  lenient: 'scannerTest.advice.lenient',
  noEnter: 'scannerTest.advice.noEnter',
  noGroupSeparator: 'scannerTest.advice.noGroupSeparator',
  notCode: 'scannerTest.advice.notCode',
} as const;

/** 'Testa skannern': scan anything, see how the keys arrived and which setting to change. */
export function ScannerTestSection() {
  const t = useT();
  const [listening, setListening] = useState(false);
  const [result, setResult] = useState<ScannerCheck | null>(null);

  useEffect(() => {
    if (!listening) return;
    const strokes: KeyStroke[] = [];
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (enter: boolean) => {
      clearTimeout(quiet);
      setResult(checkScanner(strokes, enter));
      setListening(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      event.preventDefault();
      if (event.key === 'Enter') return finish(true);
      strokes.push(strokeOf(event));
      clearTimeout(quiet);
      quiet = setTimeout(() => finish(false), QUIET_MS);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(quiet);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [listening]);

  const rows: [string, string][] = result
    ? [
        [t('scannerTest.keys'), String(result.keys)],
        [
          t('scannerTest.gaps'),
          t('scannerTest.gapValue', { median: result.medianGapMs, widest: result.widestGapMs }),
        ],
        [t('scannerTest.enter'), result.enter ? t('scannerTest.yes') : t('scannerTest.no')],
        [
          t('scannerTest.separator'),
          result.groupSeparator ? t('scannerTest.yes') : t('scannerTest.no'),
        ],
        [
          t('scannerTest.code'),
          result.code === 'medvakt'
            ? t('scannerTest.code.medvakt')
            : result.code === 'gs1'
              ? t('scannerTest.code.gs1')
              : t('scannerTest.code.none'),
        ],
      ]
    : [];

  return (
    <SettingsCard title={t('scannerTest.title')} description={t('scannerTest.intro')}>
      <Stack gap="md" maw={640}>
        <Button
          w="fit-content"
          variant={listening ? 'light' : 'filled'}
          onClick={() => {
            setResult(null);
            setListening(true);
          }}
          disabled={listening}
        >
          {t('scannerTest.start')}
        </Button>
        {listening ? (
          <Alert color="blue" role="status">
            {t('scannerTest.listening')}
          </Alert>
        ) : null}
        {result ? (
          <Stack gap="sm" role="region" aria-label={t('scannerTest.result')}>
            <Table aria-label={t('scannerTest.result')}>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <List>
              {result.advice.map((advice) => (
                <List.Item key={advice}>
                  <Text>{t(ADVICE[advice], { widest: result.widestGapMs })}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </SettingsCard>
  );
}
