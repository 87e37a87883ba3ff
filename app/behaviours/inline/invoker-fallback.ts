/**
 * The chrome's dialogs (menu, school switch, admission ages, login and fees) open and close with the
 * platform alone: `<button commandfor="id" command="show-modal">` and `command="close"`, and
 * `<dialog closedby="any">` closes on a tap outside (decision 0022). Browsers from before invoker
 * commands (Chromium 135, Firefox 144, Safari 26.2) or `closedby` (Chromium 134) get the same from this
 * script, written once at the end of every public page's body under the CSP nonce
 * (`<InlineScript name="invoker-fallback">` in app/root.tsx), which does nothing where both exist. It
 * is inline, not a behaviour file, so that a tap on Menu works as soon as the page shows, without a
 * request.
 *
 * It acts on the click before the button's own activation, so where a browser has one feature and not
 * the other nothing happens twice: opening an open dialog and closing a closed one are no-ops.
 */

/** Whether the click at (x, y) fell outside the box of `dialog` (on its backdrop). */
function outside(dialog: HTMLDialogElement, x: number, y: number): boolean {
  const box = dialog.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

(() => {
  const Dialog = window.HTMLDialogElement;
  // No <dialog> at all (a very old browser): the chrome's buttons do nothing; the footer lists every page.
  if (!Dialog) return;
  const commands = "commandForElement" in HTMLButtonElement.prototype;
  const closedBy = "closedBy" in Dialog.prototype;
  if (commands && closedBy) return;
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (!commands) {
      const button = target.closest("button[commandfor]");
      const dialog = button && document.getElementById(button.getAttribute("commandfor") ?? "");
      if (button && dialog instanceof Dialog) {
        const command = button.getAttribute("command");
        if (command === "show-modal" && !dialog.open) dialog.showModal();
        if (command === "close" && dialog.open) dialog.close();
        return;
      }
    }
    if (
      !closedBy &&
      target instanceof Dialog &&
      target.open &&
      target.getAttribute("closedby") === "any" &&
      outside(target, event.clientX, event.clientY)
    )
      target.close();
  });
})();
