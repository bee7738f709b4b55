import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type LaunchOptions } from 'playwright-core';

// Debian's headless shell where installed: the same Blink without the browser's window, 7.5 % less CPU over the suite's
// heaviest files on 2 cores (163 s against 177 s)
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The designer's usual window, and the size of a tab a test opens itself. */
export const WINDOW = { width: 1400, height: 900 };

/** Tests ask for less motion: a spinner or a blinking cursor left turning costs a fifth of a core per page. */
export const REDUCED_MOTION = 'reduce';

// no test but the offline one lets the app's service worker in: precaching the 8 MB build in every test would cost
// a core, and a cached build would hide the one under test

// no back/forward cache: a designer the shared tab left must be gone, not kept frozen beside the next test's
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=BackForwardCache'];

/**
 * Playwright's server for one persistent profile that every connection shares. Both options are
 * Playwright's own, not typed for us (1.65.1 is pinned): `connect` then sees the profile as
 * `contexts()[0]`, and disconnecting leaves the browser running for the next test file.
 */
interface SharedProfileOptions extends LaunchOptions {
  _userDataDir: string;
  _sharedBrowser: true;
  viewport: typeof WINDOW;
  reducedMotion: typeof REDUCED_MOTION;
  serviceWorkers: 'block';
}

export interface RunningChromium {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Chromium with a profile kept for the whole run: its compiled-code cache makes each opening of the
 * designer 3 s cheaper on 2 busy cores than in a fresh incognito context (4.5 s against 7.5 s).
 */
export async function launchChromium(): Promise<RunningChromium> {
  // in memory where there is a tmpfs: nothing of the profile needs to outlive the run
  const profile = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'panel-designer-e2e-'));
  const options: SharedProfileOptions = { executablePath: chromiumPath, args, headless: true, _userDataDir: profile, _sharedBrowser: true, viewport: WINDOW, reducedMotion: REDUCED_MOTION, serviceWorkers: 'block' };
  const server = await chromium.launchServer(options);
  return {
    endpoint: server.wsEndpoint(),
    async close() {
      await server.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
