import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EDITABLE_SECTIONS, type SettingsPatch, type SettingsSection } from '@pizzeria/contract';
import { auditChanges, type WeekdayHours } from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import type { StaffSession } from '../admin/admin-auth.service';
import { AuditService } from '../audit/audit.service';
import type { AppSettingsMap } from './app-settings.sections';
import { AppSettingsStore } from './app-settings.store';

type Section = SettingsSection & keyof AppSettingsMap;

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

/**
 * What is stored of a checked section (the contract already dropped unknown fields and trimmed
 * texts): days in weekday order, a day without lunch service without its lunch fields, closures by
 * their first day.
 */
function normalized(key: Section, value: unknown): AppSettingsMap[Section] {
  if (key === 'hours') {
    const lunch = (d: WeekdayHours) =>
      Object.fromEntries((['lunchOpen', 'lunchClose', 'lunchDeliveryFrom', 'lunchDeliveryUntil'] as const).filter((f) => d[f]).map((f) => [f, d[f]]));
    return (value as WeekdayHours[])
      .map((d) => ({ weekday: d.weekday, open: d.open, close: d.close, deliveryFrom: d.deliveryFrom, deliveryUntil: d.deliveryUntil, ...lunch(d) }))
      .sort((a, b) => a.weekday - b.weekday);
  }
  if (key === 'closures') return [...(value as AppSettingsMap['closures'])].sort((a, b) => a.from.localeCompare(b.from));
  return value as AppSettingsMap[Section];
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

  /** Stores the sections of a body the contract (settingsPatchSchema) has accepted. */
  async update(actor: StaffSession, body: SettingsPatch): Promise<Pick<AppSettingsMap, Section>> {
    const changes = (Object.entries(body) as [Section, unknown][])
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, normalized(key, value)] as const);
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
