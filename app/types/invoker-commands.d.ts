/**
 * Invoker commands (HTML: `commandfor` and `command` on a button), which the chrome's dialogs open and
 * close with (decision 0022). React 19.3 writes unknown lower-case attributes through as they are;
 * its types do not list these two yet.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string;
    /** What it does to it: a built-in command, or a custom one starting with "--". */
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "show-popover"
      | "hide-popover"
      | "toggle-popover"
      | `--${string}`;
  }
}
