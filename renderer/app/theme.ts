import {
  Badge,
  createTheme,
  DEFAULT_THEME,
  type AlertProps,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { translate } from '../i18n/t.ts';
import { useLocalSettings } from '../stores/local-settings.ts';
import './contrast.css';

/** The name of every dialog's, alert's and toast's close button (WCAG 4.1.2 Name, role, value). */
const closeLabel = (key: 'common.closeDialog' | 'common.closeMessage') =>
  translate(useLocalSettings.getState().settings.display.language, key);

/**
 * Mantine's palettes with shades 6–9 dark enough for text (WCAG 2.1 AA, 4.5:1): white text on
 * shades 6–9 (filled buttons and badges, hover one shade darker), shades 6–9 as text on white,
 * gray.0, gray.1 and the colour's own shades 0–1, and shade 9 on shades 1–2 (light alerts, badges
 * and buttons). Shades 0–5 are Mantine's own. Shade 6 is the first of Mantine's shades 6–9 that
 * passes, or shade 9 darkened; the darker ones follow at the same hue. renderer/app/theme.test.ts
 * checks every ratio.
 */
const palette = (
  name: 'teal' | 'red' | 'green' | 'yellow' | 'orange' | 'blue' | 'grape' | 'gray',
  shades: [string, string, string, string],
): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 6), ...shades] as unknown as MantineColorsTuple;

export const ACCESSIBLE_COLORS = {
  teal: palette('teal', ['#087a58', '#07694c', '#06593f', '#054833']),
  red: palette('red', ['#c52929', '#b62626', '#a72323', '#982020']),
  green: palette('green', ['#267a37', '#226d31', '#1e5f2b', '#195225']),
  yellow: palette('yellow', ['#a95700', '#974e00', '#854500', '#733c00']),
  orange: palette('orange', ['#ba3e0d', '#a9380c', '#99330b', '#882d09']),
  blue: palette('blue', ['#1864ab', '#165b9b', '#14528c', '#11497c']),
  grape: palette('grape', ['#862e9c', '#7a2a8e', '#6e2680', '#622273']),
  // Dimmed text is gray.6 on light pages: darker than Mantine's #868e96 (3.3:1).
  gray: palette('gray', ['#666e76', '#495057', '#343a40', '#212529']),
  // Dimmed text is dark.2 on dark pages: lighter than Mantine's #828282 (4.0:1 on dark.7).
  dark: [
    ...DEFAULT_THEME.colors.dark.slice(0, 2),
    '#a0a0a0',
    ...DEFAULT_THEME.colors.dark.slice(3),
  ] as unknown as MantineColorsTuple,
} satisfies Record<string, MantineColorsTuple>;

const closeNamed = <P>(defaultProps: () => Partial<P>): MantineThemeComponent => ({ defaultProps });

export const theme = createTheme({
  // Someone who asked their system for less motion gets no sliding or fading in the interface.
  respectReducedMotion: true,
  primaryColor: 'teal',
  colors: ACCESSIBLE_COLORS,
  defaultRadius: 'md',
  // Functions, read each time a component is drawn (Mantine's use-props calls them), so the
  // label is in the chosen language; extend() is typed for plain objects only.
  components: {
    Modal: closeNamed<ModalProps>(() => ({
      closeButtonProps: { 'aria-label': closeLabel('common.closeDialog') },
    })),
    // Guidance is a note, not an alert a screen reader interrupts with; an error or a refusal
    // that needs attention now says role="alert" where it is drawn.
    Alert: closeNamed<AlertProps>(() => ({
      role: 'note',
      closeButtonLabel: closeLabel('common.closeMessage'),
    })),
    Notification: closeNamed<NotificationProps>(() => ({
      closeButtonProps: { 'aria-label': closeLabel('common.closeMessage') },
    })),
    // A badge never cuts its words ('EJ B…'): in a narrow cell it wraps onto a second line, and
    // it is never squeezed narrower than its longest word.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
      },
    }),
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
