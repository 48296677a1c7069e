/** The pizzeria's mark: a small pizza drawn inline, so the header needs no image request. */
export function BrandLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#e4ad4f" />
      <circle cx="32" cy="32" r="25" fill="#c8372d" />
      <circle cx="22" cy="24" r="5" fill="#fff4dc" />
      <circle cx="40" cy="22" r="4" fill="#fff4dc" />
      <circle cx="36" cy="40" r="5" fill="#fff4dc" />
      <path d="M20 38c2-3 5-3 6 0-2 2-4 2-6 0z" fill="#3d7a37" />
      <path d="M42 31c2-3 5-3 6 0-2 2-4 2-6 0z" fill="#3d7a37" />
      <path d="M28 30c2-3 5-3 6 0-2 2-4 2-6 0z" fill="#3d7a37" />
    </svg>
  );
}
