// Jest (Node 20) cannot require() an ESM-only package; @fastify/static requires content-disposition 3 (ESM) for
// reply.download only, which the gateway does not use. Node itself loads the real one (require(esm)).
module.exports = {
  create: (filename) => `attachment; filename="${String(filename).replace(/["\\]/g, '')}"`,
};
