/**
 * The shell's federation runtime plugin that lends its runtime to the remotes, so a page loads one
 * federation runtime, not one per app. A production remote is built with
 * `experiments.externalRuntime`: instead of bundling @module-federation/runtime-core it reads it
 * from the global `_FEDERATION_RUNTIME_CORE`, which this plugin sets before the shell's runtime
 * starts.
 *
 * @module-federation/enhanced's own `provideExternalRuntime` does the same, but its plugin is
 * CommonJS and requires the CommonJS build of runtime-core: the shell would carry a second copy
 * of the runtime beside the ESM one its bundler runtime uses, nearly doubling main.js.
 * Imported here as ESM, it is the very module instance the shell already runs.
 */
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'courtside-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (global && typeof global === 'object' && !global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name };
      }
      return args;
    },
  };
}
