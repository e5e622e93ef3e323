import { Button, Group } from '@mantine/core';

type StockAction = 'withdraw' | 'add';

type Props = {
  action: StockAction | null;
  onChoose: (action: StockAction) => void;
  labels: Record<StockAction, string>;
};

/** Two large buttons, take out or put back, the chosen one filled. */
export function StockActionToggle({ action, onChoose, labels }: Props) {
  return (
    <Group grow>
      {(['withdraw', 'add'] as const).map((choice) => (
        <Button
          key={choice}
          size="lg"
          px="sm"
          variant={action === choice ? 'filled' : 'light'}
          aria-pressed={action === choice}
          onClick={() => onChoose(choice)}
        >
          {labels[choice]}
        </Button>
      ))}
    </Group>
  );
}
