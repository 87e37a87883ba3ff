import { pruneBarrierReports } from "../accessibility/barrier-reports.server";
import { HISTORY_KEEP_LATEST, prunePageVersions } from "../content-store/page-history.server";
import { checkDocuments, describeDocumentChecks } from "../documents/checks.server";
import { UNREADABLE_NOTE, unreadableDocuments } from "../documents/unreadable.server";
import { scheduledRetention } from "../enquiries/retention.server";
import { db } from "../platform/db.server";
import { claimDay, type DayClaim, releaseDay } from "../platform/lease.server";
import { refreshSearchIndex } from "../search/search.server";
import { scheduledLinkCheck } from "./link-check.server";

/**
 * The server process's periodic jobs: each runs once at start and then daily. Of several instances of the
 * site on one database, one runs each day's run of a job: every instance's timer asks for the day's claim
 * (`claimDay`, app/lib/platform/lease.server.ts) and the first gets it; the others log who has it. Every job
 * stays harmless to run twice all the same (a claim can expire under a run that outlives it).
 */

/** A day, in milliseconds: how often the jobs run. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** One periodic job: its name for the log, and the run, which says what it did (or nothing). */
export interface ScheduledJob {
  name: string;
  run(): Promise<string | undefined>;
}

/** The jobs of this site. */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    // A bounded page history (app/lib/content-store/page-history.server.ts).
    name: "page history",
    async run() {
      const removed = await prunePageVersions(db());
      return removed
        ? `${removed} page version${removed === 1 ? "" : "s"} older than a year removed (the last ${HISTORY_KEEP_LATEST} of each page kept)`
        : undefined;
    },
  },
  {
    // Whether screen readers can read each document (app/lib/documents/checks.server.ts): documents never
    // checked get their text layer recorded; after the server listens, so start-up never waits for pdftotext.
    // A PDF too large or too complex is said so; poppler-utils is named only when pdftotext is missing.
    name: "document checks",
    async run() {
      return describeDocumentChecks(await checkDocuments());
    },
  },
  {
    // The site search's index (app/lib/search/search.server.ts), built at start so the first visitors
    // find everything; afterwards a search that finds the page version moved rebuilds it in the
    // background (searches answer from the last index meanwhile). Claimed in the database, so one
    // instance builds.
    name: "search index",
    async run() {
      const outcome = await refreshSearchIndex();
      if (!outcome.rebuilt) return undefined;
      const unreadable = (await unreadableDocuments()).size;
      return `rebuilt in ${Math.round(outcome.ms ?? 0)} ms${
        unreadable
          ? `; ${unreadable} PDF${unreadable === 1 ? "" : "s"} ${UNREADABLE_NOTE}, found by title only`
          : ""
      }`;
    },
  },
  {
    // Broken links for the compliance dashboard (app/lib/ops/link-check.server.ts): under a lease, so one
    // instance checks; after a recent check (a restart) it waits for the next day; `LINK_CHECK=off` stops it.
    name: "link check",
    run: () => scheduledLinkCheck(),
  },
  {
    // Parents' data (architecture ruling 21): enquiries past their retention day are erased, consent
    // records a year after their erasure dropped, and audit rows and network addresses older than the
    // audit log's months removed (app/lib/enquiries/retention.server.ts), under a lease.
    name: "enquiry retention",
    run: () => scheduledRetention(),
  },
  {
    // Accessibility barrier reports (app/lib/accessibility/barrier-reports.server.ts) are kept a year, as
    // the accessibility statement says, then deleted.
    name: "barrier reports retention",
    async run() {
      const removed = await pruneBarrierReports();
      return removed
        ? `${removed} barrier report${removed === 1 ? "" : "s"} older than a year deleted`
        : undefined;
    },
  },
];

/**
 * Starts `jobs` (the site's by default): each runs now and then every `DAY_MS`, on a timer that does
 * not keep the process alive (`unref`), so a shutdown never waits for it. Each job runs on its own: a
 * slow one (a link check waiting on distant servers) never holds back another (the erasure of parents'
 * data past its retention day). Each run first asks for the day's claim (`claim`); a run that fails is
 * logged with `log`, gives its claim back and is tried again the next day; nothing is thrown. A job still running when it is next due is not started twice. Returns a function
 * that stops the timer.
 */
export function startScheduledJobs(
  options: {
    jobs?: ScheduledJob[];
    log?: (line: string) => void;
    /** Asks for the day's run of a job; the database's daily claim by default. */
    claim?: (job: ScheduledJob) => Promise<DayClaim>;
    /** Gives a failed run's claim back, so the next try runs. */
    release?: (job: ScheduledJob) => Promise<void>;
  } = {},
): () => void {
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  const log = options.log ?? console.log;
  const claim = options.claim ?? ((job: ScheduledJob) => claimDay(job.name));
  const release = options.release ?? ((job: ScheduledJob) => releaseDay(job.name));
  const running = new Set<ScheduledJob>();
  const runOne = async (job: ScheduledJob) => {
    if (running.has(job)) return;
    running.add(job);
    let claimed = false;
    try {
      const day = await claim(job);
      if (!day.claimed) {
        log(`Scheduled job ${job.name}: run today by ${day.holder} (until ${day.until})`);
        return;
      }
      claimed = true;
      const done = await job.run();
      log(`Scheduled job ${job.name}: ${done ?? "nothing to do"}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`Scheduled job ${job.name} failed (tried again in a day): ${reason}`);
      if (claimed) await release(job).catch(() => undefined);
    } finally {
      running.delete(job);
    }
  };
  const runAll = () => {
    for (const job of jobs) void runOne(job);
  };
  const timer = setInterval(runAll, DAY_MS);
  timer.unref();
  const first = setTimeout(runAll, 0);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
