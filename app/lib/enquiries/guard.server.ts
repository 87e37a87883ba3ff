import { RateLimiterMemory } from "rate-limiter-flexible";
import type { Language } from "~content/languages";
import { enquiryWords } from "~content/words/enquiry";

/**
 * Spam and abuse protection of the enquiry form: a honeypot field that people never see, and
 * a limit of `PER_ADDRESS` enquiries per client address per `WINDOW_SECONDS` (rate-limiter-flexible, in
 * memory). The limit is generous on purpose: Indian mobile networks put many subscribers behind one
 * address (carrier-grade NAT), so several real parents can share it during admission season.
 */

/** The hidden field's name: tempting to form-filling robots, invisible and unreachable for people. */
export const HONEYPOT_FIELD = "website";
export const PER_ADDRESS = 10;
export const WINDOW_SECONDS = 15 * 60;

/** Said when the honeypot was filled in (in English; `enquiryWords[language].honeypotFilled` in another). */
export const HONEYPOT_MESSAGE = enquiryWords.en.honeypotFilled;

/** True when the honeypot field holds anything. */
export function tripsHoneypot(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/** Counts a public form's posts per client address: `take` is null when allowed, else the wait in ms. */
export interface AddressLimiter {
  take(address: string): Promise<number | null>;
}

/**
 * A limiter of `points` posts per client address per `seconds` with its own counters, named
 * `keyPrefix` (rate-limiter-flexible, in memory): the enquiry form's and the barrier report's. The wait
 * it gives is at least a second, so a "try again in" message never says zero.
 */
export function createAddressLimiter(keyPrefix: string, points: number, seconds: number): AddressLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  return {
    async take(address: string): Promise<number | null> {
      try {
        await limiter.consume(address);
        return null;
      } catch (result) {
        return Math.max((result as { msBeforeNext?: number }).msBeforeNext ?? 60_000, 1000);
      }
    },
  };
}

/** A limiter with its own counters (tests make their own; the app shares `enquiryLimiter`). */
export function createEnquiryLimiter(): AddressLimiter {
  return createAddressLimiter("enquiry", PER_ADDRESS, WINDOW_SECONDS);
}

export const enquiryLimiter = createEnquiryLimiter();

/**
 * What a parent sees when over the limit, in `language` (English by default): the reason, the wait in
 * whole minutes (at least one) and what to do instead.
 */
export function rateLimitedMessage(waitMs: number, officeHours: string, language: Language = "en"): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60000));
  return enquiryWords[language].rateLimited(minutes, officeHours);
}
