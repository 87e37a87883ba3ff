import type { AUDIENCES } from "../forms/limits";

type Audience = (typeof AUDIENCES)[number];

/**
 * The urgent alerts a page of `section` shows (architecture ruling 22): the group's pages all of them,
 * a school's pages its own and the group's. Shared by the server and the page's components.
 */
export function alertsFor<T extends { audience: Audience }>(alerts: readonly T[], section: Audience): T[] {
  return alerts.filter(
    (alert) => section === "group" || alert.audience === "group" || alert.audience === section,
  );
}
