import {
  DIRECTIONS_FACT_LABELS,
  DIRECTIONS_FACT_MAX_LENGTH,
  EARLY_ORDER_MIN_CENTS_MAX,
  EMAIL_PATTERN,
  LAST_ORDER_MINUTES_MAX,
  LEGAL_FACT_LABELS,
  LEGAL_FACT_MAX_LENGTH,
  ORDER_FLOW_SETTINGS_DEFAULTS,
  ORDER_TIMES_DEFAULTS,
  ORDER_TIMES_MESSAGES,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  WAITING_MINUTES_MAX,
  WAITING_MINUTES_MIN,
} from '@pizzeria/domain';
import { z } from 'zod';
import { accountantSettingsSchema, serviceDaySettingsSchema } from './day-close.contract';
import { closuresSectionSchema, hoursSectionSchema } from './opening-hours.contract';
import { wholeBetween } from './fields';

/*
 * PATCH /api/admin/settings: one or more sections of the owner's settings, each sent whole. A
 * refusal names the field (`shop.phone`, `waitingTimes.abholung`), or the section when its shape
 * is wrong.
 */

export const SECTION_SHAPE = 'Bitte alle Felder des Bereichs angeben.';

/** A section sent whole: an object with every field its defaults have (extra fields are dropped). */
const whole = <S extends z.ZodObject>(fields: readonly string[], section: S) =>
  z
    .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value) && fields.every((f) => f in value), {
      error: SECTION_SHAPE,
    })
    .pipe(section);

const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
const pattern = (re: RegExp, message: string) => z.string({ error: message }).trim().regex(re, { error: message });
const VAT_ID = /^$|^[A-Z]{2}[0-9A-Z]{2,12}$/;

/** The shop's name, address and legal identity (imprint, receipts, mails). */
export const shopSectionSchema = z.object(
  {
    name: text(1, 60, 'Bitte den Namen des Geschäfts angeben (1–60 Zeichen).'),
    street: text(1, 100, 'Bitte Straße und Hausnummer angeben (1–100 Zeichen).'),
    postalCode: pattern(POSTAL_CODE_PATTERN, 'Die Postleitzahl muss aus fünf Ziffern bestehen.'),
    city: text(1, 60, 'Bitte den Ort angeben (1–60 Zeichen).'),
    phone: pattern(PHONE_PATTERN, 'Bitte eine gültige Telefonnummer angeben.'),
    email: z
      .string({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' })
      .max(254, { error: 'Bitte eine gültige E-Mail-Adresse angeben.' })
      .trim()
      .regex(EMAIL_PATTERN, { error: 'Bitte eine gültige E-Mail-Adresse angeben.' }),
    owner: text(1, 100, 'Bitte den Inhaber angeben (1–100 Zeichen).'),
    registerEntry: text(0, 100, 'Der Registereintrag darf höchstens 100 Zeichen lang sein.'),
    vatId: pattern(VAT_ID, 'Die USt-IdNr. muss wie DE123456789 aussehen (oder leer bleiben).'),
  },
  { error: 'Bitte die Angaben zum Geschäft vollständig senden.' },
);

/** Free texts of the shop's pages; each may stay empty, its refusal names it by the screen's label. */
const facts = <K extends string>(labels: Record<K, string>, max: number) =>
  z.object(
    Object.fromEntries(
      Object.entries<string>(labels).map(([key, label]) => [
        key,
        z
          .string({ error: `„${label}“: Bitte einen Text angeben oder das Feld leer lassen.` })
          .trim()
          .max(max, { error: `„${label}“ darf höchstens ${max} Zeichen lang sein.` }),
      ]),
    ) as Record<K, z.ZodString>,
    { error: SECTION_SHAPE },
  );

const times = ORDER_TIMES_MESSAGES;
const wallTime = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message });

/** When ordering ends before closing, the early-order minimum and the catering hours. */
export const orderTimesSectionSchema = whole(
  Object.keys(ORDER_TIMES_DEFAULTS),
  z
    .object({
      lastOrderMinutes: wholeBetween(0, LAST_ORDER_MINUTES_MAX, times.lastOrderMinutes),
      earlyOrderBefore: wallTime(times.earlyOrderBefore),
      earlyOrderMinCents: wholeBetween(0, EARLY_ORDER_MIN_CENTS_MAX, times.earlyOrderMinCents),
      cateringFrom: wallTime(times.cateringFrom),
      cateringUntil: wallTime(times.cateringUntil),
    })
    .refine((t) => t.cateringUntil > t.cateringFrom, { error: times.cateringUntil, path: ['cateringUntil'] }),
);

const flow = ORDER_FLOW_SETTINGS_DEFAULTS;
const limit = (message: string) => wholeBetween(1, 1000, message).nullable();
const CAPACITY = 'Die Kapazität je Zeitfenster muss leer oder eine ganze Zahl von 1 bis 1000 sein.';
const waiting = (method: string) =>
  wholeBetween(
    WAITING_MINUTES_MIN,
    WAITING_MINUTES_MAX,
    `Die Wartezeit bei ${method} muss eine ganze Zahl von ${WAITING_MINUTES_MIN} bis ${WAITING_MINUTES_MAX} Minuten sein.`,
  );

export const printingSectionSchema = whole(
  Object.keys(flow.printing),
  z.object({
    autoPrint: z.enum(['off', 'on-arrival', 'on-accept'], { error: 'Bitte einen Druckmodus wählen: aus, bei Eingang oder bei Bestätigung.' }),
    copies: wholeBetween(1, 5, 'Die Anzahl der Ausdrucke muss zwischen 1 und 5 liegen.'),
  }),
);
export const preordersSectionSchema = whole(
  Object.keys(flow.preorders),
  z.object({ dueMinutesBefore: wholeBetween(0, 720, 'Vorbestellungen müssen 0 bis 720 Minuten vor der gewünschten Zeit fällig werden.') }),
);
export const escalationSectionSchema = whole(
  Object.keys(flow.escalation),
  z.object({
    alertAfterMinutes: wholeBetween(1, 60, 'Der Alarm muss nach 1 bis 60 Minuten kommen.'),
    customerNoticeAfterMinutes: wholeBetween(1, 120, 'Der Hinweis an den Kunden muss nach 1 bis 120 Minuten kommen.'),
    autoCancelAfterMinutes: wholeBetween(5, 240, 'Die automatische Stornierung muss leer sein oder nach 5 bis 240 Minuten kommen.').nullable(),
  }),
);
export const capacitySectionSchema = whole(Object.keys(flow.capacity), z.object({ maxOrdersPerSlot: limit(CAPACITY), maxPizzasPerSlot: limit(CAPACITY) }));
export const waitingTimesSectionSchema = whole(Object.keys(flow.waitingTimes), z.object({ lieferung: waiting('Lieferung'), abholung: waiting('Abholung') }));
/** How long customer data of finished orders is kept before it is erased. */
export const privacySectionSchema = whole(
  Object.keys(flow.privacy),
  z.object({ retentionDays: wholeBetween(30, 3650, 'Die Aufbewahrungsfrist muss 30 bis 3650 Tage betragen.') }),
);

/** Every section the owner may edit, with its schema. */
export const SETTINGS_SECTIONS = {
  shop: shopSectionSchema,
  legal: facts(LEGAL_FACT_LABELS, LEGAL_FACT_MAX_LENGTH),
  directions: facts(DIRECTIONS_FACT_LABELS, DIRECTIONS_FACT_MAX_LENGTH),
  hours: hoursSectionSchema,
  closures: closuresSectionSchema,
  orderTimes: orderTimesSectionSchema,
  printing: printingSectionSchema,
  preorders: preordersSectionSchema,
  escalation: escalationSectionSchema,
  capacity: capacitySectionSchema,
  waitingTimes: waitingTimesSectionSchema,
  privacy: privacySectionSchema,
  serviceDay: serviceDaySettingsSchema,
  accountant: accountantSettingsSchema,
};
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export const EDITABLE_SECTIONS = Object.keys(SETTINGS_SECTIONS) as SettingsSection[];

const NOTHING_GIVEN = `Bitte mindestens einen Bereich angeben (${EDITABLE_SECTIONS.slice(0, -1).join(', ')} oder ${EDITABLE_SECTIONS.at(-1)}).`;
const isSection = (key: string): key is SettingsSection => key in SETTINGS_SECTIONS;

/** The body: at least one section, no unknown one; each section checked by its schema. */
export const settingsPatchSchema = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), { error: NOTHING_GIVEN })
  .superRefine((body, ctx) => {
    const unknown = Object.keys(body).find((key) => !isSection(key));
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `Unbekannter Einstellungsbereich: ${unknown.slice(0, 40)}.`, path: [unknown], input: body });
    else if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: NOTHING_GIVEN, input: body });
  })
  .pipe(
    z.object(
      Object.fromEntries(EDITABLE_SECTIONS.map((key) => [key, SETTINGS_SECTIONS[key].optional()])) as {
        [K in SettingsSection]: z.ZodOptional<(typeof SETTINGS_SECTIONS)[K]>;
      },
    ),
  );
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
