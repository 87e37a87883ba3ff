import { Map as MapIcon, Navigation } from "lucide-react";
import { useId } from "react";
import { useWords } from "~/lib/site/language";
import { blockWords } from "~content/words/blocks";
import { BehaviourScript } from "../BehaviourScript";
import { ExternalLink } from "../ExternalLink";
import { buttonClass } from "../ui/Button";

export type Location = { latitude: number; longitude: number };

const OSM = "https://www.openstreetmap.org";

/** "12.2402,79.0614": how both map sites take a point. */
function point({ latitude, longitude }: Location): string {
  return `${latitude},${longitude}`;
}

/** OpenStreetMap's embeddable map around `location` (a few streets each way) with a marker on it. */
export function osmEmbedUrl(location: Location): string {
  const { latitude: lat, longitude: lon } = location;
  const bbox = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004].map((n) => n.toFixed(5)).join(",");
  return `${OSM}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${point(location)}`;
}

/** OpenStreetMap's own page of `location`, with a marker: the map without JavaScript on our side. */
export function osmPageUrl({ latitude, longitude }: Location): string {
  return `${OSM}/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Directions to `location` from wherever the visitor is, in Google Maps (its app on a phone). */
export function googleDirectionsUrl(location: Location): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point(location)}`;
}

/** Directions to `location` on openstreetmap.org (the visitor types where from). */
export function osmDirectionsUrl(location: Location): string {
  return `${OSM}/directions?to=${point(location)}#map=16/${location.latitude}/${location.longitude}`;
}

const secondaryLink =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

/**
 * A campus on a map (spec 2.2 "/Contactus": an embedded map) that sends the visitor's browser to no
 * other site until they ask. With no script, a link to the same point on openstreetmap.org (a frame
 * hidden in the page would load at once, so none is drawn); the `campus-map` behaviour (no React)
 * swaps that link for "Show the map", which makes a frame of OpenStreetMap's embed here (the CSP's
 * `frame-src` allows it) and hides it again. Directions links open Google Maps or OpenStreetMap with the
 * campus as the destination.
 */
export function CampusMap({ name, location }: { name: string; location: Location }) {
  const mapId = useId();
  const words = useWords(blockWords);
  return (
    // The behaviour says "Show the map" / "Hide the map" in the page's language: it reads them here.
    <div
      className="mt-5 space-y-3"
      data-campus-map
      data-map-show={words.showMap}
      data-map-hide={words.hideMap}
    >
      <BehaviourScript name="campus-map" />
      <p className="text-sm text-slate-700">{words.mapNote}</p>
      <div className="flex flex-wrap gap-3">
        <ExternalLink
          href={osmPageUrl(location)}
          className={buttonClass("primary", "md", "min-h-11")}
          data-map-link
        >
          <MapIcon aria-hidden className="size-5" />
          {words.openMap}
        </ExternalLink>
        <button
          type="button"
          hidden
          aria-expanded="false"
          aria-controls={mapId}
          data-map-toggle
          className={buttonClass("primary", "md", "min-h-11")}
        >
          <MapIcon aria-hidden className="size-5" />
          <span data-map-label>{words.showMap}</span>
        </button>
      </div>
      {/* The frame is made by the behaviour: one in the HTML would load even while hidden. */}
      <div
        id={mapId}
        hidden
        data-map-src={osmEmbedUrl(location)}
        data-map-title={words.mapOf(name)}
        data-map-class="h-72 w-full rounded-lg border border-brand-100 sm:h-96"
      >
        <p className="mt-1 text-sm">
          <ExternalLink
            href={osmPageUrl(location)}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2"
          >
            {words.largerMap}
          </ExternalLink>
        </p>
      </div>
      <div>
        <p className="flex items-center gap-2 font-semibold text-slate-800">
          <Navigation aria-hidden className="size-5 text-gold-700" />
          {words.directions}
        </p>
        <ul className="mt-2 flex flex-wrap gap-3">
          <li>
            <ExternalLink href={googleDirectionsUrl(location)} className={secondaryLink}>
              <span className="sr-only">{words.directionsWith}</span>Google Maps
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={osmDirectionsUrl(location)} className={secondaryLink}>
              <span className="sr-only">{words.directionsWith}</span>OpenStreetMap
            </ExternalLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
