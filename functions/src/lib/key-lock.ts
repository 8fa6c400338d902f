// Runs async work one at a time per key within this instance. Firestore transactions on one
// hot document retry with growing back-off under contention; queueing same-key work in-process
// first keeps them fast. Correctness across instances still comes from the transaction.
const tails = new Map<string, Promise<unknown>>();

export function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const result = previous.then(work, work);
  const tail = result.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return result;
}
