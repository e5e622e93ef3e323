import { Button, getDefaultZIndex, Menu } from '@mantine/core';
import { useT } from '../i18n/t.ts';
import { ChevronDownIcon } from './icons.tsx';

export type RowAction = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
};

type RowActionsMenuProps = {
  /** The button's name, naming the row: 'Fler åtgärder Alvedon 500 mg batch A1'. */
  label: string;
  actions: RowAction[];
};

/**
 * 'Fler åtgärder': a row's less used actions in a menu, so a long table keeps its width at a
 * laptop's 1366 px. Mantine's Menu opens with Enter or Space and is walked with the arrow keys.
 */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const t = useT();
  if (actions.length === 0) return null;
  return (
    // Above the toasts (bottom right): a row low on the screen opens its menu where they stand.
    <Menu position="bottom-end" shadow="md" withinPortal zIndex={getDefaultZIndex('overlay') + 1}>
      <Menu.Target>
        <Button
          size="xs"
          variant="subtle"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={label}
        >
          {t('common.moreActions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            color={action.color}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
