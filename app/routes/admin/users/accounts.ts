/**
 * Texts of the user-management screen that the browser needs too, kept out of the
 * server-only modules.
 */

/** What the list says after a change (`?done=…`). */
export const USER_DONE = {
  added:
    "The account was added. Tell the person their username and initial password: they choose their own at first sign-in.",
  access: "The role was changed. That person was signed out and signs in again with the new role.",
  reset:
    "The password was reset. That person was signed out and must choose a new password at the next sign-in.",
  disabled: "The account was disabled and signed out everywhere.",
  enabled: "The account was enabled.",
  deleted: "The account was deleted.",
  gone: "That account no longer exists; the list below is up to date.",
} as const;
