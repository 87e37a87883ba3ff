/**
 * The campus map's behaviour (app/components/page/CampusMap.tsx): in each `[data-campus-map]`, the link
 * to openstreetmap.org gives way to a "Show the map" button, which makes a frame of OpenStreetMap's embed
 * in the panel it controls (address, title and classes in the panel's `data-map-*`: nothing loads before
 * the click), shows it, and hides it again ("Hide the map"). The button's two labels are the root's
 * `data-map-show` and `data-map-hide`, in the page's language; English when a page leaves them out.
 */

function wire(root: HTMLElement): void {
  const link = root.querySelector<HTMLElement>("[data-map-link]");
  const button = root.querySelector<HTMLButtonElement>("[data-map-toggle]");
  const panel = button ? document.getElementById(button.getAttribute("aria-controls") ?? "") : null;
  const label = button?.querySelector("[data-map-label]");
  if (!link || !button || !panel || !label) return;
  link.hidden = true;
  button.hidden = false;
  button.addEventListener("click", () => {
    const show = panel.hidden;
    if (show && !panel.querySelector("iframe")) {
      const frame = document.createElement("iframe");
      frame.title = panel.dataset.mapTitle ?? "";
      frame.className = panel.dataset.mapClass ?? "";
      frame.src = panel.dataset.mapSrc ?? "";
      panel.prepend(frame);
    }
    panel.hidden = !show;
    button.setAttribute("aria-expanded", String(show));
    label.textContent = show
      ? (root.dataset.mapHide ?? "Hide the map")
      : (root.dataset.mapShow ?? "Show the map");
  });
}

function wireAll(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-campus-map]")) wire(root);
}

// An async module may run before the page is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wireAll);
else wireAll();

// A module of its own (its names are not globals).
export {};
