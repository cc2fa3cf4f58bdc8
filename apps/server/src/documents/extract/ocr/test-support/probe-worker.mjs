// A worker thread that tries the network once (offline-ocr-run.ts --probe).
await fetch('https://cdn.jsdelivr.net/npm/').catch(() => undefined);
