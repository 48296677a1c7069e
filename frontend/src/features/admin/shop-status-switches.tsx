import { useState } from 'react';
import { Modal } from '../../components/modal';
import { useShopSwitches, type ShopFlags } from './use-shop-switches';

interface Question {
  title: string;
  text: string;
  yes: string;
}

/** What staff are asked before a switch flips: a slip must not close online ordering unnoticed. */
export const SWITCH_QUESTIONS: Record<keyof ShopFlags, Record<'on' | 'off', Question>> = {
  isShopLive: {
    off: { title: 'Shop schließen?', text: 'Kunden können dann nicht mehr sofort online bestellen.', yes: 'Ja, Shop schließen' },
    on: { title: 'Shop öffnen?', text: 'Kunden können dann sofort online bestellen.', yes: 'Ja, Shop öffnen' },
  },
  preordersEnabled: {
    off: { title: 'Vorbestellungen ausschalten?', text: 'Kunden können dann nicht mehr für später bestellen.', yes: 'Ja, ausschalten' },
    on: {
      title: 'Vorbestellungen einschalten?',
      text: 'Kunden können dann für später bestellen, auch während der Shop geschlossen ist.',
      yes: 'Ja, einschalten',
    },
  },
};

function Switch({ label, checked, disabled, onToggle }: { label: string; checked: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="admin-switch" disabled={disabled} onClick={onToggle}>
      <span className="admin-switch__track" aria-hidden="true">
        <span className="admin-switch__thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}

/** "Shop live" and "Vorbestellungen" in the sidebar; each flip is confirmed first. */
export function ShopStatusSwitches() {
  const { flags, set } = useShopSwitches();
  const [asking, setAsking] = useState<keyof ShopFlags | null>(null);
  const next = asking && flags ? !flags[asking] : false;
  const question = asking ? SWITCH_QUESTIONS[asking][next ? 'on' : 'off'] : null;

  return (
    <div className="admin-switches" aria-busy={!flags}>
      <Switch label="Shop live" checked={flags?.isShopLive ?? false} disabled={!flags} onToggle={() => setAsking('isShopLive')} />
      <Switch label="Vorbestellungen" checked={flags?.preordersEnabled ?? false} disabled={!flags} onToggle={() => setAsking('preordersEnabled')} />
      <Modal
        open={question !== null}
        onClose={() => setAsking(null)}
        size="sm"
        title={question?.title}
        footer={
          <>
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => {
                if (asking) set(asking, next);
                setAsking(null);
              }}
            >
              {question?.yes}
            </button>
            <button type="button" className="admin-button" onClick={() => setAsking(null)}>
              Abbrechen
            </button>
          </>
        }
      >
        <p>{question?.text}</p>
      </Modal>
    </div>
  );
}

/** Loud on every admin page while the shop is closed, so nobody misses that online ordering is off. */
export function ShopClosedBar() {
  const { flags } = useShopSwitches();
  if (!flags || flags.isShopLive) return null;
  return (
    <p className="shop-closed-bar" role="status">
      {flags.preordersEnabled ? 'Shop geschlossen – nur Vorbestellungen möglich' : 'Shop geschlossen – keine Online-Bestellungen'}
    </p>
  );
}
