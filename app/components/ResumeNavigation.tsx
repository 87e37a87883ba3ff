import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

const KEY = "resume-navigation";

/**
 * After a new deployment, the code of a route the visitor navigates to may be gone ("Loading chunk
 * failed", spec 8). React Router then reloads the *current* page to pick up the new version, which
 * would silently drop the visitor's click. This remembers where the visitor was going when the page is
 * unloaded mid-navigation and, when the reload comes back, continues there. Failures of other code
 * reach the root error boundary's "The website has been updated" page with its Reload button.
 * Renders nothing.
 */
export function ResumeNavigation() {
  const navigation = useNavigation();
  const pending = useRef<string | null>(null);
  pending.current =
    navigation.state !== "idle" && navigation.location
      ? `${navigation.location.pathname}${navigation.location.search}`
      : null;

  useEffect(() => {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const here = `${window.location.pathname}${window.location.search}`;
    if (stored?.startsWith("/") && entry?.type === "reload" && stored !== here) {
      window.location.replace(stored);
      return;
    }
    const save = () => {
      if (pending.current) sessionStorage.setItem(KEY, pending.current);
    };
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  return null;
}
