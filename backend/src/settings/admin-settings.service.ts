import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ORDER_FLOW_SETTINGS_DEFAULTS,
  SHOP_FIELD_CHECKS,
  DIRECTIONS_FACT_LABELS,
  LEGAL_FACT_LABELS,
  auditChanges,
  closuresProblem,
  directionsFactsProblem,
  hoursProblem,
  legalFactsProblem,
  orderFlowProblem,
  orderTimesProblem,
  ORDER_TIMES_DEFAULTS,
  shopIdentityProblem,
  waitingTimeProblem,
  type Closure,
  type ShopIdentity,
  type WeekdayHours,
} from '@pizzeria/domain';
import { accountantSettingsSchema, checkBody, serviceDaySettingsSchema } from '@pizzeria/contract';
import { DataSource } from 'typeorm';
import type { StaffSession } from '../admin/admin-auth.service';
import { AuditService } from '../audit/audit.service';
import type { AppSettingsKey, AppSettingsMap } from './app-settings.sections';
import { AppSettingsStore } from './app-settings.store';

export const EDITABLE_SECTIONS = [
  'shop',
  'legal',
  'directions',
  'hours',
  'closures',
  'orderTimes',
  'printing',
  'preorders',
  'escalation',
  'capacity',
  'waitingTimes',
  'privacy',
  'serviceDay',
  'accountant',
] as const satisfies readonly AppSettingsKey[];
type Section = (typeof EDITABLE_SECTIONS)[number];

/** The sections' names on the Einstellungen screen, for the change log. */
const SECTION_NAMES: Record<Section, string> = {
  shop: 'Shop-Angaben',
  legal: 'Rechtliches',
  directions: 'Anfahrt',
  hours: 'Öffnungszeiten',
  closures: 'Schließzeiten',
  orderTimes: 'Bestellzeiten',
  printing: 'Drucken',
  preorders: 'Vorbestellungen',
  escalation: 'Unbeantwortete Bestellungen',
  capacity: 'Küchenkapazität',
  waitingTimes: 'Wartezeiten',
  privacy: 'Datenschutz',
  serviceDay: 'Tageswechsel',
  accountant: 'Steuerberater',
};

/** Sections whose rules are a schema of @pizzeria/contract (the screen's form checks with the same one). */
const CONTRACT_SECTIONS = { serviceDay: serviceDaySettingsSchema, accountant: accountantSettingsSchema } as const;
const isContractSection = (key: Section): key is keyof typeof CONTRACT_SECTIONS => key in CONTRACT_SECTIONS;

const NOTHING_GIVEN = `Bitte mindestens einen Bereich angeben (${EDITABLE_SECTIONS.slice(0, -1).join(', ')} oder ${EDITABLE_SECTIONS.at(-1)}).`;
const SECTION_SHAPE = 'Bitte alle Felder des Bereichs angeben.';

/** The sections of free texts (page facts): each field is checked alone and named in its refusal. */
const FACT_SECTIONS = {
  legal: { labels: LEGAL_FACT_LABELS, problem: legalFactsProblem },
  directions: { labels: DIRECTIONS_FACT_LABELS, problem: directionsFactsProblem },
} as const;
const isFactSection = (key: Section): key is keyof typeof FACT_SECTIONS => key in FACT_SECTIONS;

/** The first German refusal of a section, with the field it is about where the screen shows it there. */
function sectionProblem(key: Section, value: unknown): { message: string; field?: string } | null {
  if (isContractSection(key)) {
    const checked = checkBody(CONTRACT_SECTIONS[key], value);
    return checked.ok ? null : { message: checked.message, field: checked.field ? `${key}.${checked.field}` : key };
  }
  if (isFactSection(key)) {
    const fact = FACT_SECTIONS[key].problem(value);
    return fact && (fact.field ? { message: fact.message, field: `${key}.${fact.field}` } : { message: fact.message });
  }
  const message = sectionMessage(key, value);
  if (!message) return null;
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const about = !fields ? null : key === 'waitingTimes' ? waitingTimeProblem(fields) : key === 'orderTimes' ? orderTimesProblem(fields) : null;
  // Only a refused minute value is about one field; a missing field or a wrong shape is about the section.
  return about?.message === message ? { message, field: `${key}.${about.field}` } : { message };
}

function sectionMessage(key: Section, value: unknown): string | null {
  if (key === 'shop') return shopIdentityProblem(value);
  if (key === 'hours') return hoursProblem(value);
  if (key === 'closures') return closuresProblem(value);
  // Checked by sectionProblem, which names their field.
  if (isFactSection(key) || isContractSection(key)) return null;
  if (key === 'orderTimes') return orderTimesSectionProblem(value);
  return orderFlowProblem(key, value, ORDER_FLOW_SETTINGS_DEFAULTS[key]);
}

function orderTimesSectionProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return SECTION_SHAPE;
  if (Object.keys(ORDER_TIMES_DEFAULTS).some((f) => !(f in value))) return SECTION_SHAPE;
  return orderTimesProblem(value as Record<string, unknown>)?.message ?? null;
}

/** Only the known fields, trimmed and ordered, so what is stored is exactly what was checked. */
function normalized(key: Section, value: unknown): AppSettingsMap[Section] {
  if (isContractSection(key)) return (checkBody(CONTRACT_SECTIONS[key], value) as { data: AppSettingsMap[Section] }).data;
  if (key === 'shop') {
    const shop = value as Record<string, string>;
    return Object.fromEntries(Object.keys(SHOP_FIELD_CHECKS).map((f) => [f, shop[f].trim()])) as unknown as ShopIdentity;
  }
  if (isFactSection(key)) {
    const facts = value as Record<string, string>;
    return Object.fromEntries(Object.keys(FACT_SECTIONS[key].labels).map((f) => [f, facts[f].trim()])) as unknown as AppSettingsMap[Section];
  }
  if (key === 'hours') {
    // A day without lunch service is stored without its lunch fields; with one, only the pairs given.
    const lunch = (d: WeekdayHours) =>
      Object.fromEntries(
        (['lunchOpen', 'lunchClose', 'lunchDeliveryFrom', 'lunchDeliveryUntil'] as const).filter((f) => d[f]).map((f) => [f, d[f]]),
      );
    return (value as WeekdayHours[])
      .map((d) => ({ weekday: d.weekday, open: d.open, close: d.close, deliveryFrom: d.deliveryFrom, deliveryUntil: d.deliveryUntil, ...lunch(d) }))
      .sort((a, b) => a.weekday - b.weekday);
  }
  if (key === 'orderTimes') {
    const times = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(ORDER_TIMES_DEFAULTS).map((f) => [f, times[f]])) as unknown as AppSettingsMap[Section];
  }
  if (key === 'closures') {
    return (value as Closure[])
      .map(({ from, until, message }) => ({ from, until, message: message.trim() }))
      .sort((a, b) => a.from.localeCompare(b.from));
  }
  const fields = Object.keys(ORDER_FLOW_SETTINGS_DEFAULTS[key]);
  return Object.fromEntries(fields.map((f) => [f, (value as Record<string, unknown>)[f]])) as unknown as AppSettingsMap[Section];
}

/**
 * The owner's settings. Every process keeps them in memory until the NOTIFY of a change (and this one
 * until its own change committed), so a saved change counts at once everywhere; a refused edit changes nothing (all sections are checked first).
 */
@Injectable()
export class AdminSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: AppSettingsStore,
    private readonly audit: AuditService,
  ) {}

  async all(): Promise<Pick<AppSettingsMap, Section>> {
    const all = await this.store.getAll();
    return Object.fromEntries(EDITABLE_SECTIONS.map((key) => [key, all[key]])) as Pick<AppSettingsMap, Section>;
  }

  async update(actor: StaffSession, body: unknown): Promise<Pick<AppSettingsMap, Section>> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException(NOTHING_GIVEN);
    const entries = Object.entries(body as Record<string, unknown>);
    const unknown = entries.find(([key]) => !(EDITABLE_SECTIONS as readonly string[]).includes(key));
    if (unknown) throw new BadRequestException(`Unbekannter Einstellungsbereich: ${unknown[0].slice(0, 40)}.`);
    if (entries.length === 0) throw new BadRequestException(NOTHING_GIVEN);
    const changes = entries.map(([key, value]) => {
      const problem = sectionProblem(key as Section, value);
      if (problem) throw new BadRequestException(problem);
      return [key as Section, normalized(key as Section, value)] as const;
    });
    await this.dataSource.transaction(async (manager) => {
      const before = await this.store.getAll(manager);
      for (const [key, value] of changes) await this.store.set(manager, key, value);
      await this.audit.record(manager, {
        actor: actor.username,
        action: 'settings.update',
        target: `Einstellungen: ${changes.map(([key]) => SECTION_NAMES[key]).join(', ')}`,
        changes: changes.flatMap(([key, value]) => auditChanges({ [key]: before[key] }, { [key]: value })),
      });
    });
    this.store.committed();
    return this.all();
  }
}
