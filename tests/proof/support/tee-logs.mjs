// Preloaded into every Node child of the proof stack (NODE_OPTIONS=--import): copies everything the process
// writes to stdout and stderr, byte for byte, into PROOF_RAW_LOG_DIR/<pid>.log. The stack's own logFile keeps
// only a readable summary of each JSON line (message, request, status, error); the secrets audit reads these
// raw lines too, so a secret in any structured field of any log line is found.
// pino writes through SonicBoom with fs.writeSync/fs.write on fd 1; Nest and console go through process.stdout.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';

const dir = process.env.PROOF_RAW_LOG_DIR;
if (dir) {
  const out = fs.openSync(`${dir}/${process.pid}.log`, 'a');
  const { write, writeSync } = fs;
  const copy = (fd, data, a, b) => {
    if ((fd !== 1 && fd !== 2) || data == null) return;
    try {
      if (typeof data === 'string') {
        writeSync.call(fs, out, data);
      } else if (ArrayBuffer.isView(data)) {
        const offset = typeof a === 'number' ? a : 0;
        const length = typeof b === 'number' ? b : data.byteLength - offset;
        writeSync.call(fs, out, Buffer.from(data.buffer, data.byteOffset + offset, length));
      }
    } catch {
      /* the copy must never break the service */
    }
  };
  fs.writeSync = function (...args) {
    copy(...args);
    return writeSync.apply(this, args);
  };
  fs.write = function (...args) {
    copy(...args);
    return write.apply(this, args);
  };
  for (const [stream, fd] of [
    [process.stdout, 1],
    [process.stderr, 2],
  ]) {
    const original = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      copy(fd, typeof chunk === 'string' || ArrayBuffer.isView(chunk) ? chunk : String(chunk));
      return original(chunk, ...rest);
    };
  }
}
