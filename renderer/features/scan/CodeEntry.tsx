import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { GS } from '../../../shared/gs1.ts';
import { useT } from '../../i18n/t.ts';
import { isGroupSeparatorKey } from './scanner-burst.ts';

type Props = { onVerify: (text: string) => void; onCamera: () => void };

/**
 * The ready state: the hand-held scanner works without a focused field; the box takes pasted or
 * typed codes (and a scanner aimed at it while it has focus: Enter verifies, Ctrl+] types GS).
 */
export function CodeEntry({ onVerify, onCamera }: Props) {
  const t = useT();
  const [text, setText] = useState('');

  const submit = () => {
    if (text.trim()) onVerify(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else if (isGroupSeparatorKey(event)) {
      event.preventDefault();
      const area = event.currentTarget;
      const start = area.selectionStart;
      setText(`${area.value.slice(0, start)}${GS}${area.value.slice(area.selectionEnd)}`);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Group gap="sm" wrap="nowrap" role="status">
          <Text size="xl" aria-hidden="true">
            ▣
          </Text>
          <Text fw={500}>{t('scan.ready.scanner')}</Text>
        </Group>
        <Textarea
          label={t('scan.paste.label')}
          description={t('scan.paste.description')}
          placeholder={t('scan.paste.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={2}
          maxRows={6}
          spellCheck={false}
          autoComplete="off"
        />
        <Group>
          <Button size="lg" onClick={submit} disabled={!text.trim()}>
            {t('scan.verify')}
          </Button>
          <Button size="lg" variant="light" onClick={onCamera}>
            {t('scan.camera.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
