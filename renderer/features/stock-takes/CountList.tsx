import { Badge, Group, NumberInput, Paper, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { StockTakeLine } from '../../../shared/schemas/stock-take.ts';
import { useT } from '../../i18n/t.ts';
import { unitKey } from '../kassation/display.ts';
import { isWholeCode } from '../scan/scan-code.ts';
import { createScannerBurst, SCANNER_BURST, strokeOf } from '../scan/scanner-burst.ts';

const ROW_HEIGHT = 84;

type Props = {
  lines: readonly StockTakeLine[];
  showExpected: boolean;
  /** The line to bring into view and put the cursor in (after a scan or Enter). */
  focusId: string | null;
  onFocused: () => void;
  onCount: (line: StockTakeLine, counted: number) => void;
  /** A scanner burst typed into a count field: a scan, never a count. */
  onScan: (text: string) => void;
  /** A code typed into a count field slower than the scanner limit: neither a scan nor a count. */
  onSlowScan: (gapMs: number) => void;
  savingId: string | null;
};

/**
 * The stock-take's lines as a virtualised list: only the rows in view are drawn, so 2,000 lines
 * scroll and count as fast as 20. Type the count and press Enter to save and go to the next.
 */
export function CountList({
  lines,
  showExpected,
  focusId,
  onFocused,
  onCount,
  onScan,
  onSlowScan,
  savingId,
}: Props) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [drafts, setDrafts] = useState<Record<string, number | ''>>({});
  const burst = useRef(createScannerBurst({ ...SCANNER_BURST, recognise: isWholeCode }));
  // eslint-disable-next-line react-hooks/incompatible-library -- the list is drawn afresh on scroll, never memoised
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });

  useEffect(() => {
    if (!focusId) return;
    const index = lines.findIndex((l) => l.id === focusId);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    // The row is drawn on the next frame once scrolled into view.
    const frame = requestAnimationFrame(() => {
      const input = inputs.current.get(focusId);
      if (input) {
        input.focus();
        input.select();
        onFocused();
      }
    });
    return () => cancelAnimationFrame(frame);
  });

  return (
    <div
      ref={scroller}
      style={{ height: 'min(60vh, 560px)', overflowY: 'auto' }}
      role="list"
      aria-label={t('stockTakes.lines')}
      data-testid="stock-take-lines"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const line = lines[row.index];
          if (!line) return null;
          const draft = drafts[line.id];
          const value = draft ?? line.counted ?? '';
          const save = () => {
            if (typeof value === 'number') onCount(line, value);
          };
          return (
            <div
              key={line.id}
              role="listitem"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${row.start}px)`,
                padding: '4px 2px',
              }}
            >
              <Paper withBorder radius="md" p="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" h="100%">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {line.medicine_name}
                      {line.is_narcotic ? (
                        <Badge ml="xs" size="xs" color="grape">
                          {t('stockTakes.narcotic')}
                        </Badge>
                      ) : null}
                      {line.found ? (
                        <Badge ml="xs" size="xs" color="teal">
                          {t('stockTakes.found')}
                        </Badge>
                      ) : null}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {t('stockTakes.lineDetail', {
                        batch: line.batch_number,
                        expiry: line.expiry_date,
                        location: line.location ?? t('stockTakes.noLocation'),
                      })}
                    </Text>
                    {showExpected && line.counted !== null ? (
                      <Text size="sm" c={line.difference ? 'red' : 'dimmed'}>
                        {t('stockTakes.expectedLine', {
                          expected: line.expected ?? 0,
                          counted: line.counted,
                        })}
                      </Text>
                    ) : null}
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    {line.counted !== null && draft === undefined ? (
                      <Badge color="green" variant="light">
                        {t('stockTakes.counted')}
                      </Badge>
                    ) : null}
                    <NumberInput
                      w={130}
                      size="md"
                      min={0}
                      max={100_000}
                      allowDecimal={false}
                      allowNegative={false}
                      aria-label={t('stockTakes.countFor', {
                        name: line.medicine_name,
                        batch: line.batch_number,
                        unit: t(unitKey(line.unit_type)),
                      })}
                      placeholder={t(unitKey(line.unit_type))}
                      value={value}
                      disabled={savingId === line.id}
                      onChange={(next) =>
                        setDrafts({ ...drafts, [line.id]: typeof next === 'number' ? next : '' })
                      }
                      onKeyDown={(e) => {
                        const step = burst.current.push(strokeOf(e));
                        if (e.key !== 'Enter') return;
                        e.preventDefault();
                        burst.current.reset();
                        const { [line.id]: _typed, ...rest } = drafts;
                        setDrafts(rest);
                        // A pack scanned while the cursor was here: the digits were no count.
                        if (step.kind === 'scan' || step.kind === 'incomplete') onScan(step.text);
                        else if (step.kind === 'slow') onSlowScan(step.gapMs);
                        else save();
                      }}
                      ref={(node) => {
                        if (node) inputs.current.set(line.id, node);
                        else inputs.current.delete(line.id);
                      }}
                    />
                  </Group>
                </Group>
              </Paper>
            </div>
          );
        })}
      </div>
    </div>
  );
}
