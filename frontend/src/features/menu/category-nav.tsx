import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVE_HEADING_OFFSET_PX, SCROLL_TARGET_OFFSET_PX, STICKY_NAV_THRESHOLD_PX } from './menu-constants';
import type { MenuSection } from './menu-sections';

/** The section whose heading has passed the active line last; the first one before any has. */
function currentSection(sections: readonly MenuSection[]): string | null {
  let current = sections[0]?.anchor ?? null;
  for (const section of sections) {
    const heading = document.getElementById(section.anchor);
    if (heading && heading.getBoundingClientRect().top <= ACTIVE_HEADING_OFFSET_PX) current = section.anchor;
  }
  return current;
}

export function CategoryNav({ sections }: { sections: readonly MenuSection[] }) {
  const [sticky, setSticky] = useState(false);
  const [active, setActive] = useState<string | null>(sections[0]?.anchor ?? null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setSticky(window.scrollY > STICKY_NAV_THRESHOLD_PX);
      setActive(currentSection(sections));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);

  // Keep the highlighted pill visible in the horizontally scrolling bar (phones).
  useEffect(() => {
    const list = listRef.current;
    const pill = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !pill) return;
    const left = pill.offsetLeft - (list.clientWidth - pill.offsetWidth) / 2;
    list.scrollTo?.({ left, behavior: 'smooth' });
  }, [active]);

  const goTo = useCallback((anchor: string) => {
    const heading = document.getElementById(anchor);
    if (!heading) return;
    const top = heading.getBoundingClientRect().top + window.scrollY - SCROLL_TARGET_OFFSET_PX;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    heading.focus({ preventScroll: true });
    setActive(anchor);
  }, []);

  return (
    <nav className={`category-nav${sticky ? ' is-sticky' : ''}`} aria-label="Kategorien" data-sticky={sticky}>
      <ul ref={listRef} className="category-list">
        {sections.map((section) => (
          <li key={section.anchor}>
            <a
              href={`#${section.anchor}`}
              className="category-pill"
              aria-current={active === section.anchor ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                goTo(section.anchor);
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
