/**
 * A check of a bus route's times for the office (content/bus-routes.ts says how a route runs: the bus
 * collects the farthest stop first in the morning and drops it last in the afternoon). Times out of that
 * order are most likely a slip of the keyboard, but a route may really run so for a while: the editor
 * warns next to the stop and saves all the same.
 */

/** Minutes after midnight of a clock time as the school prints it ("7:15 AM", "4:05 PM"); else undefined. */
export function clockMinutes(time: unknown): number | undefined {
  if (typeof time !== "string") return undefined;
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/i.exec(time.trim());
  if (!match) return undefined;
  const [, hours, minutes, half] = match;
  return (Number(hours) % 12) * 60 + Number(minutes) + (half?.toUpperCase() === "PM" ? 12 * 60 : 0);
}

/** One stop of a route as the form holds it: any member may be missing or not yet a time. */
interface Stop {
  stop?: unknown;
  pickUp?: unknown;
  dropOff?: unknown;
}

/** Why the order matters, said once after what is wrong. */
const REASON =
  "The bus calls at the farthest stop first in the morning and last in the afternoon: check the time, or the order of the stops.";

/**
 * For each stop of a route, in the list's order (farthest stop first), a warning when its times are out
 * of order with the stop above or below it: pick-up times must rise down the list and drop-off times
 * fall. Both stops of a pair out of order are warned, since either time may be the slip. The same time
 * at two stops passes. A time not yet written, or not a time, is passed over (the schema refuses it).
 * Returns one entry per stop: the warning, or undefined.
 */
export function stopTimeWarnings(stops: readonly Stop[]): (string | undefined)[] {
  const name = (s: Stop | undefined) => (typeof s?.stop === "string" && s.stop.trim()) || "the stop";
  return stops.map((here, index) => {
    const above = stops[index - 1];
    const below = stops[index + 1];
    const problems: string[] = [];
    for (const [key, words, rises] of [
      ["pickUp", "Pick-up", true],
      ["dropOff", "Drop-off", false],
    ] as const) {
      const time = clockMinutes(here[key]);
      if (time === undefined) continue;
      const up = above && clockMinutes(above[key]);
      const down = below && clockMinutes(below[key]);
      if (up !== undefined && (rises ? time < up : time > up)) {
        problems.push(
          `${words} ${here[key]} is ${rises ? "earlier" : "later"} than at ${name(above)} above (${above?.[key]}).`,
        );
      } else if (down !== undefined && (rises ? time > down : time < down)) {
        problems.push(
          `${words} ${here[key]} is ${rises ? "later" : "earlier"} than at ${name(below)} below (${below?.[key]}).`,
        );
      }
    }
    return problems.length > 0 ? `${problems.join(" ")} ${REASON}` : undefined;
  });
}
