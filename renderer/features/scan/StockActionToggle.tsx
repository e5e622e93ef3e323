import { Button, SimpleGrid } from '@mantine/core';

type StockAction = 'withdraw' | 'add';

type Props = {
  action: StockAction | null;
  onChoose: (action: StockAction) => void;
  labels: Record<StockAction, string>;
};

/** Two large buttons, take out or put back, the chosen one filled; one above the other on a phone. */
export function StockActionToggle({ action, onChoose, labels }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
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
    </SimpleGrid>
  );
}
