import { Anchor, Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '../i18n/t.ts';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

export function RouteError() {
  const t = useT();
  const detail = describe(useRouteError());
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('error.route.title')}</Title>
        <Text>{t('error.route.text')}</Text>
        <Text>{t('error.route.hint')}</Text>
        {detail && <Code block>{detail}</Code>}
        {/* Full reloads, so a broken chunk or state is fetched anew. */}
        <Group gap="lg">
          <Button onClick={() => window.location.reload()}>{t('error.route.reload')}</Button>
          <Anchor href="/">{t('error.route.home')}</Anchor>
          <Anchor href="/support">{t('login.support')}</Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
