import { Link } from 'react-router-dom';
import { PasswordForm } from '../../staff/password-form';
import { useDocumentTitle } from '../../staff/use-document-title';
import './driver-page.css';

/** The driver's own password, on the phone's full screen like the delivery list (no sidebar). */
export default function DriverPasswordPage() {
  useDocumentTitle('Mein Passwort');
  return (
    <div className="driver-page">
      <header className="driver-page__header">
        <h1 className="driver-page__title">Mein Passwort</h1>
        <Link className="driver-page__logout" to="/admin/fahrer">
          Zur Lieferliste
        </Link>
      </header>
      <div className="driver-page__form">
        <PasswordForm />
      </div>
    </div>
  );
}
