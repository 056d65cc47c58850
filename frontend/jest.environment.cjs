// jsdom without the Fetch API classes React Router needs for navigations; lend Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'TransformStream',
      'structuredClone',
    ]) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
    // Node's Request accepts only Node's AbortSignal, so both must come from the same realm.
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
  }
}

module.exports = JsdomWithFetch;
