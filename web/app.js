// The notaz page: it sends what the user pastes or opens to the worker
// (worker.js, where notaz runs as WebAssembly) and shows what comes back.
// Nothing leaves the machine: there is no network call but the page's own
// files.
"use strict";

// ---- page strings: English and Italian complete. Messages of findings
// come from notaz itself, in the language asked for (lang).
const STRINGS = {
  en: {
    title: "notaz: chess scores in any language to PGN",
    tagline: "Chess scores in any language, checked move by move, written as standard PGN.",
    pageLang: "Language of this page",
    privacy: "Everything happens in this page, on your device: nothing you paste or open is sent anywhere.",
    inputHeading: "Game score",
    from: "Moves written in", auto: "Detect (auto)",
    to: "Write moves in", pgnEnglish: "PGN (English letters)", figurines: "Figurines",
    format: "Format", lalg: "Long algebraic", uci: "UCI (coordinates)", json: "JSON Lines",
    html: "Printable document (HTML)", style: "Signs", stylePgn: "PGN (x, O-O, 1-0)", stylePrint: "As printed in the language",
    textLabel: "Paste a game score (any language), or type it",
    filesLabel: "Or open files (.pgn, .txt, .gz, .zst, .bz2, .xz, .zip; several at once)",
    dropHint: "or drop them here",
    clearFiles: "Remove all files", remove: "Remove", removeFile: (n) => `Remove ${n}`,
    convert: "Convert", cancel: "Stop",
    loading: "Loading notaz…",
    ready: "Ready: paste a score or open files.",
    fatal: (m) => `notaz could not start (${m}). Open the page with “notaz serve”, or build it with “go generate ./web”.`,
    fileURL: "This browser does not run notaz from a page opened as a file. Run “notaz serve” and open the address it prints, or serve this directory (python3 -m http.server -d web/dist) and open http://localhost:8000/.",
    converting: "Converting…",
    progress: (g, pct) => `Converting… ${games(g, "en")}${pct === null ? "" : `, ${pct}%`}`,
    cancelled: "Stopped.",
    failed: (m) => `Conversion failed: ${m}`,
    done: (r) => `${(r.games - r.rejectedCount).toLocaleString("en")} of ${games(r.games, "en")} converted` +
      `${r.rejectedCount ? `, ${r.rejectedCount} rejected` : ""}: ` +
      `${plural(r.errors, "error", "errors")}, ${plural(r.warnings, "warning", "warnings")}.`,
    empty: "Nothing to convert yet.",
    findings: "Findings", noFindings: "No findings: every game replayed as written, in standard spelling.",
    moreFindings: (n) => `${n} more not shown.`,
    error: "error", warning: "warning",
    where: (f) => `line ${f.line}, column ${f.col}`,
    atLine: (n) => `line ${n}`, atMove: (m) => `move ${m}`, inGame: (g) => `game ${g}`,
    show: "Show", all: (n) => `All (${n})`, errors: (n) => `Errors (${n})`, warnings: (n) => `Warnings (${n})`,
    counts: (e, w) => `${plural(e, "error", "errors")} and ${plural(w, "warning", "warnings")}; errors first.`,
    byKind: "By kind:", kindLabel: (c, n) => `${c.replace(/-/g, " ")} (${n})`,
    filtered: (n) => `${plural(n, "finding", "findings")} hidden by the filter.`,
    outputEmpty: "The converted games appear here.",
    viewer: "Play through", viewerGame: "Game", start: "Start position",
    first: "First move", prevMove: "Previous move", nextMove: "Next move", lastMove: "Last move",
    viewerHelp: "Click a move, or use the buttons or the arrow keys (Home, End).",
    viewerBoard: (m, fen) => `Board after ${m} (FEN ${fen})`,
    outputNone: (n) => `No game could be converted: ${n === 1 ? "the game is" : `all ${n} games are`} under “Rejected games” below, with the error and what was read up to it.`,
    positionBefore: (m) => `Position before ${m}`,
    whiteToMove: "White to move", blackToMove: "Black to move",
    boardLabel: (m, fen) => `Board: the position before ${m} (FEN ${fen})`,
    suggestions: "Probably meant:", noSuggestion: "No suggestion for this one.",
    apply: (w, s) => `Replace ${w} with ${s}`,
    applied: (w, s, l) => `Replaced ${w} with ${s} on line ${l}; converting again.`,
    notFound: (w) => `${w} is no longer where it was: the text changed.`,
    inFile: (n) => `In the file ${n}: correct it there, or paste the game above to fix it here.`,
    showInput: "Show in the input",
    output: "Result", outputLabel: "Converted games",
    copy: "Copy", copied: "Copied.", download: "Download",
    pages: "Pages of the result", pagePrev: "Previous page", pageNext: "Next page",
    page: (i, n, more, sz) => `Page ${i} of ${n}${more ? " so far" : ""} (${sz}; Copy and Download take all)`,
    took: (s) => `(${s} s)`,
    rejected: "Rejected games (kept as written)", downloadRejects: "Download rejected games",
    rejectedItem: (r) => `${r.file ? r.file + ", " : ""}game ${r.game}, line ${r.line}: ${r.error}`,
    problems: "Files not read",
    partial: "Read up to the error:",
    footer: "notaz runs here as WebAssembly.",
    pasted: "pasted text",
  },
  it: {
    title: "notaz: partite in qualsiasi lingua in PGN",
    tagline: "Partite scritte in qualsiasi lingua, controllate mossa per mossa, riscritte in PGN standard.",
    pageLang: "Lingua della pagina",
    privacy: "Tutto avviene in questa pagina, sul tuo dispositivo: nulla di ciò che incolli o apri viene inviato altrove.",
    inputHeading: "Partita",
    from: "Mosse scritte in", auto: "Riconosci (automatico)",
    to: "Scrivi le mosse in", pgnEnglish: "PGN (lettere inglesi)", figurines: "Figurine",
    format: "Formato", lalg: "Algebrica estesa", uci: "UCI (coordinate)", json: "JSON Lines",
    html: "Documento da stampare (HTML)", style: "Segni", stylePgn: "PGN (x, O-O, 1-0)", stylePrint: "Come si stampano nella lingua",
    textLabel: "Incolla una partita (in qualsiasi lingua) o scrivila",
    filesLabel: "Oppure apri dei file (.pgn, .txt, .gz, .zst, .bz2, .xz, .zip; anche più di uno)",
    dropHint: "oppure trascinali qui",
    clearFiles: "Togli tutti i file", remove: "Togli", removeFile: (n) => `Togli ${n}`,
    convert: "Converti", cancel: "Interrompi",
    loading: "Caricamento di notaz…",
    ready: "Pronto: incolla una partita o apri dei file.",
    fatal: (m) => `notaz non è partito (${m}). Apri la pagina con «notaz serve», o costruiscila con «go generate ./web».`,
    fileURL: "Questo browser non esegue notaz da una pagina aperta come file. Avvia «notaz serve» e apri l'indirizzo che scrive, o servi questa cartella (python3 -m http.server -d web/dist) e apri http://localhost:8000/.",
    converting: "Conversione…",
    progress: (g, pct) => `Conversione… ${games(g, "it")}${pct === null ? "" : `, ${pct}%`}`,
    cancelled: "Interrotto.",
    failed: (m) => `Conversione non riuscita: ${m}`,
    done: (r) => `Partite convertite: ${(r.games - r.rejectedCount).toLocaleString("it")} su ${r.games.toLocaleString("it")}` +
      `${r.rejectedCount ? `; scartate: ${r.rejectedCount.toLocaleString("it")}` : ""}. ` +
      `Errori: ${r.errors.toLocaleString("it")}, avvisi: ${r.warnings.toLocaleString("it")}.`,
    empty: "Ancora niente da convertire.",
    findings: "Segnalazioni", noFindings: "Nessuna segnalazione: ogni partita si rigioca come è scritta, nella grafia standard.",
    moreFindings: (n) => `Altre ${n} non mostrate.`,
    error: "errore", warning: "avviso",
    where: (f) => `riga ${f.line}, colonna ${f.col}`,
    atLine: (n) => `riga ${n}`, atMove: (m) => `mossa ${m}`, inGame: (g) => `partita ${g}`,
    show: "Mostra", all: (n) => `Tutte (${n})`, errors: (n) => `Errori (${n})`, warnings: (n) => `Avvisi (${n})`,
    counts: (e, w) => `${plural(e, "errore", "errori")} e ${plural(w, "avviso", "avvisi")}; prima gli errori.`,
    byKind: "Per tipo:", kindLabel: (c, n) => `${c.replace(/-/g, " ")} (${n})`,
    filtered: (n) => `${n === 1 ? "1 segnalazione nascosta" : `${n} segnalazioni nascoste`} dal filtro.`,
    outputEmpty: "Qui compaiono le partite convertite.",
    viewer: "Rigioca", viewerGame: "Partita", start: "Posizione iniziale",
    first: "Prima mossa", prevMove: "Mossa precedente", nextMove: "Mossa successiva", lastMove: "Ultima mossa",
    viewerHelp: "Clicca una mossa, o usa i pulsanti o i tasti freccia (Home, Fine).",
    viewerBoard: (m, fen) => `Scacchiera dopo ${m} (FEN ${fen})`,
    outputNone: (n) => `Nessuna partita convertita: ${n === 1 ? "la partita è" : `tutte le ${n} partite sono`} in “Partite scartate” qui sotto, con l'errore e quanto letto fino a lì.`,
    positionBefore: (m) => `Posizione prima di ${m}`,
    whiteToMove: "Muove il Bianco", blackToMove: "Muove il Nero",
    boardLabel: (m, fen) => `Scacchiera: la posizione prima di ${m} (FEN ${fen})`,
    suggestions: "Forse intendevi:", noSuggestion: "Nessun suggerimento per questa.",
    apply: (w, s) => `Sostituisci ${w} con ${s}`,
    applied: (w, s, l) => `Sostituito ${w} con ${s} alla riga ${l}; nuova conversione.`,
    notFound: (w) => `${w} non è più dov'era: il testo è cambiato.`,
    inFile: (n) => `Nel file ${n}: correggilo lì, o incolla qui sopra la partita per correggerla qui.`,
    showInput: "Mostra nella partita",
    output: "Risultato", outputLabel: "Partite convertite",
    copy: "Copia", copied: "Copiato.", download: "Scarica",
    pages: "Pagine del risultato", pagePrev: "Pagina precedente", pageNext: "Pagina successiva",
    page: (i, n, more, sz) => `Pagina ${i} di ${n}${more ? " finora" : ""} (${sz}; Copia e Scarica prendono tutto)`,
    took: (s) => `(${s.replace(".", ",")} s)`,
    rejected: "Partite scartate (lasciate come scritte)", downloadRejects: "Scarica le partite scartate",
    rejectedItem: (r) => `${r.file ? r.file + ", " : ""}partita ${r.game}, riga ${r.line}: ${r.error}`,
    problems: "File non letti",
    partial: "Letta fino all'errore:",
    footer: "notaz funziona qui come WebAssembly.",
    pasted: "testo incollato",
  },
};

function plural(n, one, many) { return `${n.toLocaleString(lang)} ${n === 1 ? one : many}`; }
function games(n, l) { return l === "it" ? plural(n, "partita", "partite") : plural(n, "game", "games"); }

let lang = pickLang();
function pickLang() {
  const saved = safeStorage("get");
  if (saved && STRINGS[saved]) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (STRINGS[code]) return code;
  }
  return "en";
}
function safeStorage(op, v) {
  try { // file:// and private modes may refuse storage
    if (op === "get") return localStorage.getItem("notaz-lang");
    localStorage.setItem("notaz-lang", v);
  } catch (e) { /* the choice lasts for this visit */ }
  return null;
}
function T(key, ...args) {
  const s = STRINGS[lang][key] ?? STRINGS.en[key];
  return typeof s === "function" ? s(...args) : s;
}

// ---- elements
const $ = (id) => document.getElementById(id);
const el = {
  text: $("text"), files: $("files"), drop: $("drop"), filelist: $("filelist"), clearfiles: $("clearfiles"),
  from: $("from"), to: $("to"), format: $("format"), style: $("style"), convert: $("convert"), cancel: $("cancel"),
  progress: $("progress"), status: $("status"), findings: $("findings"), detail: $("detail"),
  detailH: $("detail-h"), detailMsg: $("detail-msg"), detailLine: $("detail-line"), board: $("board"),
  turn: $("detail-turn"), suggest: $("suggest"), showInput: $("show-input"), output: $("output"),
  copy: $("copy"), download: $("download"), rejectedSec: $("rejected-sec"), rejected: $("rejected"),
  downloadRejects: $("download-rejects"), problemsBox: $("problems-box"), problems: $("problems"),
  pagelang: $("pagelang"), version: $("version"),
};

const PASTED = "input"; // the name findings in the pasted text carry
const SMALL = 200 * 1024;
const MEMORY = 256 * 1024 * 1024; // a worker holding more is replaced after its job // converted as you type up to this many characters
let files = []; // {name, size, bytes: Uint8Array}
let langs = []; // from notaz: [{code, name, native}]
let result = null; // the last result: {pages, bytes, rejects, meta}
// The output as it comes from the worker: pieces of about a megabyte
// (Uint8Array, UTF-8, whole lines), one page each, decoded only when
// shown. A 50 MB result is never one string: copied and downloaded as a
// Blob of its pieces.
let incoming = null; // {id, pages, bytes} of the conversion running
let shown = null; // the pieces in the text box, and the page shown: {pages, bytes, page, done}
let current = null; // the finding shown
let statusKey = ["loading"];

// ---- worker: one at a time; a new request while one runs waits (only
// the latest), and Stop ends the worker and starts another.
let worker = null, workerReady = false, started = false, running = null, queued = null, nextId = 1;
function startWorker() {
  workerReady = false;
  try {
    worker = new Worker("worker.js");
  } catch (e) {
    // Chromium refuses a worker (and the wasm) to a page opened from a
    // file: say what works instead.
    setStatus(location.protocol === "file:" ? "fileURL" : "fatal", String(e && e.message || e));
    return;
  }
  worker.onmessage = onWorker;
  worker.onerror = (e) => { e.preventDefault(); fatal(e.message || "worker.js"); };
}
function fatal(msg) {
  running = null;
  busy(false);
  setStatus(location.protocol === "file:" ? "fileURL" : "fatal", msg);
}
function onWorker(ev) {
  const m = ev.data;
  switch (m.type) {
    case "ready":
      workerReady = true;
      if (!langs.length) { langs = m.langs; fillLangs(); }
      // A build from a clone without a version says nothing rather than
      // "notaz (devel)".
      el.version.textContent = m.version && !/devel/.test(m.version) ? "notaz " + m.version : "";
      if (!started) {
        // The first worker: convert what was typed while it loaded. A
        // worker started again (Stop, memory) leaves the page as it is.
        started = true;
        setStatus("ready");
        if (!queued && (el.text.value || files.length)) run();
      }
      if (queued) send(queued);
      break;
    case "fatal":
      fatal(m.message);
      break;
    case "progress":
      if (running && m.id === running.id) {
        el.progress.hidden = false;
        if (m.total > 0) el.progress.value = m.done / m.total; else el.progress.removeAttribute("value");
        const pct = m.total > 0 ? Math.floor(100 * m.done / m.total) : null;
        setStatus("progress", m.games, pct);
      }
      break;
    case "output":
      if (!running || m.id !== running.id || !incoming || incoming.id !== m.id) break;
      {
        // A piece joins the last page while both fit in one (the worker
        // sends the first lines at once, and each input and a
        // document's head and end come as pieces of their own).
        const pages = incoming.pages, last = pages.length - 1;
        const grow = last >= 0 && pages[last].length + m.chunk.length <= PAGE;
        if (grow) {
          const joined = new Uint8Array(pages[last].length + m.chunk.length);
          joined.set(pages[last]);
          joined.set(m.chunk, pages[last].length);
          pages[last] = joined;
        } else pages.push(m.chunk);
        incoming.bytes += m.chunk.length;
        // The first page shows at once, while the rest converts.
        if (shown !== incoming) { shown = incoming; showPage(0); }
        else if (grow && shown.page === last) showPage(last, true);
        else pager();
      }
      break;
    case "result":
    case "error":
      if (!running || m.id !== running.id) break;
      m.sent = running.sent;
      running = null;
      busy(false);
      if (m.type === "error") {
        // What came of a failed conversion is not shown: the last result stays.
        if (shown && shown === incoming) { shown = result ? result.out : null; showPage(shown ? shown.page : 0); }
        setStatus("failed", m.message);
      } else {
        const ms = performance.now() - m.sent;
        el.status.dataset.ms = Math.round(ms); // read by the browser test's timing
        el.status.dataset.memory = m.memory;
        const out = incoming && incoming.id === m.id ? incoming : { pages: [], bytes: 0 };
        out.done = true;
        show({ pages: out.pages, bytes: out.bytes, out, rejects: m.rejects, meta: JSON.parse(m.meta), ms });
        if (m.memory > MEMORY && !queued) {
          // A wasm's memory never shrinks: after a big file, a fresh
          // worker gives it back (a phone has little to spare).
          worker.terminate();
          startWorker();
          return;
        }
      }
      if (queued) send(queued);
      break;
  }
}

function request() {
  const inputs = [];
  if (el.text.value.trim() !== "") inputs.push({ name: PASTED, text: el.text.value });
  for (const f of files) inputs.push({ name: f.name, bytes: f.bytes });
  return { inputs, from: el.from.value, to: el.to.value, format: el.format.value, style: el.style.value, lang };
}
function run() {
  if (!worker) return;
  const req = request();
  if (!req.inputs.length) {
    show(null);
    setStatus("empty");
    return;
  }
  if (!workerReady || running) { queued = req; return; }
  send(req);
}
function send(req) {
  queued = null;
  running = { id: nextId++, req, sent: performance.now() };
  incoming = { id: running.id, pages: [], bytes: 0, page: 0, done: false };
  busy(true);
  setStatus("converting");
  // The files' bytes are copied, not transferred: they are sent again
  // with the next conversion.
  worker.postMessage({ id: running.id, req });
}
function busy(on) {
  el.cancel.hidden = !on;
  el.progress.hidden = true;
  el.progress.value = 0;
  document.body.setAttribute("aria-busy", on ? "true" : "false");
}
el.cancel.addEventListener("click", () => {
  worker.terminate();
  running = null;
  // The pages of the stopped conversion stay, as far as they came.
  if (shown && shown === incoming) { shown.done = true; pager(); }
  queued = null;
  busy(false);
  startWorker();
  setStatus("cancelled");
});

let timer = 0;
function soon() {
  clearTimeout(timer);
  // Typing converts again only what converts at once; with big files
  // open, the Convert button does.
  if (!big()) timer = setTimeout(run, 300);
}
function big() { return el.text.value.length + files.reduce((n, f) => n + f.size, 0) > SMALL; }
el.text.addEventListener("input", soon);
for (const s of [el.from, el.to, el.style]) s.addEventListener("change", run);
el.format.addEventListener("change", () => {
  el.to.disabled = el.format.value === "uci"; // coordinates have no letters
  if (el.to.disabled) el.to.value = "pgn";
  // Print style is SAN's: PGN and the printable document.
  el.style.disabled = !["pgn", "html"].includes(el.format.value);
  if (el.style.disabled) el.style.value = "pgn";
  run();
});
el.convert.addEventListener("click", run);

// ---- files: chosen or dropped, several at once; read here, converted in
// the worker (compressed ones too).
el.files.addEventListener("change", () => { addFiles(el.files.files); el.files.value = ""; });
// Files dropped anywhere on the page are taken: the browser's own way
// would open the file in place of the page, and lose the work.
document.addEventListener("dragover", (e) => {
  if (!e.dataTransfer || !Array.from(e.dataTransfer.types).includes("Files")) return;
  e.preventDefault();
  el.drop.classList.add("over");
});
document.addEventListener("dragleave", (e) => { if (!e.relatedTarget) el.drop.classList.remove("over"); });
document.addEventListener("drop", (e) => {
  if (!e.dataTransfer || !e.dataTransfer.files.length) return;
  e.preventDefault();
  el.drop.classList.remove("over");
  addFiles(e.dataTransfer.files);
});
async function addFiles(list) {
  for (const f of Array.from(list)) {
    const bytes = new Uint8Array(await f.arrayBuffer());
    files = files.filter((g) => g.name !== f.name);
    files.push({ name: f.name, size: f.size, bytes });
  }
  listFiles();
  run();
}
function listFiles() {
  el.filelist.replaceChildren(...files.map((f, i) => {
    const li = document.createElement("li");
    const name = document.createElement("span");
    name.textContent = `${f.name} (${size(f.size)})`;
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = T("remove");
    b.setAttribute("aria-label", T("removeFile", f.name));
    b.addEventListener("click", () => { files.splice(i, 1); listFiles(); run(); el.files.focus(); });
    li.append(name, b);
    return li;
  }));
  el.clearfiles.hidden = files.length < 2;
}
el.clearfiles.addEventListener("click", () => { files = []; listFiles(); run(); el.files.focus(); });
function size(n) {
  const u = ["B", "KB", "MB", "GB"];
  let i = 0;
  while (n >= 1024 && i < u.length - 1) { n /= 1024; i++; }
  return (i ? n.toFixed(1) : n) + " " + u[i];
}

// ---- results
function show(r) {
  result = r;
  // A text box of tens of megabytes makes the page slow: the output is
  // shown a page (a piece from the worker) at a time, and copied or
  // downloaded whole. Pages already shown while converting stay as the
  // user left them.
  if (!r) { shown = null; showPage(0); }
  else if (shown !== r.out) { shown = r.out; showPage(0); }
  else pager();
  const meta = r ? r.meta : null;
  // An empty result box says why.
  const rejected = meta ? (meta.rejected || []).length : 0;
  el.output.placeholder = meta && !r.bytes && rejected ? T("outputNone", rejected) : T("outputEmpty");
  listFindings(meta);
  listRejected(meta);
  showViewer(meta);
  if (meta) setStatus("done", meta);
  if (meta && r.ms >= 1000) setStatusText(el.status.textContent + " " + T("took", (r.ms / 1000).toFixed(1)));
}
const utf8 = new TextDecoder();
const PAGE = 1024 * 1024; // bytes of a page at most: the worker's pieces are no bigger
// showPage puts page i in the text box (at its top, unless the page only
// grew: then where the reader is).
function showPage(i, grew) {
  const pages = shown ? shown.pages : [];
  if (shown) shown.page = i;
  const top = el.output.scrollTop;
  el.output.value = i < pages.length ? utf8.decode(pages[i]) : "";
  el.output.scrollTop = grew ? top : 0;
  pager();
}
// pager says which page is shown; it shows only for more than one.
function pager() {
  const n = shown ? shown.pages.length : 0;
  $("pager").hidden = n < 2;
  if (n < 2) return;
  $("page-where").textContent = T("page", shown.page + 1, n, !shown.done, size(shown.bytes));
  $("page-prev").disabled = shown.page === 0;
  $("page-next").disabled = shown.page >= n - 1;
}
$("page-prev").addEventListener("click", () => { if (shown && shown.page > 0) showPage(shown.page - 1); });
$("page-next").addEventListener("click", () => { if (shown && shown.page < shown.pages.length - 1) showPage(shown.page + 1); });

// The findings: errors first (each kind in input order), with the count of
// each severity and kind, and a filter by either. The position is said in
// words ("line 10, move 14"); the line:column and the code are on hover.
let filter = { severity: "", code: "" };
function listFindings(meta) {
  const fs = (meta ? meta.findings || [] : []).slice();
  fs.sort((a, b) => (a.severity === "error" ? 0 : 1) - (b.severity === "error" ? 0 : 1));
  const nErr = fs.filter((f) => f.severity === "error").length;
  const kinds = new Map();
  for (const f of fs) kinds.set(f.code, (kinds.get(f.code) || 0) + 1);
  if (filter.code && !kinds.has(filter.code)) filter.code = "";
  listFilter(fs.length, nErr, kinds);
  const shown = fs.filter((f) => (!filter.severity || f.severity === filter.severity) && (!filter.code || f.code === filter.code));
  const items = shown.map((f, i) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.index = i;
    b.title = (f.line ? `${f.line}:${f.col}  ` : "") + `[${f.code}]`;
    const where = document.createElement("span");
    where.className = "where";
    const parts = [];
    if (f.file && f.file !== PASTED) parts.push(f.file);
    if (f.game > 1) parts.push(T("inGame", f.game));
    if (f.line) parts.push(T("atLine", f.line));
    const num = (f.move || "").match(/^\d+/);
    if (num) parts.push(T("atMove", num[0]));
    where.textContent = parts.join(", ");
    const sev = document.createElement("span");
    sev.className = "sev sev-" + f.severity;
    sev.textContent = T(f.severity);
    const msg = document.createElement("span");
    msg.textContent = f.message;
    b.append(where, sev, msg);
    b.addEventListener("click", () => select(f, b));
    li.append(b);
    return li;
  });
  if (!fs.length && meta) {
    const li = document.createElement("li");
    li.textContent = T("noFindings");
    items.push(li);
  } else if (shown.length < fs.length) {
    const li = document.createElement("li");
    li.className = "note";
    li.textContent = T("filtered", fs.length - shown.length);
    items.push(li);
  }
  if (meta && meta.moreFindings) {
    const li = document.createElement("li");
    li.textContent = T("moreFindings", meta.moreFindings);
    items.push(li);
  }
  el.detail.hidden = true;
  $("findings-sec").append(el.detail); // out of the list before it is replaced
  el.findings.replaceChildren(...items);
  current = null;
}
// listFilter draws the counts and the filter's buttons (aria-pressed).
function listFilter(total, nErr, kinds) {
  const box = $("filter");
  box.replaceChildren();
  box.hidden = total === 0;
  if (!total) return;
  const counts = document.createElement("p");
  counts.id = "counts";
  counts.textContent = T("counts", nErr, total - nErr);
  const row = (label, buttons) => {
    const g = document.createElement("div");
    g.className = "filter-row";
    g.setAttribute("role", "group");
    g.setAttribute("aria-label", label);
    const l = document.createElement("span");
    l.textContent = label;
    g.append(l);
    for (const [text, pressed, on] of buttons) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = text;
      b.setAttribute("aria-pressed", pressed ? "true" : "false");
      b.addEventListener("click", () => { on(); listFindings(result ? result.meta : null); });
      g.append(b);
    }
    return g;
  };
  const sevs = row(T("show"), [
    [T("all", total), !filter.severity && !filter.code, () => { filter = { severity: "", code: "" }; }],
    [T("errors", nErr), filter.severity === "error", () => { filter.severity = "error"; }],
    [T("warnings", total - nErr), filter.severity === "warning", () => { filter.severity = "warning"; }],
  ]);
  const byKind = row(T("byKind"), [...kinds].map(([c, n]) =>
    [T("kindLabel", c, n), filter.code === c, () => { filter.code = filter.code === c ? "" : c; }]));
  box.append(counts, sevs, byKind);
}
function listRejected(meta) {
  const rs = meta ? meta.rejected || [] : [];
  const ps = meta ? meta.problems || [] : [];
  el.rejectedSec.hidden = !rs.length && !ps.length;
  el.rejected.replaceChildren(...rs.map((r) => {
    const li = document.createElement("li");
    li.textContent = T("rejectedItem", { ...r, file: r.file === PASTED ? "" : r.file });
    if (r.partial) {
      // What notaz understood before the error, in the output's letters.
      const d = document.createElement("details");
      d.open = rs.length <= 3;
      const sum = document.createElement("summary");
      sum.textContent = T("partial");
      const pre = document.createElement("pre");
      pre.className = "partial";
      pre.textContent = r.partial;
      d.append(sum, pre);
      li.append(d);
    }
    return li;
  }));
  el.downloadRejects.hidden = !rs.length;
  el.problemsBox.hidden = !ps.length;
  el.problems.replaceChildren(...ps.map((p) => {
    const li = document.createElement("li");
    li.textContent = p;
    return li;
  }));
}

// ---- one finding: the line in the input, the board before the move, the
// suggestions as buttons that fix the input.
function select(f, button) {
  current = f;
  for (const b of el.findings.querySelectorAll(":scope > li > button")) b.removeAttribute("aria-current");
  button.setAttribute("aria-current", "true");
  // Right under its finding: the next Tab reaches the suggestions.
  button.parentElement.append(el.detail);
  el.detail.hidden = false;
  el.detailH.textContent = f.move ? T("positionBefore", f.move) : (f.line ? `${f.line}:${f.col}` : T(f.severity));
  el.detailMsg.textContent = f.message;
  const pasted = f.file === PASTED;
  el.showInput.hidden = !pasted || !f.line;
  el.detailLine.replaceChildren();
  if (pasted && f.line) {
    const at = locate(el.text.value, f);
    if (at) {
      highlight(at);
      const line = el.text.value.slice(at.lineStart, at.lineEnd);
      const a = at.start - at.lineStart, z = a + at.length;
      const mark = document.createElement("mark");
      mark.textContent = line.slice(a, z);
      el.detailLine.append(`${f.line}: ` + line.slice(0, a), mark, line.slice(z));
    }
  } else if (f.file) {
    el.detailLine.textContent = T("inFile", f.file);
  }
  drawBoard(f);
  el.suggest.replaceChildren();
  if (f.fen || (f.suggestions && f.suggestions.length)) {
    const label = document.createElement("span");
    label.textContent = f.suggestions && f.suggestions.length ? T("suggestions") : T("noSuggestion");
    el.suggest.append(label);
    (f.suggestions || []).forEach((s, i) => {
      const uci = (f.suggestions_uci || [])[i] || "";
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = s;
      b.className = "apply";
      b.setAttribute("aria-label", T("apply", f.written || f.move, s));
      b.disabled = !pasted || !f.written;
      b.addEventListener("click", () => apply(f, s));
      // The move is drawn as an arrow on the board while the button is
      // pointed at or focused, before the user applies it.
      if (uci) {
        b.dataset.uci = uci;
        for (const on of ["mouseenter", "focus"]) b.addEventListener(on, () => arrow(uci));
        for (const off of ["mouseleave", "blur"]) b.addEventListener(off, () => arrow(""));
      }
      el.suggest.append(b);
    });
    const best = (f.suggestions_uci || [])[0];
    if (best) arrow(best); // the best guess is drawn at once
  }
}

// locate finds a finding in the text: line and column are counted in
// characters (code points), JavaScript indexes UTF-16 units.
function locate(text, f) {
  let lineStart = 0;
  for (let l = 1; l < f.line; l++) {
    const nl = text.indexOf("\n", lineStart);
    if (nl < 0) return null;
    lineStart = nl + 1;
  }
  let lineEnd = text.indexOf("\n", lineStart);
  if (lineEnd < 0) lineEnd = text.length;
  let start = lineStart;
  for (let c = 1; c < f.col && start < lineEnd; c++) start += text.codePointAt(start) > 0xffff ? 2 : 1;
  let length = 0;
  if (f.written && text.startsWith(f.written, start)) length = f.written.length;
  else while (start + length < lineEnd && !/\s/.test(text[start + length])) length++;
  return { lineStart, lineEnd, start, length };
}
function highlight(at) {
  const ta = el.text;
  ta.setSelectionRange(at.start, at.start + at.length);
  // Scroll the line into view: lines are one height in the textarea.
  const lh = parseFloat(getComputedStyle(ta).lineHeight) || 20;
  const line = ta.value.slice(0, at.start).split("\n").length - 1;
  ta.scrollTop = Math.max(0, (line - 2) * lh);
}
el.showInput.addEventListener("click", () => {
  if (!current) return;
  const at = locate(el.text.value, current);
  el.text.focus();
  if (at) highlight(at);
});

function apply(f, s) {
  const text = el.text.value;
  const at = locate(text, f);
  if (!at || text.slice(at.start, at.start + f.written.length) !== f.written) {
    setStatus("notFound", f.written);
    return;
  }
  el.text.value = text.slice(0, at.start) + s + text.slice(at.start + f.written.length);
  el.text.setSelectionRange(at.start, at.start + s.length);
  setStatus("applied", f.written, s, f.line);
  // The button is about to go with the old findings: focus stays near.
  $("findings-h").focus();
  run();
}

// ---- the board: an SVG drawn here, the pieces as the chess symbols of the
// system's fonts (filled shapes, coloured), so no image is needed.
const GLYPH = { k: "\u265A", q: "\u265B", r: "\u265C", b: "\u265D", n: "\u265E", p: "\u265F" };
function drawBoard(f) {
  el.board.replaceChildren();
  el.turn.textContent = "";
  if (!f.fen) return;
  const target = (f.written || "").match(/([a-h])([1-8])(?!.*[a-h][1-8])/);
  el.board.append(boardSVG(f.fen, T("boardLabel", f.move || "", f.fen), target ? target[1] + target[2] : ""));
  el.turn.textContent = f.fen.split(" ")[1] === "b" ? T("blackToMove") : T("whiteToMove");
}

// boardSVG draws the position of fen, White at the bottom; mark ("e4"),
// when set, is a square framed in red.
function boardSVG(fen, label, mark) {
  const placement = fen.split(" ")[0];
  const ns = "http://www.w3.org/2000/svg";
  const S = 40, M = 16; // square size, margin for coordinates
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${8 * S + M} ${8 * S + M}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  const add = (name, attrs, text) => {
    const e = document.createElementNS(ns, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    svg.append(e);
    return e;
  };
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const x = M + c * S, y = r * S;
      add("rect", { x, y, width: S, height: S, class: (r + c) % 2 ? "sq-d" : "sq-l" });
      if (mark && c === mark.charCodeAt(0) - 97 && 7 - r === +mark[1] - 1) {
        add("rect", { x: x + 2, y: y + 2, width: S - 4, height: S - 4, fill: "none", stroke: "#d22", "stroke-width": 3 });
      }
    }
    add("text", { x: M / 2, y: r * S + S / 2 + 4, "text-anchor": "middle", "font-size": 11, fill: "currentColor" }, String(8 - r));
  }
  for (let c = 0; c < 8; c++) {
    add("text", { x: M + c * S + S / 2, y: 8 * S + 12, "text-anchor": "middle", "font-size": 11, fill: "currentColor" }, "abcdefgh"[c]);
  }
  placement.split("/").forEach((row, r) => {
    let c = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { c += +ch; continue; }
      const white = ch === ch.toUpperCase();
      // U+FE0E asks for the text form of the pawn, not an emoji.
      add("text", {
        x: M + c * S + S / 2, y: r * S + S * 0.8, "text-anchor": "middle", "font-size": S * 0.85,
        // White pieces: white with a dark outline wide enough to read
        // on a light square (1 unit was faint there).
        class: "piece", fill: white ? "#fff" : "#111", stroke: white ? "#222" : "#fff", "stroke-width": white ? 2.2 : 1, "paint-order": "stroke",
      }, (GLYPH[ch.toLowerCase()] || "?") + "\uFE0E");
      c++;
    }
  });
  return svg;
}

// arrow draws the move uci ("d1b5") on the board as an arrow, or removes
// it ("").
function arrow(uci, box = el.board) {
  const svg = box.querySelector("svg");
  if (!svg) return;
  for (const a of svg.querySelectorAll(".arrow")) a.remove();
  const m = uci.match(/^([a-h])([1-8])([a-h])([1-8])/);
  if (!m) return;
  const ns = "http://www.w3.org/2000/svg";
  const S = 40, M = 16;
  const at = (f, r) => [M + (f.charCodeAt(0) - 97) * S + S / 2, (8 - +r) * S + S / 2];
  const [x1, y1] = at(m[1], m[2]), [x2, y2] = at(m[3], m[4]);
  const len = Math.hypot(x2 - x1, y2 - y1), ux = (x2 - x1) / len, uy = (y2 - y1) / len;
  const head = 13, w = 5; // the head's length and half-width
  const bx = x2 - ux * head, by = y2 - uy * head;
  const g = document.createElementNS(ns, "g");
  g.setAttribute("class", "arrow");
  g.setAttribute("data-uci", uci);
  const line = document.createElementNS(ns, "line");
  for (const [k, v] of Object.entries({ x1, y1, x2: bx, y2: by, "stroke-width": 6, "stroke-linecap": "round" })) line.setAttribute(k, v);
  const tip = document.createElementNS(ns, "polygon");
  tip.setAttribute("points", `${x2},${y2} ${bx - uy * w * 2},${by + ux * w * 2} ${bx + uy * w * 2},${by - ux * w * 2}`);
  g.append(line, tip);
  svg.append(g);
}

// ---- the game viewer: the converted games of a small input, stepped
// through on a board, main line and variations. Each move is a node with
// its position, the move before it (prev) and the one after it in its own
// line (next); a variation's first move follows the move before the one
// it replaces.
let viewer = { games: [], game: 0, nodes: [], at: -1 };
function showViewer(meta) {
  const games = meta && meta.viewer ? meta.viewer.map((g) => typeof g === "string" ? JSON.parse(g) : g) : [];
  viewer = { games, game: 0, nodes: [], at: -1 };
  $("viewer-sec").hidden = !games.length;
  const pick = $("viewer-game");
  pick.replaceChildren(...games.map((g, i) => {
    const o = document.createElement("option");
    const tag = (k) => (g.tags.find((t) => t[0] === k) || [])[1] || "?";
    o.value = i;
    o.textContent = `${i + 1}. ${tag("White")} – ${tag("Black")} ${g.result || ""}`;
    return o;
  }));
  pick.parentElement.hidden = games.length < 2;
  if (games.length) openGame(0);
}
function openGame(i) {
  const g = viewer.games[i];
  const nodes = [];
  const line = (moves, prev, depth) => {
    let last = prev, first = -1;
    for (const m of moves) {
      const id = nodes.length;
      nodes.push({ san: m.san, fen: m.fen, uci: m.uci, number: m.number, turn: m.turn, prev: last, next: -1, depth, vars: [] });
      if (last >= 0 && nodes[last].next < 0 && nodes[last].depth === depth) nodes[last].next = id;
      if (first < 0) first = id;
      for (const v of m.variations || []) {
        const vfirst = line(v.moves, last, depth + 1);
        if (vfirst >= 0) nodes[id].vars.push(vfirst);
      }
      last = id;
    }
    return first;
  };
  line(g.moves, -1, 0);
  viewer = { ...viewer, game: i, nodes, start: g.start, at: -1 };
  $("viewer-game").value = i;
  const list = $("viewer-moves");
  list.replaceChildren();
  // The move list as a book prints it: numbers, variations in brackets.
  const write = (id, into, depth) => {
    let n = id, firstInLine = true;
    while (n >= 0) {
      const node = nodes[n];
      if (node.turn === "w" || firstInLine) {
        into.append(document.createTextNode(`${node.number}${node.turn === "w" ? "." : "…"}\u00a0`));
      }
      const b = document.createElement("button");
      b.type = "button";
      b.className = "mv";
      b.textContent = node.san;
      b.dataset.node = n;
      const here = n;
      b.addEventListener("click", () => go(here));
      into.append(b, " ");
      for (const v of node.vars) {
        const span = document.createElement("span");
        span.className = "var";
        span.append("(");
        write(v, span, depth + 1);
        span.append(") ");
        into.append(span);
      }
      firstInLine = node.vars.length > 0 && node.turn === "w" ? true : false;
      n = node.next;
    }
  };
  const main = nodes.findIndex((x) => x.depth === 0);
  if (main >= 0) write(main, list, 0);
  go(-1);
}
function go(n) {
  viewer.at = n;
  const node = n >= 0 ? viewer.nodes[n] : null;
  const fen = node ? node.fen : viewer.start;
  const box = $("viewer-board");
  box.replaceChildren(boardSVG(fen, T("viewerBoard", node ? `${node.number}${node.turn === "w" ? "." : "…"}${node.san}` : T("start"), fen), ""));
  if (node && node.uci) arrow(node.uci, box);
  for (const b of $("viewer-moves").querySelectorAll("button.mv")) {
    if (+b.dataset.node === n) b.setAttribute("aria-current", "true"); else b.removeAttribute("aria-current");
  }
  $("viewer-where").textContent = node ? `${node.number}${node.turn === "w" ? "." : "…"} ${node.san}` : T("start");
}
function step(d) {
  const ns = viewer.nodes;
  if (!ns.length) return;
  if (d === "first") go(-1);
  else if (d === "last") { let n = viewer.at >= 0 ? viewer.at : ns.findIndex((x) => x.depth === 0); while (n >= 0 && ns[n].next >= 0) n = ns[n].next; go(n); }
  else if (d === "prev") go(viewer.at >= 0 ? ns[viewer.at].prev : -1);
  else if (viewer.at < 0) go(ns.findIndex((x) => x.depth === 0));
  else if (ns[viewer.at].next >= 0) go(ns[viewer.at].next);
}
for (const [id, d] of [["viewer-first", "first"], ["viewer-prev", "prev"], ["viewer-next", "next"], ["viewer-last", "last"]]) {
  $(id).addEventListener("click", () => step(d));
}
$("viewer-game").addEventListener("change", (e) => openGame(+e.target.value));
$("viewer-sec").addEventListener("keydown", (e) => {
  const d = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[e.key];
  if (!d || e.target.tagName === "SELECT") return;
  e.preventDefault();
  step(d);
});

// ---- copy and download
el.copy.addEventListener("click", async () => {
  const blob = new Blob(result ? result.pages : [], { type: "text/plain" });
  try {
    // All the pages, as a Blob of the pieces where the browser takes one;
    // as one string (made only now) where it does not.
    if (window.ClipboardItem) await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    else await navigator.clipboard.writeText(await blob.text());
  } catch (e) { // no clipboard API (file://, old browsers): the selection way, the page shown
    el.output.select();
    document.execCommand("copy");
  }
  setStatusText(T("copied"));
});
el.download.addEventListener("click", () => save(result ? result.pages : [], { json: "notaz.jsonl", html: "notaz.html" }[el.format.value] || "notaz.pgn"));
el.downloadRejects.addEventListener("click", () => save(result ? [result.rejects] : [], "rejected.pgn"));
// save downloads parts (Uint8Array pieces, UTF-8) as one file.
function save(parts, name) {
  const a = document.createElement("a");
  // The printable document is opened and printed from the file: the
  // page's own Content-Security-Policy would keep its inline style sheet
  // from a tab opened from here.
  const type = name.endsWith(".html") ? "text/html;charset=utf-8" : "text/plain;charset=utf-8";
  a.href = URL.createObjectURL(new Blob(parts, { type }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// ---- status and page language
function setStatus(key, ...args) {
  statusKey = [key, ...args];
  setStatusText(T(key, ...args));
}
function setStatusText(s) { el.status.textContent = s; }

function fillLangs() {
  const keepFrom = el.from.value, keepTo = el.to.value;
  const opt = (value, text) => { const o = document.createElement("option"); o.value = value; o.textContent = text; return o; };
  const name = (l) => (l.native && l.native !== l.name ? `${l.native} (${l.name})` : l.name);
  el.from.replaceChildren(opt("auto", T("auto")), ...langs.filter((l) => l.code !== "fig").map((l) => opt(l.code, name(l))),
    opt("fig", T("figurines")));
  el.to.replaceChildren(opt("pgn", T("pgnEnglish")), ...langs.filter((l) => l.code !== "en" && l.code !== "fig").map((l) => opt(l.code, name(l))),
    opt("fig", T("figurines")));
  el.from.value = keepFrom || "auto";
  el.to.value = keepTo || "pgn";
}

function applyLang() {
  document.documentElement.lang = lang;
  document.title = T("title");
  el.pagelang.value = lang;
  if (!result || result.bytes) el.output.placeholder = T("outputEmpty");
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = T(e.dataset.t);
  for (const e of document.querySelectorAll("[data-t-label]")) e.setAttribute("aria-label", T(e.dataset.tLabel));
  if (langs.length) fillLangs();
  setStatusText(T(...statusKey));
  listFiles();
  pager();
  // Findings' messages come from notaz in the page's language: small
  // inputs are converted again at once, big ones at the next conversion.
  if (result && !big()) run();
}
el.pagelang.addEventListener("change", () => {
  lang = el.pagelang.value;
  safeStorage("set", lang);
  applyLang();
});

applyLang();
startWorker();
