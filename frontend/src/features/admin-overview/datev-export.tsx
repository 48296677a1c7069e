import { useId, useState, type FormEvent } from 'react';
import { addDays, zonedTime } from '@pizzeria/domain';
import { api, messageOf } from '../../lib/api-client';
import { staffNow, staffTimeZone } from '../../staff/staff-clock';

/** The calendar month before today's, in the shop's zone: what the adviser asks for at the start of a month. */
function lastMonth(): { from: string; until: string } {
  const today = zonedTime(new Date(staffNow()), staffTimeZone()).date;
  const until = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${until.slice(0, 7)}-01`, until };
}

/** The owner downloads the closed days of a range as a DATEV "Buchungsstapel" for the tax adviser. */
export function DatevExport() {
  const id = useId();
  const [range, setRange] = useState(lastMonth);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { blob, fileName } = await api.download(`/admin/exports/datev?from=${range.from}&until=${range.until}`, { auth: true });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? 'EXTF_Buchungsstapel.csv';
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (e) {
      setError(messageOf(e, 'Der Export konnte nicht geladen werden.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="overview-datev" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>DATEV-Export für den Steuerberater</h2>
      <label className="overview-filter__date">
        Von
        <input type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
      </label>
      <label className="overview-filter__date">
        Bis
        <input type="date" value={range.until} onChange={(e) => setRange({ ...range, until: e.target.value })} />
      </label>
      <button type="submit" className="btn btn-secondary" disabled={busy || !range.from || !range.until}>
        DATEV-Datei herunterladen
      </button>
      <span className="overview-export__note">nur abgeschlossene Tage (Z-Berichte)</span>
      {error && (
        <p className="overview-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
