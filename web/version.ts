// The one source of the release number: package.json's "version" (CHANGELOG.md, docs/releases.md). The
// resource's fxmanifest.lua repeats it for FXServer; tests/unit/version.test.ts checks they agree.
import { version } from '../package.json'

/** This build's release, e.g. "1.0.0": in /healthz, the start's log line and the back-office footer. */
export const BOUTIQUE_VERSION: string = version
