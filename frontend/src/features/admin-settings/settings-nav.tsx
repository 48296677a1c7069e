/** One section of the settings page as its in-page navigation names it. */
export interface SettingsAnchor {
  id: string;
  label: string;
}

/**
 * The settings page's table of contents: a short link to every section, kept in sight while the
 * long page scrolls, so the owner jumps to "Wartezeiten" instead of scrolling past ten forms.
 */
export function SettingsNav({ anchors }: { anchors: readonly SettingsAnchor[] }) {
  return (
    <nav className="settings-nav" aria-label="Abschnitte">
      <ul>
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`}>{anchor.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
