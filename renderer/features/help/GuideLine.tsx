import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Line } from './guide-model.ts';

/** One line of guide text; screen texts in bold, links inside the page as plain anchors. */
export function GuideLine({ line }: { line: Line }) {
  return line.map((part, index) => {
    const key = String(index);
    if (typeof part === 'string') return part;
    if (part.kind === 'ui') {
      return (
        <Text span inherit fw={700} key={key}>
          {part.text}
        </Text>
      );
    }
    return part.to.startsWith('#') ? (
      <Anchor href={part.to} key={key}>
        {part.text}
      </Anchor>
    ) : (
      <Anchor component={Link} to={part.to} key={key}>
        {part.text}
      </Anchor>
    );
  });
}
