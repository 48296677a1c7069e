import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../staff/use-document-title';
import { DIRECTIONS_FACT_LABELS, DIRECTIONS_FACT_MAX_LENGTH, LEGAL_FACT_LABELS, LEGAL_FACT_MAX_LENGTH } from '@pizzeria/domain';
import { AccountantSection } from './accountant-section';
import { ClosuresSection } from './closures-section';
import { FactsSection } from './facts-section';
import { HoursSection } from './hours-section';
import { IdentitySection } from './identity-section';
import { OrderFlowSection } from './order-flow-section';
import { OrderTimesSection } from './order-times-section';
import { PrivacySection } from './privacy-section';
import type { AdminSettings } from './settings-model';
import { ServiceDaySection } from './service-day-section';
import { settingsQuery } from './settings-api';
import { WaitingTimesSection } from './waiting-times-section';
import '../../staff/admin-forms.css';

/** "Einstellungen" (owner): each section saves on its own, and the shop's pages show the change within seconds. */
export default function SettingsPage() {
  useDocumentTitle('Einstellungen');
  const client = useQueryClient();
  const { data: settings, error: failure } = useQuery(settingsQuery);
  const error = !failure ? '' : messageOf(failure);
  // A saved section answers with all settings; they replace the cached ones, so no section shows an older state.
  const setSettings = (saved: AdminSettings) => client.setQueryData(settingsQuery.queryKey, saved);

  return (
    <section className="admin-page">
      <header className="admin-page-header">
        <h1>Einstellungen</h1>
      </header>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      {settings && (
        <div className="settings-sections">
          <IdentitySection settings={settings} onSaved={setSettings} />
          <FactsSection
            section="legal"
            title="Rechtliches"
            hint="Für Impressum und Datenschutzerklärung, jeweils mit Name und Anschrift. Zeilenumbrüche bleiben erhalten."
            labels={LEGAL_FACT_LABELS}
            maxLength={LEGAL_FACT_MAX_LENGTH}
            settings={settings}
            onSaved={setSettings}
          />
          <FactsSection
            section="directions"
            title="Anfahrt"
            hint="Was Kunden auf der Seite „Anfahrt & Kontakt“ lesen: Abholeingang, Parken, Wege."
            labels={DIRECTIONS_FACT_LABELS}
            maxLength={DIRECTIONS_FACT_MAX_LENGTH}
            settings={settings}
            onSaved={setSettings}
          />
          <HoursSection settings={settings} onSaved={setSettings} />
          <ClosuresSection settings={settings} onSaved={setSettings} />
          <OrderTimesSection settings={settings} onSaved={setSettings} />
          <WaitingTimesSection settings={settings} onSaved={setSettings} />
          <OrderFlowSection settings={settings} onSaved={setSettings} />
          <ServiceDaySection settings={settings} onSaved={setSettings} />
          <AccountantSection settings={settings} onSaved={setSettings} />
          <PrivacySection settings={settings} onSaved={setSettings} />
        </div>
      )}
    </section>
  );
}
