// A separate process (like another function instance) hammering one wallet through the
// built sparks module: node sparks-worker.cjs <uid> <worker> <count>
const { chargeSparks, creditSparks } = require('../../functions/lib/services/sparks.js');

const [uid, worker, count] = process.argv.slice(2);
const ops = Array.from({ length: Number(count) }, (_, i) =>
  i % 2 === 0
    ? creditSparks({ uid, amount: 3, reason: 'test', operationId: `worker${worker}-credit-${i}` })
    : chargeSparks({ uid, amount: 2, reason: 'test', operationId: `worker${worker}-charge-${i}` }),
);
Promise.allSettled(ops).then((results) => {
  const failed = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
  process.stdout.write(JSON.stringify({ failed }));
  process.exit(0);
});
