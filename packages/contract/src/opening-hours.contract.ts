import { WEEKDAY_NAMES, isValidDateString } from '@pizzeria/domain';
import { z } from 'zod';

/*
 * The owner's opening hours and closures (sections `hours` and `closures` of PATCH
 * /api/admin/settings). A day's times depend on each other, so a day is checked as a whole and
 * its refusal names the day (`hours.3`).
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const EVERY_DAY = 'Bitte für jeden Wochentag (0 = Sonntag bis 6 = Samstag) genau einen Eintrag angeben.';

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const given = (t: unknown) => t !== null && t !== undefined && t !== '';
type Day = Record<string, unknown>;

function dayProblem(day: Day): string | null {
  const name = WEEKDAY_NAMES[day.weekday as number];
  const times = [day.open, day.close, day.deliveryFrom, day.deliveryUntil];
  if (times.every((t) => t === null)) return null;
  if (times.some((t) => !given(t))) return `${name}: Bitte alle vier Zeiten angeben oder alle leer lassen (Ruhetag).`;
  const bad = times.find((t) => typeof t !== 'string' || !TIME.test(t));
  if (bad !== undefined) return `${name}: „${String(bad)}“ ist keine gültige Uhrzeit (HH:MM).`;
  const [open, close, from, until] = (times as string[]).map(minutes);
  if (open === 24 * 60 || from === 24 * 60) return `${name}: Öffnung und Lieferbeginn müssen vor 24:00 liegen.`;
  if (close <= open) return `${name}: Die Schließzeit muss nach der Öffnungszeit liegen.`;
  if (until <= from) return `${name}: Das Lieferende muss nach dem Lieferbeginn liegen.`;
  if (from < open || until > close) return `${name}: Die Lieferzeiten müssen innerhalb der Öffnungszeiten liegen.`;
  return lunchProblem(day, name, open);
}

/** The optional lunch service: a range before the main opening, delivery (if any) inside it. */
function lunchProblem(day: Day, name: string, mainOpen: number): string | null {
  const pair = (a: unknown, b: unknown, what: string): string | null => {
    if (!given(a) && !given(b)) return null;
    if (!given(a) || !given(b)) return `${name}: Bitte für ${what} Beginn und Ende angeben oder beide leer lassen.`;
    const bad = [a, b].find((t) => typeof t !== 'string' || !TIME.test(t) || t === '24:00');
    return bad === undefined ? null : `${name}: „${String(bad)}“ ist keine gültige Uhrzeit (HH:MM).`;
  };
  const problem = pair(day.lunchOpen, day.lunchClose, 'den Mittagstisch') ?? pair(day.lunchDeliveryFrom, day.lunchDeliveryUntil, 'die Mittagslieferung');
  if (problem) return problem;
  if (!given(day.lunchOpen)) return given(day.lunchDeliveryFrom) ? `${name}: Mittagslieferung nur mit Mittagstisch-Zeiten.` : null;
  const [open, close] = [minutes(day.lunchOpen as string), minutes(day.lunchClose as string)];
  if (close <= open) return `${name}: Der Mittagstisch muss enden, nachdem er beginnt.`;
  if (close > mainOpen) return `${name}: Der Mittagstisch muss vor der Öffnung am Abend enden.`;
  if (!given(day.lunchDeliveryFrom)) return null;
  const [from, until] = [minutes(day.lunchDeliveryFrom as string), minutes(day.lunchDeliveryUntil as string)];
  if (until <= from) return `${name}: Das Ende der Mittagslieferung muss nach ihrem Beginn liegen.`;
  if (from < open || until > close) return `${name}: Die Mittagslieferung muss innerhalb des Mittagstischs liegen.`;
  return null;
}

const time = z.unknown().optional();
const daySchema = z.object(
  {
    weekday: z.number({ error: EVERY_DAY }),
    open: time,
    close: time,
    deliveryFrom: time,
    deliveryUntil: time,
    lunchOpen: time,
    lunchClose: time,
    lunchDeliveryFrom: time,
    lunchDeliveryUntil: time,
  },
  { error: EVERY_DAY },
);

/** Seven days, each weekday once; the days are judged in weekday order, the first refusal names its day. */
export const hoursSectionSchema = z
  .array(daySchema, { error: EVERY_DAY })
  .length(7, { error: EVERY_DAY })
  .superRefine((days, ctx) => {
    const weekdays = new Set(days.map((d) => d.weekday));
    if (weekdays.size !== 7 || [0, 1, 2, 3, 4, 5, 6].some((w) => !weekdays.has(w))) {
      ctx.addIssue({ code: 'custom', message: EVERY_DAY, input: days });
      return;
    }
    for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
      const index = days.findIndex((d) => d.weekday === weekday);
      const problem = dayProblem(days[index]);
      if (problem) return ctx.addIssue({ code: 'custom', message: problem, path: [index], input: days[index] });
    }
  })
  .transform((days) => days as WeekdayHoursBody[]);

/** One day as stored: four times or none (a day off), the lunch pairs only where given. */
export interface WeekdayHoursBody {
  weekday: number;
  open: string | null;
  close: string | null;
  deliveryFrom: string | null;
  deliveryUntil: string | null;
  lunchOpen?: string;
  lunchClose?: string;
  lunchDeliveryFrom?: string;
  lunchDeliveryUntil?: string;
}

export const MAX_CLOSURES = 60;
const CLOSURE_LIST = 'Bitte die Schließtage als Liste senden.';
const CLOSURE_DATES = 'Bitte für jede Schließzeit gültige Daten (TT.MM.JJJJ) angeben.';
const CLOSURE_MESSAGE = 'Bitte für jede Schließzeit eine Nachricht an die Kunden angeben (1–200 Zeichen).';
const day = z.string({ error: CLOSURE_DATES }).refine(isValidDateString, { error: CLOSURE_DATES });

/** Days the shop is closed (holidays), each with the message customers see; `until` not before `from`. */
export const closuresSectionSchema = z
  .array(
    z
      .object(
        {
          from: day,
          until: day,
          message: z.string({ error: CLOSURE_MESSAGE }).trim().min(1, { error: CLOSURE_MESSAGE }).max(200, { error: CLOSURE_MESSAGE }),
        },
        { error: CLOSURE_LIST },
      )
      .refine((closure) => closure.until >= closure.from, { error: 'Das Ende einer Schließzeit darf nicht vor ihrem Beginn liegen.', path: ['until'] }),
    { error: CLOSURE_LIST },
  )
  .max(MAX_CLOSURES, { error: `Bitte höchstens ${MAX_CLOSURES} Schließzeiten eintragen.` });
