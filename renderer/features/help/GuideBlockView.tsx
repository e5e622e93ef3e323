import { Alert, Badge, Box, Flex, Group, List, Stack, Table, Text } from '@mantine/core';
import { AlertIcon } from '../../ui/icons.tsx';
import type { BadgeSample, GuideBlock } from './guide-model.ts';
import { GuideLine } from './GuideLine.tsx';

function BadgeRow({ sample }: { sample: BadgeSample }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: 4, sm: 'sm' }} align="flex-start">
      <Group gap={4} wrap="nowrap" w={{ sm: 240 }} justify="flex-end" style={{ flexShrink: 0 }}>
        {sample.alertIcon && (
          <Box c="red" lh={0}>
            <AlertIcon size={18} />
          </Box>
        )}
        <Badge color={sample.color} variant="filled" autoContrast tt="none" size="lg">
          {sample.example}
        </Badge>
      </Group>
      <Text size="sm" pt={{ sm: 4 }}>
        <GuideLine line={sample.meaning} />
      </Text>
    </Flex>
  );
}

export function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'text':
      return (
        <Text>
          <GuideLine line={block.line} />
        </Text>
      );
    case 'tip':
      return (
        <Alert color="teal" variant="light" role="note">
          <GuideLine line={block.line} />
        </Alert>
      );
    case 'steps':
    case 'list':
      return (
        <List type={block.kind === 'steps' ? 'ordered' : 'unordered'} spacing="xs" pr="md">
          {block.items.map((item, index) => (
            <List.Item key={String(index)}>
              <GuideLine line={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        <Table withTableBorder maw={560}>
          <Table.Thead>
            <Table.Tr>
              {block.head.map((cell) => (
                <Table.Th key={cell}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {block.rows.map((row, rowIndex) => (
              <Table.Tr key={String(rowIndex)}>
                {row.map((cell, cellIndex) => (
                  <Table.Td key={String(cellIndex)}>
                    <GuideLine line={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    case 'badges':
      return (
        <Stack gap="md">
          {block.samples.map((sample) => (
            <BadgeRow key={sample.example} sample={sample} />
          ))}
        </Stack>
      );
  }
}
