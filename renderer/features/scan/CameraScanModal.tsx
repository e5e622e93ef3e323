import { Alert, Box, Button, Group, Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import {
  cameraProblemOf,
  cameraUnavailable,
  startCameraScan,
  type CameraProblem,
  type CameraScan,
  type Torch,
} from './camera.ts';

type Props = { onClose: () => void; onScan: (text: string) => void };

/** The live camera picture; the camera is switched off on close and as soon as a code is read. */
export function CameraScanModal({ onClose, onScan }: Props) {
  useReturnFocus();
  const t = useT();
  // A state, not a ref: the modal's portal mounts the video after the first render.
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(cameraUnavailable);
  const [starting, setStarting] = useState(problem === null);
  const [torch, setTorch] = useState<Torch | null>(null);
  const [lit, setLit] = useState(false);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (problem !== null || !element) return;
    let closed = false;
    let scan: CameraScan | null = null;
    startCameraScan(element, (text) => {
      if (!closed) onScanRef.current(text);
    }).then(
      (started) => {
        // Closed while the camera was still starting: switch it off at once.
        if (closed) started.stop();
        else {
          scan = started;
          setTorch(() => started.torch);
        }
        setStarting(false);
      },
      (error: unknown) => {
        if (closed) return;
        setProblem(cameraProblemOf(error));
        setStarting(false);
      },
    );
    return () => {
      closed = true;
      scan?.stop();
    };
  }, [element, problem]);

  return (
    <Modal opened onClose={onClose} title={t('scan.camera.title')} size="lg" centered>
      <Stack>
        {problem ? (
          <Alert color="red" role="alert" title={t('scan.camera.problem')}>
            {t(`scan.camera.${problem}`)}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('scan.camera.hint')}
            </Text>
            <Box pos="relative" bg="dark.9" style={{ borderRadius: 8, overflow: 'hidden' }}>
              <video
                ref={setElement}
                muted
                playsInline
                aria-label={t('scan.camera.video')}
                style={{ display: 'block', width: '100%', maxHeight: '60vh', objectFit: 'cover' }}
              />
              {starting ? (
                <Group pos="absolute" inset={0} justify="center" c="white">
                  <Loader color="white" size="sm" />
                  <Text c="white">{t('scan.camera.starting')}</Text>
                </Group>
              ) : null}
            </Box>
          </>
        )}
        <Group justify="flex-end">
          {torch ? (
            <Switch
              label={t('scan.camera.torch')}
              checked={lit}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setLit(on);
                void torch(on).catch(() => setLit(!on));
              }}
            />
          ) : null}
          <Button variant="default" onClick={onClose}>
            {t('scan.camera.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
