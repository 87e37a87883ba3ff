/**
 * The campus map's behaviour (app/components/page/CampusMap.tsx): in each `[data-campus-map]`, the link
 * to openstreetmap.org gives way to a "Show the map" button, which loads OpenStreetMap's embed into the
 * frame below (its address waits in `data-src`, so nothing loads before the click), shows it, and hides
 * it again ("Hide the map").
 */

function wire(root: Element): void {
  const link = root.querySelector<HTMLElement>("[data-map-link]");
  const button = root.querySelector<HTMLButtonElement>("[data-map-toggle]");
  const panel = button ? document.getElementById(button.getAttribute("aria-controls") ?? "") : null;
  const label = button?.querySelector("[data-map-label]");
  if (!link || !button || !panel || !label) return;
  link.hidden = true;
  button.hidden = false;
  button.addEventListener("click", () => {
    const show = panel.hidden;
    const frame = panel.querySelector<HTMLIFrameElement>("iframe[data-src]");
    if (show && frame && !frame.getAttribute("src")) frame.src = frame.dataset.src ?? "";
    panel.hidden = !show;
    button.setAttribute("aria-expanded", String(show));
    label.textContent = show ? "Hide the map" : "Show the map";
  });
}

function wireAll(): void {
  for (const root of document.querySelectorAll("[data-campus-map]")) wire(root);
}

// An async module may run before the page is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wireAll);
else wireAll();

// A module of its own (its names are not globals).
export {};
