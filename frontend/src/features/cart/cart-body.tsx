import { Modal } from '../../components/modal';
import { CartContents } from './cart-contents';
import { CartSummary } from './cart-summary';

// Loaded when the cart is first shown (the desktop panel after hydration, the phone sheet on a
// tap): the lines, choices and summary are no part of what the menu needs to become usable.

/** The desktop side panel's contents. */
export function CartPanelBody() {
  return (
    <>
      <CartContents />
      <CartSummary />
    </>
  );
}

/** The phone's cart sheet, open while it is rendered. */
export function CartSheet({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Warenkorb" initialFocus="dialog" footer={<CartSummary onCheckout={onClose} />}>
      <CartContents />
    </Modal>
  );
}
