// Jest transform of `.mjs` files (swiper ships only those): next/jest's SWC transform, except when
// Jest loads the file as an ES module. Jest 30 on Node 24.9+ does that even for a `require()`
// (Node's require(esm)), and next/jest's transform would still turn the file into CommonJS,
// which then fails with "exports is not defined". Such a file is left as it is: it is ESM already.
import nextJestTransformer from 'next/dist/build/swc/jest-transformer.js';

/** @param {object} options next/jest's own transform options, passed on unchanged */
function createTransformer(options) {
  const next = nextJestTransformer.createTransformer(options);
  return {
    process(source, filename, jestOptions) {
      return jestOptions.supportsStaticESM ? { code: source } : next.process(source, filename, jestOptions);
    },
  };
}

const mjsTransformer = { createTransformer };

export default mjsTransformer;
