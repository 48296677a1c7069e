import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewOrderAlertSettings, SOUND_BLOCKED_HINT, SoundBlockedNotice } from './new-order-alert-settings';

const base = { soundOn: true, permission: 'granted' as const, onToggleSound: jest.fn(), onRequestPermission: jest.fn() };

describe('NewOrderAlertSettings', () => {
  it('shows the sound switch and that notifications are on', () => {
    render(<NewOrderAlertSettings {...base} />);
    expect(screen.getByRole('switch', { name: 'Ton bei neuen Bestellungen' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Benachrichtigungen aktiv')).toBeInTheDocument();
  });

  it('asks for notification permission with a button while the browser has not been asked', async () => {
    const onRequestPermission = jest.fn();
    render(<NewOrderAlertSettings {...base} permission="default" onRequestPermission={onRequestPermission} />);
    await userEvent.click(screen.getByRole('button', { name: 'Benachrichtigungen aktivieren' }));
    expect(onRequestPermission).toHaveBeenCalled();
  });
});

describe('SoundBlockedNotice', () => {
  it('explains how to allow sound when the browser blocked it', () => {
    render(<SoundBlockedNotice soundOn soundBlocked />);
    expect(screen.getByRole('alert')).toHaveTextContent(SOUND_BLOCKED_HINT);
    expect(SOUND_BLOCKED_HINT).toContain('Klicken Sie einmal auf die Seite bzw. erlauben Sie Ton für diese Seite in den Website-Einstellungen');
  });

  it('says nothing about blocked sound while sound is switched off or plays', () => {
    const { rerender } = render(<SoundBlockedNotice soundOn={false} soundBlocked />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<SoundBlockedNotice soundOn soundBlocked={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
