// The page's worker: it runs notaz (WebAssembly) so that a long
// conversion never freezes the page. Messages in:
//   {id, req}: convert (req as notaz.convert takes it, without onProgress)
// Messages out:
//   {type: "ready", langs, version} | {type: "fatal", message}
//   {type: "progress", id, games, done, total}
//   {type: "output", id, chunk (Uint8Array, UTF-8: whole lines where it
//     can, never part of a character)}, while the conversion runs
//   {type: "result", id, rejects (Uint8Array, UTF-8), meta (JSON), memory}
//   | {type: "error", id, message}
//   (memory: the bytes the wasm holds, which it never gives back)
"use strict";

let ready = null;
let memory = null; // the wasm's memory: it grows, never shrinks

function start() {
  importScripts("wasm_exec.js"); // Go's own glue, copied beside the wasm at build time
  const go = new Go();
  const url = "notaz.wasm";
  // instantiateStreaming needs the application/wasm type; a server that
  // sends another one still gets the bytes through arrayBuffer.
  const inst = WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(fetch(url), go.importObject).catch(() => fromBytes(url, go))
    : fromBytes(url, go);
  return inst.then((r) => {
    memory = r.instance.exports.mem;
    go.run(r.instance); // main sets globalThis.notaz and waits
    if (!self.notaz) throw new Error("notaz.wasm did not start");
  });
}

function fromBytes(url, go) {
  return fetch(url).then((resp) => {
    if (!resp.ok) throw new Error(url + ": " + resp.status + " " + resp.statusText);
    return resp.arrayBuffer();
  }).then((b) => WebAssembly.instantiate(b, go.importObject));
}

try {
  ready = start();
} catch (e) {
  ready = Promise.reject(e);
}
ready.then(() => {
  postMessage({ type: "ready", langs: JSON.parse(self.notaz.langs()), version: self.notaz.version });
}, (e) => {
  postMessage({ type: "fatal", message: String(e && e.message || e) });
});

onmessage = (ev) => {
  const { id, req } = ev.data;
  ready.then(() => {
    req.onProgress = (games, done, total) => postMessage({ type: "progress", id, games, done, total });
    // The output goes to the page as it is written, a megabyte at a time
    // and transferred, not copied: the page shows the first games while
    // the rest convert, and has nothing big left to take at the end.
    req.onOutput = (chunk) => postMessage({ type: "output", id, chunk }, [chunk.buffer]);
    let r;
    try {
      r = self.notaz.convert(req);
    } catch (e) {
      postMessage({ type: "error", id, message: String(e && e.message || e) });
      return;
    }
    if (r.error) {
      postMessage({ type: "error", id, message: r.error });
      return;
    }
    // The rejected games are UTF-8 bytes, handed over (transferred).
    postMessage({ type: "result", id, rejects: r.rejects, meta: r.meta,
      memory: memory ? memory.buffer.byteLength : 0 }, [r.rejects.buffer]);
  }, () => {});
};
