import { PasswordForm } from '../../staff/password-form';
import { useDocumentTitle } from '../../staff/use-document-title';

/** "Mein Passwort" (staff in the shop; drivers have theirs on the phone, features/drivers). */
export default function PasswordPage() {
  useDocumentTitle('Mein Passwort');
  return (
    <section className="admin-page">
      <header className="admin-page-header">
        <h1>Mein Passwort</h1>
      </header>
      <PasswordForm />
    </section>
  );
}
