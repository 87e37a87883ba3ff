/**
 * The chrome's dialogs (menu, school switch, admission ages, login and fees) open and close with the
 * platform alone: `<button commandfor="id" command="show-modal">` and `command="close"`, and
 * `<dialog closedby="any">` closes on a tap outside (decision 0022). Browsers from before invoker
 * commands (Chromium 135, Firefox 144, Safari 26.2) or `closedby` (Chromium 134) get the same from this
 * inline script, about 500 bytes, which does nothing where both exist. Kept as source text folded onto
 * one line so no build step rewrites it; written once per public page under the CSP nonce.
 *
 * It acts on the click before the button's own activation, so where a browser has one feature and not
 * the other nothing happens twice: opening an open dialog and closing a closed one are no-ops.
 */
export const INVOKER_FALLBACK_SCRIPT = `(function () {
  var Dialog = window.HTMLDialogElement;
  if (!Dialog) return;
  var commands = "commandForElement" in HTMLButtonElement.prototype;
  var closedBy = "closedBy" in Dialog.prototype;
  if (commands && closedBy) return;
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!commands && target.closest) {
      var button = target.closest("button[commandfor]");
      var dialog = button && document.getElementById(button.getAttribute("commandfor"));
      if (dialog && dialog.showModal) {
        var command = button.getAttribute("command");
        if (command === "show-modal" && !dialog.open) dialog.showModal();
        if (command === "close" && dialog.open) dialog.close();
        return;
      }
    }
    if (!closedBy && target instanceof Dialog && target.open && target.getAttribute("closedby") === "any") {
      var box = target.getBoundingClientRect();
      var outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (outside) target.close();
    }
  });
})();`.replace(/\n\s*/g, " ");
