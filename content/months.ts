/**
 * The month names in full ("September"), for dates written out: the admission rules' "31 May 2026",
 * the calendar's months, the sample events. A table rather than `Intl`: the server's and each browser's
 * ICU data differ, which would make hydrated text differ from the server's.
 */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
