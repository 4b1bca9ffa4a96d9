/**
 * The Chromium the end-to-end tests and the page bench drive, and its flags for this machine: headless,
 * no network chatter, no sandbox as root. `CHROMIUM_PATH` names another browser.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
