/**
 * "Copy link" (the notice page's CopyLink): in each `[data-copy-link]`, the hidden button
 * (`[data-copy]`, the address to copy) is shown only when the browser can write to the clipboard; a
 * press copies the address and the status line says "Link copied." (the root's `data-copied`, and
 * `data-copy-failed` when the browser refuses, in the page's language; English when a page leaves
 * them out).
 */

function wireAll(): void {
  if (!navigator.clipboard) return;
  for (const root of document.querySelectorAll<HTMLElement>("[data-copy-link]")) {
    const button = root.querySelector<HTMLButtonElement>("button[data-copy]");
    const status = root.querySelector("[data-copy-status]");
    if (!button || !status) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      navigator.clipboard.writeText(button.dataset.copy ?? "").then(
        () => {
          status.textContent = root.dataset.copied ?? "Link copied.";
        },
        () => {
          status.textContent =
            root.dataset.copyFailed ?? "The link could not be copied: select it in the box and copy it.";
        },
      );
    });
  }
}

// An async module may run before the page is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wireAll);
else wireAll();

// A module of its own (its names are not globals).
export {};
