// Preloaded (`node --import`) into a process and, through the inherited execArgv, into each of its worker threads
// (tesseract.js reads in one): every way Node has to reach the network is replaced by one that reports the attempt on
// stderr and fails.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import tls from 'node:tls';
import { threadId } from 'node:worker_threads';

/** A connection to a Unix socket or pipe (a path) stays on the machine: tsx talks to its parent that way. */
function isLocalSocket(args) {
  // Socket.prototype.connect is also called with its arguments already normalised into an array.
  const [first] = Array.isArray(args[0]) ? args[0] : args;
  return (
    (typeof first === 'string' && first.startsWith('/')) ||
    (typeof first === 'object' && first !== null && typeof first.path === 'string')
  );
}

function blocked(what, original) {
  return function (...args) {
    if (original && isLocalSocket(args)) return original.apply(this, args);
    const target = typeof args[0] === 'string' || args[0] instanceof URL ? String(args[0]) : JSON.stringify(args[0]);
    process.stderr.write(`NETWORK-ATTEMPT thread=${threadId} ${what} ${target}\n`);
    throw new Error(`network access blocked: ${what}`);
  };
}

globalThis.fetch = async (...args) => blocked('fetch')(...args);
http.request = blocked('http.request');
http.get = blocked('http.get');
https.request = blocked('https.request');
https.get = blocked('https.get');
net.connect = blocked('net.connect', net.connect);
net.createConnection = blocked('net.createConnection', net.createConnection);
net.Socket.prototype.connect = blocked('net.Socket.connect', net.Socket.prototype.connect);
tls.connect = blocked('tls.connect');
dns.lookup = blocked('dns.lookup');
dns.resolve = blocked('dns.resolve');
syncBuiltinESMExports();
process.stderr.write(`NETWORK-BLOCKED thread=${threadId}\n`);
