import { z } from 'zod';
import { booleanQueryOr, Id, optionalText } from './common.ts';

export const STORAGE_KINDS = ['fridge', 'freezer', 'room'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export const STORAGE_KIND_LABELS: Record<StorageKind, string> = {
  fridge: 'Kylskåp',
  freezer: 'Frys',
  room: 'Rum',
};

/** The usual range of each kind (LVFS 2009:9 and the products' storage texts): a form's start. */
export const STORAGE_KIND_RANGES: Record<StorageKind, { min_c: number; max_c: number }> = {
  fridge: { min_c: 2, max_c: 8 },
  freezer: { min_c: -25, max_c: -15 },
  room: { min_c: 15, max_c: 25 },
};

/** Fridges and freezers are read and signed every day; a room may be, and is not reminded of. */
export const DAILY_READING_KINDS: readonly StorageKind[] = ['fridge', 'freezer'];

export const READING_SOURCES = ['manual', 'logger'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

export const TEMPERATURE_LIMITS = { min: -50, max: 50 } as const;

/** A temperature in °C with at most one decimal; '9,5' (Swedish decimal comma) is read as 9.5. */
export const Celsius = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const text = v.trim().replace(',', '.').replace('−', '-');
      return text === '' ? undefined : Number(text);
    },
    z
      .number({ error: `${label} måste vara ett tal i °C` })
      .min(TEMPERATURE_LIMITS.min, {
        error: `${label} måste vara mellan −50 och +50 °C`,
      })
      .max(TEMPERATURE_LIMITS.max, {
        error: `${label} måste vara mellan −50 och +50 °C`,
      })
      .transform((v) => Math.round(v * 10) / 10),
  );

const placeName = z
  .string({ error: 'Namn krävs' })
  .trim()
  .min(1, { error: 'Namn krävs' })
  .max(100, { error: 'Namn får vara max 100 tecken' });

const rangeInOrder = (v: { min_c?: number; max_c?: number }) =>
  v.min_c === undefined || v.max_c === undefined || v.min_c < v.max_c;
const rangeMessage = {
  error: 'Lägsta temperatur måste vara lägre än högsta',
  path: ['max_c'],
};

export const StoragePlaceInput = z
  .object({
    /** Default: the X-Site-Id site. */
    site_id: z.uuid({ error: 'Ogiltigt enhets-id. Kontakta support.' }).optional(),
    name: placeName,
    kind: z.enum(STORAGE_KINDS, { error: 'Välj kylskåp, frys eller rum' }),
    min_c: Celsius('Lägsta temperatur'),
    max_c: Celsius('Högsta temperatur'),
  })
  .refine(rangeInOrder, rangeMessage);
export type StoragePlaceInput = z.infer<typeof StoragePlaceInput>;

export const StoragePlaceUpdateInput = z
  .object({
    name: placeName.optional(),
    min_c: Celsius('Lägsta temperatur').optional(),
    max_c: Celsius('Högsta temperatur').optional(),
    /** An unused place is taken out of use, never deleted: its readings are the unit's record. */
    is_active: z.boolean({ error: 'Aktiv måste vara sant eller falskt' }).optional(),
  })
  .refine(rangeInOrder, rangeMessage);
export type StoragePlaceUpdateInput = z.infer<typeof StoragePlaceUpdateInput>;

export const StoragePlaceQuery = z.object({
  site_id: z.uuid({ error: 'Ogiltigt enhets-id. Kontakta support.' }).optional(),
  /** Also places taken out of use. */
  all: booleanQueryOr(false),
});
export type StoragePlaceQuery = z.infer<typeof StoragePlaceQuery>;

export const LastReading = z.object({
  read_at: z.string(),
  current_c: z.number(),
  read_by: z.string(),
  source: z.enum(READING_SOURCES),
  outside_range: z.boolean(),
});

export const StoragePlace = z.object({
  id: Id,
  site_id: Id,
  name: z.string(),
  kind: z.enum(STORAGE_KINDS),
  min_c: z.number(),
  max_c: z.number(),
  is_active: z.boolean(),
  /** Whether the place is read and signed every day (fridges and freezers). */
  daily_reading: z.boolean(),
  /** Signed by hand today (Stockholm's day). */
  read_today: z.boolean(),
  last_reading: LastReading.nullable(),
  /** The open temperature deviation of the place: its batches are to be assessed until closed. */
  open_deviation_id: Id.nullable(),
  /** Batches in stock kept in the place. */
  batch_count: z.number(),
  created_at: z.string(),
});
export type StoragePlace = z.infer<typeof StoragePlace>;

/**
 * A reading signed now: the thermometer's current value and, when it shows them, the lowest and
 * highest since it was last reset. `read_at` may say when it was read, if earlier today.
 */
export const ReadingInput = z
  .object({
    current_c: Celsius('Aktuell temperatur'),
    min_c: Celsius('Lägsta temperatur')
      .nullish()
      .transform((v) => v ?? null),
    max_c: Celsius('Högsta temperatur')
      .nullish()
      .transform((v) => v ?? null),
    note: optionalText(500, 'Anteckning'),
    read_at: z.iso
      .datetime({ offset: true, error: 'Avläsningstiden måste vara en tidpunkt (ISO 8601)' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.min_c === null || v.min_c <= v.current_c, {
    error: 'Lägsta temperatur kan inte vara högre än den aktuella',
    path: ['min_c'],
  })
  .refine((v) => v.max_c === null || v.max_c >= v.current_c, {
    error: 'Högsta temperatur kan inte vara lägre än den aktuella',
    path: ['max_c'],
  });
export type ReadingInput = z.infer<typeof ReadingInput>;

export const TemperatureReading = z.object({
  id: Id,
  place_id: Id,
  read_at: z.string(),
  source: z.enum(READING_SOURCES),
  current_c: z.number(),
  min_c: z.number().nullable(),
  max_c: z.number().nullable(),
  outside_range: z.boolean(),
  read_by: z.string(),
  note: z.string().nullable(),
  /** The temperature deviation the reading opened or was noted on. */
  deviation_id: Id.nullable(),
});
export type TemperatureReading = z.infer<typeof TemperatureReading>;

/** A signed reading and what it did: opened a deviation, or was noted on the open one. */
export const ReadingResult = z.object({
  reading: TemperatureReading,
  deviation: z.object({ id: Id, opened: z.boolean() }).nullable(),
});
export type ReadingResult = z.infer<typeof ReadingResult>;

export const MonthQuery = z.object({
  month: z
    .string({ error: 'Ange månaden som ÅÅÅÅ-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Ange månaden som ÅÅÅÅ-MM' })
    .optional(),
});
export type MonthQuery = z.infer<typeof MonthQuery>;

export const PlaceDeviation = z.object({
  id: Id,
  title: z.string(),
  opened_at: z.string(),
  status: z.enum(['open', 'closed']),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  conclusion: z.string().nullable(),
});
export type PlaceDeviation = z.infer<typeof PlaceDeviation>;

/** A place's month: every reading as read (never averaged) and the deviations of the month. */
export const PlaceMonth = z.object({
  place: StoragePlace,
  month: z.string(),
  /** The month's days in Stockholm, first to last, and whether each was signed by hand. */
  days: z.array(z.object({ day: z.string(), signed: z.boolean() })),
  readings: z.array(TemperatureReading),
  deviations: z.array(PlaceDeviation),
  /** The unit's minutes outside the range before a logger's run is a deviation. */
  breach_minutes: z.number(),
});
export type PlaceMonth = z.infer<typeof PlaceMonth>;

export const MAX_LOGGER_LINES = 20_000;

export const LoggerUploadInput = z.object({
  file_name: z
    .string({ error: 'Filnamn krävs' })
    .trim()
    .min(1, { error: 'Filnamn krävs' })
    .max(200, { error: 'Filnamnet får vara max 200 tecken' }),
  /** The logger's file as text: `tidpunkt;temperatur` per line. */
  csv: z
    .string({ error: 'Filens innehåll saknas' })
    .min(1, { error: 'Filen är tom' })
    .max(900_000, { error: 'Loggerfilen får vara högst 900 kB. Dela upp den per månad.' }),
});
export type LoggerUploadInput = z.infer<typeof LoggerUploadInput>;

export const LoggerUploadResult = z.object({
  /** Readings stored now. */
  stored: z.number(),
  /** Readings already stored from an earlier upload of the same times. */
  already_stored: z.number(),
  /** Lines that could not be read, by line number, with why; the other lines were taken. */
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
  /** Runs outside the range longer than the unit's breach minutes. */
  breaches: z.array(
    z.object({ from: z.string(), to: z.string(), minutes: z.number(), extreme_c: z.number() }),
  ),
  /** The deviation the breaches opened or were noted on. */
  deviation_id: Id.nullable(),
});
export type LoggerUploadResult = z.infer<typeof LoggerUploadResult>;
