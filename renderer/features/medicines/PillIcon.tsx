import type { IconProps } from '../../components/icons.tsx';

/** Menu icon for the medicine templates, drawn like the app's other outline icons. */
export function PillIcon({ size = 20 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10.5 20.5l10-10a4.95 4.95 0 0 0-7-7l-10 10a4.95 4.95 0 0 0 7 7z" />
      <path d="M8.5 8.5l7 7" />
    </svg>
  );
}
