/**
 * Starts a page's JavaScript after its first paint (architecture 4 "Speed"; why, what exactly is
 * rewritten and what to watch when React Router changes: docs/decisions/0009-script-deferral.md).
 *
 * React Router writes `<link rel="modulepreload">` for every module a page needs (about 25 files, 115 KB
 * compressed) and one inline `<script type="module">` that imports them and hydrates. The browser fetches
 * those at high priority alongside the stylesheet, so on a slow connection the text and the first picture
 * wait for code that only adds interactivity: every page already works without JavaScript (links,
 * forms, the bus-stop finder). This moves both into one small inline script that, once the browser has
 * painted the page (its first contentful paint is reported), adds the same preload links and the same module
 * script. The browser still fetches everything in parallel, only after the first paint; the load event
 * still waits for it.
 *
 * `deferScripts(html)` takes a whole rendered document and returns it rewritten; a document without the
 * expected module script (an error page rendered without React Router's scripts) is returned unchanged.
 * The module script keeps its element (a `<script>` in the same place, with its nonce), so React's
 * hydration of the body finds the node it rendered; the page cache's nonce swap (server/page-cache.ts)
 * covers it like any other script, and the new elements take the nonce of the script that adds them.
 */
export function deferScripts(html: string): string {
  const moduleScript = /<script([^>]*)\stype="module"([^>]*)>([\s\S]*?)<\/script>/.exec(html);
  if (!moduleScript || /\ssrc=/.test(moduleScript[0])) return html;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*?\/?>/g, (tag) => {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href) hrefs.push(href);
    return "";
  });
  const [whole, before = "", after = "", code = ""] = moduleScript;
  const attributes = `${before}${after}`.replace(/\sasync(="")?/, "");
  const boot = `(${BOOT})(${scriptJson(hrefs)},${scriptJson(code)})`;
  return withoutPreloads.replace(whole, () => `<script${attributes}>${boot}</script>`);
}

/** JSON that is safe inside an inline `<script>`: no `</script>`, no `<!--`. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * How many preload links one task adds: each starts a fetch, and 25 in one task made a 30–50 ms task on a
 * phone-speed CPU (Lighthouse trace), which counts as blocking time.
 */
const PRELOADS_PER_TASK = 4;

/** ms after which the scripts start even if no contentful paint was reported (a browser without paint timing). */
const FIRST_PAINT_FALLBACK_MS = 3000;

/**
 * The browser side, `(hrefs, code) => void`, kept as source text so no build step can rewrite it (and
 * folded onto one line, so it holds no `//` comments). It waits for the first contentful paint to be
 * reported, not merely for a frame: a request started between the frame being drawn and it being shown
 * still counts as holding the paint up (Lighthouse's simulation). A hidden tab never paints and slows
 * timers down, so there it adds everything at once.
 */
const BOOT = `function (hrefs, code) {
  var nonce = document.currentScript ? document.currentScript.nonce : "";
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var next = 0;
    var batch = hidden() ? hrefs.length : BATCH;
    (function addSome() {
      for (var end = Math.min(next + batch, hrefs.length); next < end; next++) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = hrefs[next];
        document.head.appendChild(link);
      }
      if (next < hrefs.length) setTimeout(addSome, 0);
      else if (hidden()) addModule();
      else setTimeout(addModule, 0);
    })();
  }
  function addModule() {
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = code;
    document.body.appendChild(script);
  }
  function hidden() {
    return document.visibilityState === "hidden";
  }
  function afterFirstPaint(callback) {
    var done = false;
    function go() {
      if (done) return;
      done = true;
      setTimeout(callback, 0);
    }
    try {
      if (performance.getEntriesByName("first-contentful-paint").length) return go();
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        go();
      });
      observer.observe({ type: "paint", buffered: true });
      setTimeout(go, FALLBACK_MS);
    } catch (error) {
      requestAnimationFrame(go);
    }
  }
  if (hidden()) start();
  else afterFirstPaint(start);
}`
  .replace("BATCH", String(PRELOADS_PER_TASK))
  .replace("FALLBACK_MS", String(FIRST_PAINT_FALLBACK_MS))
  .replace(/\n\s*/g, " ");
