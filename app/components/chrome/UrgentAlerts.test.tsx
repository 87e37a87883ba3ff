import inlineScripts from "virtual:inline-scripts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BehaviourScript, ScriptNonce } from "../BehaviourScript";
import { UrgentAlerts } from "./UrgentAlerts";

const alerts = [
  { id: 4, message: "School closed tomorrow", link: null, school: "Vidhyapeeth" },
  { id: 9, message: "Buses late", link: "/bus-routes", school: null },
];

describe("the urgent alerts as the server writes them", () => {
  it("marks each alert and its Dismiss box for the inline script, which follows them under the nonce", () => {
    const html = renderToStaticMarkup(
      <ScriptNonce value="n0nce">
        <UrgentAlerts alerts={alerts} />
      </ScriptNonce>,
    );
    expect(html.match(/data-urgent-alert="" data-alert-id="\d+"/g)).toEqual([
      'data-urgent-alert="" data-alert-id="4"',
      'data-urgent-alert="" data-alert-id="9"',
    ]);
    expect(html.match(/<input id="alert-\d+-dismiss" type="checkbox" data-alert-dismiss=""/g)).toHaveLength(
      2,
    );
    const script = `<script nonce="n0nce">${inlineScripts["dismissed-alerts"]}</script>`;
    expect(html.endsWith(script)).toBe(true);
    // Nothing the server leaves for React to finish: no alert is hidden by the server.
    expect(html).not.toMatch(/\shidden/);
  });

  it("writes nothing when no alert is showing", () => {
    expect(renderToStaticMarkup(<UrgentAlerts alerts={[]} />)).toBe("");
  });
});

describe("a script tag drawn outside the document shell", () => {
  it("carries no nonce rather than failing (no data router, no provider)", () => {
    const html = renderToStaticMarkup(<BehaviourScript name="carousel" />);
    expect(html).toBe('<script type="module" async="" src="/app/behaviours/carousel.ts"></script>');
  });
});
