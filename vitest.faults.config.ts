import { defineConfig } from 'vitest/config';

// The fault-injection suite (npm run test:faults): the contact function, its scheduled run and
// the staff command against a faulty mail server and a faulty Blobs store. Kept out of
// `vitest run` (test:unit), as its scenarios take real seconds.
export default defineConfig({
  test: {
    include: ['test/contact-rigs/*.faults.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One scenario at a time: they share the process's Blobs context and real time matters.
    fileParallelism: false,
  },
});
