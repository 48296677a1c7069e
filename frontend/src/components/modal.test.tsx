import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Harness({ withField = true }: { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Lieferort"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Fertig
          </button>
        }
      >
        {withField ? <input aria-label="Postleitzahl" /> : <p>Nur ein Hinweis.</p>}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that starts on its first field and locks the page scroll', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Lieferort' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Postleitzahl')).toHaveFocus();
    expect(document.body).toHaveClass('scroll-locked');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fertig' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Fertig' })).toHaveFocus();
  });

  it('closes on Escape, unlocks the page and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(opener).toHaveFocus();
  });

  it('focuses the dialog itself when its content has nothing to focus, and closes from the close button', async () => {
    const user = userEvent.setup();
    render(<Harness withField={false} />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
