import inlineScripts from "virtual:inline-scripts";
import { describe, expect, it } from "vitest";

/**
 * The inline scripts as the build writes them into pages (`virtual:inline-scripts`: the modules of this
 * folder bundled and minified by build-plugins/behaviour-scripts.ts), each run against stand-ins for the
 * browser's objects it uses.
 */

/** Runs the compiled text of inline script `name` with `globals` in place of the browser's. */
function run(name: string, globals: Record<string, unknown>): void {
  const code = inlineScripts[name];
  if (!code) throw new Error(`no inline script "${name}"`);
  new Function(...Object.keys(globals), code)(...Object.values(globals));
}

/** Storage in memory, or one that refuses every read and write (a strict privacy setting). */
function storage(stored: Map<string, string> | "refused"): Pick<Storage, "getItem" | "setItem"> {
  if (stored === "refused") {
    const refuse = () => {
      throw new Error("SecurityError");
    };
    return { getItem: refuse, setItem: refuse };
  }
  return {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => void stored.set(key, value),
  };
}

describe("every inline script", () => {
  it("is one line of minified script that cannot end the <script> element it is written into", () => {
    expect(Object.keys(inlineScripts).sort()).toEqual(["dismissed-alerts", "intro-seen", "invoker-fallback"]);
    for (const code of Object.values(inlineScripts)) {
      expect(code).not.toMatch(/<\/script|<!--|\n/i);
      expect(code.length).toBeLessThan(1024);
    }
  });
});

describe("the home page's head script (intro-seen)", () => {
  function seen(stored: Map<string, string> | "refused") {
    const dataset: Record<string, string> = {};
    run("intro-seen", { document: { documentElement: { dataset } }, sessionStorage: storage(stored) });
    return dataset;
  }

  it("on the first view leaves the overlay showing and marks it seen at once, scripts or not", () => {
    const stored = new Map<string, string>();
    expect(seen(stored)).toEqual({});
    expect(stored.get("home-loading-seen")).toBe("1");
  });

  it("on a later view in the session hides it before the first paint", () => {
    expect(seen(new Map([["home-loading-seen", "1"]]))).toEqual({ introSeen: "" });
  });

  it("hides it where storage is refused", () => {
    expect(seen("refused")).toEqual({ introSeen: "" });
  });
});

describe("the urgent alerts' memory (dismissed-alerts)", () => {
  /** An alert section as the server writes it, with its Dismiss box. */
  function alertSection(id: number) {
    const listeners: (() => void)[] = [];
    const box = {
      checked: false,
      addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
      tick() {
        this.checked = true;
        for (const listener of listeners) listener();
      },
    };
    return {
      dataset: { alertId: String(id) },
      hidden: false,
      querySelector: (selector: string) => (selector === "input[data-alert-dismiss]" ? box : null),
      box,
    };
  }

  function page(ids: number[], stored: Map<string, string> | "refused") {
    const alerts = ids.map(alertSection);
    run("dismissed-alerts", {
      document: {
        querySelectorAll: (selector: string) => (selector === "[data-urgent-alert]" ? alerts : []),
      },
      localStorage: storage(stored),
    });
    return alerts;
  }

  it("hides, before the first paint, the alerts this browser dismissed, and shows a new one", () => {
    const [old, fresh] = page([4, 7], new Map([["dismissed-alerts", "2 4"]]));
    expect(old?.hidden).toBe(true);
    expect(fresh?.hidden).toBe(false);
  });

  it("remembers a dismissal for the next pages, the newest twenty ids at most", () => {
    const stored = new Map([["dismissed-alerts", Array.from({ length: 20 }, (_, i) => i + 100).join(" ")]]);
    const [alert] = page([7], stored);
    alert?.box.tick();
    const kept = stored.get("dismissed-alerts")?.split(" ") ?? [];
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe("7");
    expect(kept).not.toContain("100");
    expect(page([7], stored)[0]?.hidden).toBe(true);
  });

  it("shows every alert where storage is refused, and a tick on Dismiss throws nothing", () => {
    const [alert] = page([3], "refused");
    expect(alert?.hidden).toBe(false);
    expect(() => alert?.box.tick()).not.toThrow();
  });
});

describe("the chrome dialogs' fallback (invoker-fallback)", () => {
  class Element {
    parent: Element | null = null;
    constructor(readonly attributes: Record<string, string> = {}) {}
    getAttribute(name: string) {
      return this.attributes[name] ?? null;
    }
    closest(selector: string): Element | null {
      if (selector !== "button[commandfor]") throw new Error(`unexpected selector ${selector}`);
      for (let at: Element | null = this; at; at = at.parent)
        if (at instanceof Button && at.attributes.commandfor) return at;
      return null;
    }
  }
  class Button extends Element {}
  class Dialog extends Element {
    open = false;
    showModal() {
      this.open = true;
    }
    close() {
      this.open = false;
    }
    getBoundingClientRect() {
      return { left: 100, right: 300, top: 100, bottom: 300 };
    }
  }

  /** A page with a Menu button, an icon inside it, and the menu dialog, in a browser with or without each feature. */
  function browser(features: { commands: boolean; closedBy: boolean }) {
    const menu = new Dialog({ id: "menu", closedby: "any" });
    const open = new Button({ commandfor: "menu", command: "show-modal" });
    const icon = new Element();
    icon.parent = open;
    const shut = new Button({ commandfor: "menu", command: "close" });
    let onClick: ((event: object) => void) | undefined;
    class HTMLButtonElement {}
    if (features.commands)
      Object.defineProperty(HTMLButtonElement.prototype, "commandForElement", { value: null });
    if (features.closedBy)
      Object.defineProperty(Dialog.prototype, "closedBy", { value: "", configurable: true });
    run("invoker-fallback", {
      window: { HTMLDialogElement: Dialog },
      HTMLButtonElement,
      Element,
      document: {
        getElementById: (id: string) => (id === "menu" ? menu : null),
        addEventListener: (_type: string, listener: (event: object) => void) => {
          onClick = listener;
        },
      },
    });
    if (features.closedBy) Reflect.deleteProperty(Dialog.prototype, "closedBy");
    const click = (target: Element, x = 200, y = 200) => onClick?.({ target, clientX: x, clientY: y });
    return { menu, open, icon, shut, click, listening: onClick !== undefined };
  }

  it("does nothing in a browser with invoker commands and closedby", () => {
    expect(browser({ commands: true, closedBy: true }).listening).toBe(false);
  });

  it("opens and closes a dialog by its buttons where invoker commands are missing, a tap on an icon in the button too", () => {
    const page = browser({ commands: false, closedBy: true });
    page.click(page.icon);
    expect(page.menu.open).toBe(true);
    page.click(page.open);
    expect(page.menu.open).toBe(true);
    page.click(page.shut);
    expect(page.menu.open).toBe(false);
  });

  it("closes a closedby=any dialog on a tap on its backdrop, not inside it, where closedby is missing", () => {
    const page = browser({ commands: true, closedBy: false });
    page.menu.open = true;
    page.click(page.menu, 200, 200);
    expect(page.menu.open).toBe(true);
    page.click(page.menu, 20, 200);
    expect(page.menu.open).toBe(false);
    page.click(page.open);
    expect(page.menu.open).toBe(false);
  });
});
