import type { ComponentType } from 'react';

export type IconProps = { size?: number };
export type Icon = ComponentType<IconProps>;

// Outline icons drawn on a 24×24 grid; the app carries no icon library.
function outline(paths: string[]): Icon {
  function OutlineIcon({ size = 20 }: IconProps) {
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
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  return OutlineIcon;
}

export const HomeIcon = outline(['M3 11l9-7 9 7', 'M5 10v10h14V10', 'M10 20v-6h4v6']);
export const UsersIcon = outline([
  'M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 20v-1a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
]);
export const BriefcaseIcon = outline([
  'M3 8h18v12H3z',
  'M8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3',
  'M3 13h18',
]);
export const BuildingIcon = outline([
  'M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17',
  'M15 9h4a1 1 0 0 1 1 1v11',
  'M2 21h20',
  'M8 7h3M8 11h3M8 15h3',
]);
export const SettingsIcon = outline([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
]);
export const LockIcon = outline(['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4']);
export const LogoutIcon = outline([
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'M16 17l5-5-5-5',
  'M21 12H9',
]);
export const ChevronLeftIcon = outline(['M15 18l-6-6 6-6']);
export const ChevronRightIcon = outline(['M9 18l6-6-6-6']);
export const ChevronDownIcon = outline(['M6 9l6 6 6-6']);
export const CheckIcon = outline(['M20 6L9 17l-5-5']);
export const ShieldIcon = outline(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4']);
export const AlertIcon = outline([
  'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
]);
export const EyeIcon = outline([
  'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const EyeOffIcon = outline([
  'M17.9 17.9A10.1 10.1 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9',
  'M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2',
  'M14.1 14.1a3 3 0 1 1-4.2-4.2',
  'M1 1l22 22',
]);
export const PillIcon = outline([
  'M10.5 20.5l10-10a4.95 4.95 0 0 0-7-7l-10 10a4.95 4.95 0 0 0 7 7z',
  'M8.5 8.5l7 7',
]);
export const BoxIcon = outline(['M21 8l-9-5-9 5v8l9 5 9-5z', 'M3 8l9 5 9-5', 'M12 13v8']);
export const ClipboardIcon = outline(['M9 4h6v3H9z', 'M9 5H6v16h12V5h-3', 'M9 12l2 2 4-4']);
export const CartIcon = outline([
  'M3 4h2l2.5 11h11L21 7H6.5',
  'M9 20a1 1 0 1 0 0-.01',
  'M18 20a1 1 0 1 0 0-.01',
]);
export const TrashIcon = outline([
  'M4 7h16',
  'M10 11v6',
  'M14 11v6',
  'M5 7l1 13h12l1-13',
  'M9 7V4h6v3',
]);
export const KeyIcon = outline([
  'M14 10a4 4 0 1 0-3.5 4H13v2h2v2h3v-3l-4.2-4.2A4 4 0 0 0 14 10z',
  'M8 10h.01',
]);
export const ScanIcon = outline([
  'M4 8V5a1 1 0 0 1 1-1h3',
  'M16 4h3a1 1 0 0 1 1 1v3',
  'M20 16v3a1 1 0 0 1-1 1h-3',
  'M8 20H5a1 1 0 0 1-1-1v-3',
  'M7 12h10',
]);
export const QrCodeIcon = outline([
  'M4 4h6v6H4z',
  'M14 4h6v6h-6z',
  'M4 14h6v6H4z',
  'M14 14h2v2h-2z',
  'M18 14h2',
  'M14 20h2',
  'M18 18h2v2h-2z',
]);
export const ClockIcon = outline(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 3']);
export const ThermometerIcon = outline(['M10 13.5V5a2 2 0 1 1 4 0v8.5a4 4 0 1 1-4 0z', 'M12 9v7']);
