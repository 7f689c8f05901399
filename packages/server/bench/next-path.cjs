// autocannon's setupRequest for the server benchmark (bench/server-bench.ts). autocannon runs its load in a worker
// thread, away from the server's event loop, and a worker can only load this step from a file. Each request takes
// the next address of the shuffled list the benchmark computed, carried in the request options as `paths`.
'use strict';

let next = 0;

module.exports = function nextPath(request) {
  const paths = request.paths;
  request.path = paths[next % paths.length];
  next += 1;
  return request;
};
