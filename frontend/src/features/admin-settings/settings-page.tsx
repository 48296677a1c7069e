import type { ReactNode } from 'react';
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
import { SettingsNav, type SettingsAnchor } from './settings-nav';
import { settingsQuery } from './settings-api';
import { WaitingTimesSection } from './waiting-times-section';
import '../../staff/admin-forms.css';
import './settings-page.css';

type Saved = (saved: AdminSettings) => void;

/** The sections in page order, each with the anchor the page's navigation links to. */
function settingsSections(setSettings: Saved): (SettingsAnchor & { render: (settings: AdminSettings) => ReactNode })[] {
  const props = (settings: AdminSettings) => ({ settings, onSaved: setSettings });
  return [
    { id: 'geschaeft', label: 'Geschäft', render: (s) => <IdentitySection {...props(s)} /> },
    {
      id: 'rechtliches',
      label: 'Rechtliches',
      render: (s) => (
        <FactsSection
          section="legal"
          title="Rechtliches"
          hint="Für Impressum und Datenschutzerklärung, jeweils mit Name und Anschrift. Zeilenumbrüche bleiben erhalten."
          labels={LEGAL_FACT_LABELS}
          maxLength={LEGAL_FACT_MAX_LENGTH}
          {...props(s)}
        />
      ),
    },
    {
      id: 'anfahrt',
      label: 'Anfahrt',
      render: (s) => (
        <FactsSection
          section="directions"
          title="Anfahrt"
          hint="Was Kunden auf der Seite „Anfahrt & Kontakt“ lesen: Abholeingang, Parken, Wege."
          labels={DIRECTIONS_FACT_LABELS}
          maxLength={DIRECTIONS_FACT_MAX_LENGTH}
          {...props(s)}
        />
      ),
    },
    { id: 'oeffnungszeiten', label: 'Öffnungszeiten', render: (s) => <HoursSection {...props(s)} /> },
    { id: 'schliesstage', label: 'Schließtage', render: (s) => <ClosuresSection {...props(s)} /> },
    { id: 'bestellzeiten', label: 'Bestellzeiten', render: (s) => <OrderTimesSection {...props(s)} /> },
    { id: 'wartezeiten', label: 'Wartezeiten', render: (s) => <WaitingTimesSection {...props(s)} /> },
    { id: 'bestellablauf', label: 'Bestellablauf', render: (s) => <OrderFlowSection {...props(s)} /> },
    { id: 'tageswechsel', label: 'Tageswechsel', render: (s) => <ServiceDaySection {...props(s)} /> },
    { id: 'steuerberater', label: 'Steuerberater', render: (s) => <AccountantSection {...props(s)} /> },
    { id: 'datenschutz', label: 'Datenschutz', render: (s) => <PrivacySection {...props(s)} /> },
  ];
}

/** "Einstellungen" (owner): each section saves on its own, and the shop's pages show the change within seconds. */
export default function SettingsPage() {
  useDocumentTitle('Einstellungen');
  const client = useQueryClient();
  const { data: settings, error: failure } = useQuery(settingsQuery);
  const error = !failure ? '' : messageOf(failure);
  // A saved section answers with all settings; they replace the cached ones, so no section shows an older state.
  const setSettings = (saved: AdminSettings) => client.setQueryData(settingsQuery.queryKey, saved);
  const sections = settingsSections(setSettings);

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
        <>
          <SettingsNav anchors={sections} />
          <div className="settings-sections">
            {sections.map((section) => (
              <div key={section.id} id={section.id} className="settings-anchor">
                {section.render(settings)}
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
