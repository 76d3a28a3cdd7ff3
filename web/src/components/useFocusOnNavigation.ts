// WCAG 2.2 focus order on a single-page app: after a route change, focus moves to the new page's
// heading (made focusable for the purpose), so a screen reader announces the page and the next Tab
// starts from its top. Not on the first load, where the browser's own start is right.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    // The page may still be loading its data: wait a little for its heading.
    const timer = setInterval(() => {
      const heading = document.querySelector<HTMLElement>("main h1");
      // Never out of a field the user already started filling while the page loaded.
      const typing = document.activeElement?.matches("input, textarea, select, [contenteditable='true']") ?? false;
      if (heading || typing || ++tries > 40) clearInterval(timer);
      if (!heading || typing) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }, 50);
    return () => clearInterval(timer);
  }, [pathname]);
}
