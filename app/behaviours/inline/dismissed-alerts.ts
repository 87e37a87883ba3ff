/**
 * The urgent alerts' "Dismiss" remembered across pages (architecture ruling 22). Written right after
 * the alerts (`<UrgentAlerts>`), under the CSP nonce, so it runs as the page is parsed, before its first
 * paint and without a request: it hides each alert (`[data-urgent-alert]`, its id in `data-alert-id`)
 * this browser dismissed before, and when a Dismiss box (`[data-alert-dismiss]`) is ticked it adds that
 * id to the list. Ticking hides the alert by CSS alone, so a browser without this script or without
 * storage still hides it on this page.
 */

/** Where the ids of the alerts this browser dismissed are kept: a space-separated list. */
const STORAGE_KEY = "dismissed-alerts";

/** How many dismissed ids are kept: the newest; alerts are few and short-lived. */
const KEPT = 20;

/** The ids dismissed in this browser, oldest first. */
function dismissed(): string[] {
  return (localStorage.getItem(STORAGE_KEY) ?? "").split(" ").filter(Boolean);
}

try {
  const before = new Set(dismissed());
  for (const alert of document.querySelectorAll<HTMLElement>("[data-urgent-alert]")) {
    const id = alert.dataset.alertId;
    if (!id) continue;
    if (before.has(id)) alert.hidden = true;
    const box = alert.querySelector<HTMLInputElement>("input[data-alert-dismiss]");
    box?.addEventListener("change", () => {
      if (!box.checked) return;
      try {
        const ids = dismissed().filter((other) => other !== id);
        localStorage.setItem(STORAGE_KEY, [...ids, id].slice(-KEPT).join(" "));
      } catch {
        // Storage refused: the alert is hidden on this page only.
      }
    });
  }
} catch {
  // Storage cannot be read: every alert shows, and Dismiss still hides one on its page.
}
