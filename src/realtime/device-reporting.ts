// The devices topic's readings are pure and shared with the worker (which reduces the topic to
// them, issue 34): they live in src/lib; pages keep importing them from here.
export * from '../lib/device-reporting';
