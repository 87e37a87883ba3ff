/**
 * A form as a browser would post it, read from server-rendered HTML: a test renders a screen with
 * `renderToString`, collects the named controls of one of its forms, and posts them to the route's
 * action, so it checks the form as drawn rather than a hand-written copy of its fields.
 */

/** `&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;` and numeric references in React's HTML, as text. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The attributes of an HTML start tag, unescaped (`checked=""` gives "", a missing one undefined). */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    if (name) out[name] = unescapeHtml(value ?? "");
  }
  return out;
}

/**
 * What a browser posts for the first `<form method="post">` of `html` that holds a field `marker`,
 * submitted as it is: every named input (a checkbox only when checked), each select's selected option
 * (else its first), each textarea's text; buttons are left out (Save names none).
 */
export function postedControls(html: string, marker: string): [string, string][] {
  const form = [...html.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/g)]
    .map((m) => m[1] ?? "")
    .find((body) => body.includes(`name="${marker}"`));
  if (form === undefined) throw new Error(`no post form with a field ${marker}`);
  const pairs: [string, string][] = [];
  for (const [control, tag = "", inner = ""] of form.matchAll(
    /<(input|select|textarea)\b[^>]*>(?:([\s\S]*?)<\/\1>)?/g,
  )) {
    const attrs = attributes(control.slice(0, control.indexOf(">") + 1));
    const name = attrs.name;
    if (!name || "disabled" in attrs) continue;
    if (tag === "input") {
      const type = attrs.type ?? "text";
      if (["submit", "button", "reset", "file", "image"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !("checked" in attrs)) continue;
      pairs.push([name, attrs.value ?? (type === "checkbox" ? "on" : "")]);
    } else if (tag === "select") {
      const options = [...inner.matchAll(/<option\b[^>]*>/g)].map((m) => attributes(m[0]));
      const chosen = options.find((o) => "selected" in o) ?? options[0];
      if (chosen) pairs.push([name, chosen.value ?? ""]);
    } else {
      pairs.push([name, unescapeHtml(inner)]);
    }
  }
  return pairs;
}
