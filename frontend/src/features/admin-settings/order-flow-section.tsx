import { useState, type FormEvent } from 'react';
import type { OrderFlowSettings, PrintingSettings } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';

const PRINT_MODES: { value: PrintingSettings['autoPrint']; label: string }[] = [
  { value: 'off', label: 'Nicht automatisch drucken' },
  { value: 'on-arrival', label: 'Bei Eingang drucken' },
  { value: 'on-accept', label: 'Bei Bestätigung drucken' },
];

/** "" in a number field is "no limit" (null); anything else is sent as typed, and the server judges it. */
const toNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const shown = (value: number | null) => (value === null ? '' : String(value));

type Flow = Pick<OrderFlowSettings, 'printing' | 'preorders' | 'escalation' | 'capacity'>;

/** Printing, when pre-orders become due, escalation of unanswered orders and kitchen capacity: the order flow's settings. */
export function OrderFlowSection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const [flow, setFlow] = useState<Flow>({ printing: settings.printing, preorders: settings.preorders, escalation: settings.escalation, capacity: settings.capacity });
  const state = useSettingsSection(onSaved);
  const set = <K extends keyof Flow>(key: K, change: Partial<Flow[K]>) => setFlow({ ...flow, [key]: { ...flow[key], ...change } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save(flow);
  };
  const number = (label: string, value: number | null, onChange: (n: number | null) => void, hint?: string) => (
    <label>
      {label}
      <input inputMode="numeric" value={shown(value)} placeholder={hint} onChange={(e) => onChange(toNumber(e.target.value))} />
    </label>
  );
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby="settings-flow" noValidate>
      <h2 id="settings-flow">Bestellablauf</h2>
      <div className="admin-form__grid">
        <label>
          Bon-Druck
          <select value={flow.printing.autoPrint} onChange={(e) => set('printing', { autoPrint: e.target.value as PrintingSettings['autoPrint'] })}>
            {PRINT_MODES.map((mode) => (
              <option key={mode.value} value={mode.value}>
                {mode.label}
              </option>
            ))}
          </select>
        </label>
        {number('Ausdrucke je Bon (1–5)', flow.printing.copies, (copies) => set('printing', { copies: copies ?? NaN }))}
        {number('Vorbestellungen fällig (Minuten vor Wunschzeit)', flow.preorders.dueMinutesBefore, (n) => set('preorders', { dueMinutesBefore: n ?? NaN }))}
        {number('Alarm nach Minuten ohne Antwort', flow.escalation.alertAfterMinutes, (n) => set('escalation', { alertAfterMinutes: n ?? NaN }))}
        {number('Hinweis an Kunden nach Minuten', flow.escalation.customerNoticeAfterMinutes, (n) => set('escalation', { customerNoticeAfterMinutes: n ?? NaN }))}
        {number('Automatisch stornieren nach Minuten', flow.escalation.autoCancelAfterMinutes, (n) => set('escalation', { autoCancelAfterMinutes: n }), 'nie')}
        {number('Höchstens Bestellungen je 15 Minuten', flow.capacity.maxOrdersPerSlot, (n) => set('capacity', { maxOrdersPerSlot: n }), 'unbegrenzt')}
        {number('Höchstens Pizzen je 15 Minuten', flow.capacity.maxPizzasPerSlot, (n) => set('capacity', { maxPizzasPerSlot: n }), 'unbegrenzt')}
      </div>
      <SectionStatus state={state} />
    </form>
  );
}
