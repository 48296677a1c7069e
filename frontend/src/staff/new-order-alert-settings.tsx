import { SoundSwitch } from './sound-switch';
import './sound-blocked.css';
import type { NotificationState } from './use-new-order-alerts';

const SOUND_BLOCKED_HEADLINE = 'Der Browser blockiert den Ton.';
const SOUND_BLOCKED_ADVICE = 'Klicken Sie einmal auf die Seite bzw. erlauben Sie Ton für diese Seite in den Website-Einstellungen.';
export const SOUND_BLOCKED_HINT = `${SOUND_BLOCKED_HEADLINE} ${SOUND_BLOCKED_ADVICE}`;

interface Props {
  soundOn: boolean;
  permission: NotificationState;
  onToggleSound: () => void;
  onRequestPermission: () => void;
}

function NotificationControl({ permission, onRequestPermission }: Pick<Props, 'permission' | 'onRequestPermission'>) {
  if (permission === 'default') {
    return (
      <button type="button" className="admin-button" onClick={onRequestPermission}>
        Benachrichtigungen aktivieren
      </button>
    );
  }
  if (permission === 'granted') return <span className="alert-settings__note">Benachrichtigungen aktiv</span>;
  if (permission === 'denied') {
    return <span className="alert-settings__note">Benachrichtigungen sind in den Website-Einstellungen blockiert.</span>;
  }
  return <span className="alert-settings__note">Dieser Browser zeigt keine Benachrichtigungen.</span>;
}

/** How the board announces new orders: sound on/off and notification permission. */
export function NewOrderAlertSettings({ soundOn, permission, onToggleSound, onRequestPermission }: Props) {
  return (
    <div className="alert-settings">
      <SoundSwitch soundOn={soundOn} onToggle={onToggleSound} />
      <NotificationControl permission={permission} onRequestPermission={onRequestPermission} />
    </div>
  );
}

/**
 * What to do while the browser holds the chime back: a small note pinned to the bottom-right corner.
 * It floats, because the first click removes it and a line above the cards would move them under
 * that very click; it stays narrow, so it never covers more than the corner of the last column.
 */
export function SoundBlockedNotice({ soundOn, soundBlocked }: { soundOn: boolean; soundBlocked: boolean }) {
  if (!soundOn || !soundBlocked) return null;
  return (
    <div className="sound-blocked" role="alert">
      <strong>{SOUND_BLOCKED_HEADLINE}</strong> <span>{SOUND_BLOCKED_ADVICE}</span>
    </div>
  );
}
