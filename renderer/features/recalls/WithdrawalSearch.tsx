import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';

/** The search box; the list follows it only when 'Sök' is pressed (or Enter). */
export function WithdrawalSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      style={{ flex: '1 1 320px', maxWidth: 640 }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('recalls.search.label')}
          placeholder={t('recalls.search.placeholder')}
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t('recalls.search.submit')}</Button>
      </Group>
    </form>
  );
}
