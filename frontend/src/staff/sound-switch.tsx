/** The on/off switch of the chime for new orders; one setting per device, shared by the board and the kitchen. */
export function SoundSwitch({ soundOn, onToggle }: { soundOn: boolean; onToggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={soundOn} className="admin-switch" onClick={onToggle}>
      <span className="admin-switch__track" aria-hidden="true">
        <span className="admin-switch__thumb" />
      </span>
      <span>Ton bei neuen Bestellungen</span>
    </button>
  );
}
