// The autolayout playground: everything runs against the JSON API of
// `autolayout serve` on this machine (Documentation/Playground.md).
"use strict";

const $ = (id) => document.getElementById(id);
const source = $("source"), overlay = $("overlay"), gutter = $("gutter"), bubble = $("bubble");
const LINE = 20, PAD = 10, SVG_X = 16, SVG_Y = 40; // editor metrics; the renderer's padding and title band

const state = {
  width: 375, height: 667, device: "", landscape: false, sized: false,
  errors: [], constraints: [], frames: [], hotLine: 0, seq: 0, shown: 0, busy: false, again: false,
};

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  let json = {};
  try { json = await response.json(); } catch (e) { json = { errors: [{ line: 1, column: 1, message: "no JSON in the answer" }] }; }
  return { status: response.status, json };
}

function escapeHTML(s) {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}

// MARK: Editor

function renderEditor() {
  const lines = source.value.split("\n");
  const bad = new Set(state.errors.map((e) => e.line));
  gutter.innerHTML = lines.map((_, i) => {
    const n = i + 1;
    const cls = bad.has(n) ? "bad" : n === state.hotLine ? "hot" : "";
    return `<div class="${cls}" data-line="${n}">${n}</div>`;
  }).join("");
  // The overlay holds the same text, invisible, with marks around the
  // error ranges and the hovered line.
  const first = state.errors[0];
  overlay.innerHTML = lines.map((text, i) => {
    const n = i + 1;
    let html;
    if (first && first.line === n) {
      const start = Math.max(0, first.column - 1), end = Math.min(text.length, start + Math.max(1, first.length || 1));
      const mark = text.slice(start, end) || " ";
      html = escapeHTML(text.slice(0, start)) + `<span class="err">${escapeHTML(mark)}</span>` + escapeHTML(text.slice(end));
    } else {
      html = escapeHTML(text);
    }
    return n === state.hotLine ? `<span class="hotline">${html || " "}</span>` : html;
  }).join("\n") + "\n";
  placeBubble();
}

function placeBubble() {
  const e = state.errors[0];
  if (!e) { bubble.hidden = true; return; }
  const charWidth = measureChar();
  bubble.hidden = false;
  bubble.textContent = `${e.line}:${e.column} ${e.message}${e.help ? " — " + e.help : ""}`;
  bubble.dataset.line = e.line;
  bubble.dataset.column = e.column;
  bubble.style.top = `${PAD + e.line * LINE - source.scrollTop + 2}px`;
  bubble.style.left = `${Math.max(4, 12 + (e.column - 1) * charWidth - source.scrollLeft)}px`;
}

let charWidthCache = 0;
function measureChar() {
  if (charWidthCache) return charWidthCache;
  const probe = document.createElement("span");
  probe.style.font = getComputedStyle(source).font;
  probe.style.position = "absolute";
  probe.style.visibility = "hidden";
  probe.textContent = "0".repeat(100);
  document.body.appendChild(probe);
  charWidthCache = probe.getBoundingClientRect().width / 100 || 7.8;
  probe.remove();
  return charWidthCache;
}

source.addEventListener("scroll", () => {
  overlay.scrollTop = source.scrollTop;
  overlay.scrollLeft = source.scrollLeft;
  gutter.scrollTop = source.scrollTop;
  placeBubble();
});

let typing = 0;
source.addEventListener("input", () => {
  renderEditor();
  complete.update();
  clearTimeout(typing);
  typing = setTimeout(() => { requestLayout(); saveToAddress(); }, 200);
});

// MARK: Layout

function layoutRequest() {
  const body = {
    text: source.value,
    constraints: $("show-constraints").checked,
    margins: $("show-margins").checked,
    guides: $("show-guides").checked,
  };
  if (state.device) { body.device = state.device; body.landscape = state.landscape; }
  else if (state.sized) { body.width = state.width; body.height = state.height; }
  return body;
}

// One request in flight at a time; changes made meanwhile send one more.
async function requestLayout() {
  if (state.busy) { state.again = true; return; }
  state.busy = true;
  const seq = ++state.seq;
  try {
    const { status, json } = await api("/api/layout", layoutRequest());
    if (seq >= state.shown) { state.shown = seq; show(status, json); }
  } catch (e) {
    $("status").textContent = "The server did not answer: is autolayout serve still running?";
    $("status").className = "status bad";
  } finally {
    state.busy = false;
    if (state.again) { state.again = false; requestLayout(); }
  }
}

function show(status, json) {
  state.errors = status === 200 ? [] : (json.errors || []);
  renderEditor();
  const errorList = $("errors");
  errorList.innerHTML = state.errors.map((e) =>
    `<li>${e.line}:${e.column}: ${escapeHTML(e.message)}${e.help ? " — " + escapeHTML(e.help) : ""}</li>`).join("");
  if (status !== 200) {
    $("status").textContent = `${state.errors.length} error${state.errors.length === 1 ? "" : "s"}; the picture shows the last layout that read.`;
    $("status").className = "status bad";
    document.body.dataset.state = "error";
    return;
  }
  document.body.dataset.state = "ok";
  state.width = json.size[0]; state.height = json.size[1];
  $("size").textContent = `${fmt(state.width)} × ${fmt(state.height)}`;
  state.constraints = json.constraints;
  state.frames = json.frames;
  $("picture").innerHTML = json.svg;
  tightenLabels($("picture"));
  placeHandle();
  views.stage.refresh();
  drawAmbiguity(json.ambiguous);
  // Frames
  $("frames").querySelector("tbody").innerHTML = json.frames.map((f) =>
    `<tr data-view="${escapeHTML(f.name)}"><td>${escapeHTML(f.name)}</td>${f.frame.map((v) => `<td>${fmt(v)}</td>`).join("")}</tr>`).join("");
  // Report
  const broken = new Set();
  const items = [];
  for (const c of json.conflicts) {
    if (c.broken.index !== undefined) broken.add(c.broken.index);
    const others = c.conflicting.map((o) => hoverable(o)).join("; ");
    items.push(`<li class="conflict">Broke ${hoverable(c.broken)} — it conflicts with ${others || "the window's size"}</li>`);
  }
  const ambiguous = {};
  for (const a of json.ambiguous) (ambiguous[a.view] = ambiguous[a.view] || []).push(a.attribute);
  for (const [view, attrs] of Object.entries(ambiguous)) {
    items.push(`<li class="ambiguity">${escapeHTML(view)} is ambiguous: nothing fixes its ${attrs.join(", ")}</li>`);
  }
  if (!items.length) items.push(`<li class="ok">Every view is placed; no conflict, nothing ambiguous.</li>`);
  $("report").innerHTML = items.join("");
  $("constraints").innerHTML = json.constraints.map((c) =>
    `<li data-index="${c.index}" data-line="${c.line || ""}" class="${broken.has(c.index) ? "broken" : ""}"` +
    ` title="${escapeHTML(c.text)}">${c.line ? c.line + ": " : ""}${escapeHTML(c.text.replace(/ \(playground\.layout:.*\)$/, ""))}</li>`).join("");
  $("status").textContent = `${json.frames.length} views, ${json.constraints.length} constraints at ${fmt(state.width)} × ${fmt(state.height)}`;
  $("status").className = "status";
}

function hoverable(r) {
  const text = escapeHTML(r.text.replace(/ \(playground\.layout:.*\)$/, ""));
  return r.index === undefined ? text : `<span class="ref" data-index="${r.index}">${text}</span>`;
}

function fmt(v) { return Number.isInteger(v) ? String(v) : v.toFixed(2).replace(/0+$/, "").replace(/\.$/, ""); }

function drawAmbiguity(list) {
  const marks = $("marks");
  const svg = $("picture").querySelector("svg");
  if (!svg) { marks.innerHTML = ""; return; }
  marks.setAttribute("width", svg.getAttribute("width"));
  marks.setAttribute("height", svg.getAttribute("height"));
  if (!$("show-ambiguity").checked) { marks.innerHTML = ""; return; }
  const names = new Set(list.map((a) => a.view));
  marks.innerHTML = state.frames.filter((f) => names.has(f.name)).map((f) => {
    const [x, y, w, h] = f.frame;
    return `<rect data-view="${escapeHTML(f.name)}" x="${SVG_X + x}" y="${SVG_Y + y}" width="${Math.max(w, 4)}" height="${Math.max(h, 4)}"/>`;
  }).join("");
}

// MARK: Hover: a constraint in the list, the picture and the editor

function setHot(index) {
  document.querySelectorAll(".hot[data-index], g.constraint.hot").forEach((e) => e.classList.remove("hot"));
  const c = state.constraints.find((x) => x.index === index);
  state.hotLine = c && c.line ? c.line : 0;
  if (index !== null) {
    document.querySelectorAll(`[data-index="${index}"]`).forEach((e) => e.classList.add("hot"));
    const g = $("picture").querySelector(`g.constraint[data-constraint="${index}"]`);
    if (g) g.classList.add("hot");
  }
  renderEditor();
}

document.addEventListener("mouseover", (event) => {
  const ref = event.target.closest("[data-index]");
  const g = event.target.closest("g.constraint");
  if (ref) setHot(Number(ref.dataset.index));
  else if (g) setHot(Number(g.dataset.constraint));
});
document.addEventListener("mouseout", (event) => {
  if (event.target.closest("[data-index], g.constraint")) setHot(null);
});

// MARK: Size: the handle and the device menu

function placeHandle() {
  const handle = $("handle");
  handle.style.left = `${SVG_X + state.width}px`;
  handle.style.top = `${SVG_Y + state.height}px`;
}

$("handle").addEventListener("pointerdown", (event) => {
  event.preventDefault();
  event.stopPropagation();
  views.stage.fitting = false;
  const start = { x: event.clientX, y: event.clientY, w: state.width, h: state.height };
  const handle = $("handle");
  handle.setPointerCapture(event.pointerId);
  const move = (e) => {
    const scale = views.stage.scale;
    state.width = Math.max(40, Math.round(start.w + (e.clientX - start.x) / scale));
    state.height = Math.max(40, Math.round(start.h + (e.clientY - start.y) / scale));
    state.sized = true;
    state.device = "";
    $("device").value = "";
    $("size").textContent = `${state.width} × ${state.height}`;
    placeHandle();
    requestLayout();
  };
  const up = () => {
    handle.removeEventListener("pointermove", move);
    handle.removeEventListener("pointerup", up);
    saveToAddress();
  };
  handle.addEventListener("pointermove", move);
  handle.addEventListener("pointerup", up);
});

$("device").addEventListener("change", () => {
  views.stage.fitting = true;
  state.device = $("device").value;
  state.sized = !state.device && state.sized;
  requestLayout();
  saveToAddress();
});
$("landscape").addEventListener("change", () => { state.landscape = $("landscape").checked; requestLayout(); saveToAddress(); });
for (const id of ["show-constraints", "show-margins", "show-guides", "show-ambiguity"]) {
  $(id).addEventListener("change", requestLayout);
}

// MARK: Sharing: the text (and size) in the address, deflated

async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function inflate(code) {
  const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return await new Response(stream).text();
}

async function saveToAddress() {
  const parts = [`z=${await deflate(source.value)}`];
  if (state.device) parts.push(`device=${state.device}`, `landscape=${state.landscape ? 1 : 0}`);
  else if (state.sized) parts.push(`size=${state.width}x${state.height}`);
  history.replaceState(null, "", `#${parts.join("&")}`);
}

async function loadFromAddress() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (!params.get("z")) return false;
  try {
    source.value = await inflate(params.get("z"));
  } catch (e) {
    $("status").textContent = "The link's layout could not be read.";
    return false;
  }
  if (params.get("device")) {
    state.device = params.get("device");
    state.landscape = params.get("landscape") === "1";
    $("landscape").checked = state.landscape;
  } else if (params.get("size")) {
    const [w, h] = params.get("size").split("x").map(Number);
    if (w > 0 && h > 0) { state.width = w; state.height = h; state.sized = true; }
  }
  return true;
}

$("share").addEventListener("click", async () => {
  await saveToAddress();
  try { await navigator.clipboard.writeText(location.href); $("share").textContent = "Link copied"; }
  catch (e) { $("share").textContent = "Link in the address bar"; }
  setTimeout(() => { $("share").textContent = "Share link"; }, 1800);
});

// MARK: Tabs and demos

for (const tab of document.querySelectorAll(".tab")) {
  tab.addEventListener("click", () => {
    document.querySelectorAll(".tab").forEach((t) => t.classList.toggle("active", t === tab));
    document.querySelectorAll(".pane").forEach((p) => p.classList.toggle("active", p.id === `pane-${tab.dataset.tab}`));
  });
}

function loadDemo(text) {
  views.stage.fitting = true;
  source.value = text;
  state.sized = false;
  state.device = "";
  $("device").value = "";
  document.querySelector('.tab[data-tab="layout"]').click();
  renderEditor();
  requestLayout();
  saveToAddress();
}

// MARK: Storyboards

let dropped = "";

async function checkStoryboard(scene) {
  const { status, json } = await api("/api/check", { file: dropped, scene, constraints: true });
  if (status !== 200) {
    const e = (json.errors || [])[0] || { line: 1, column: 1, message: "unreadable" };
    $("ib-status").textContent = `${e.line}:${e.column}: ${e.message}`;
    $("ib-status").className = "status bad";
    return;
  }
  const chosen = json.scenes.find((s) => s.svg) || json.scenes[0];
  $("ib-status").textContent = `${json.scenes.length} root${json.scenes.length === 1 ? "" : "s"}` +
    (json.device ? ` for ${json.deviceName || json.device}` : "") + (json.warnings.length ? `, ${json.warnings.length} warnings` : "");
  $("ib-status").className = "status";
  $("roots").innerHTML = json.scenes.map((s) =>
    `<button data-scene="${escapeHTML(s.id)}" class="${chosen && s.id === chosen.id ? "active" : ""}">${escapeHTML(s.name)} <small>${fmt(s.size[0])}×${fmt(s.size[1])}</small></button>`).join("");
  $("ib-picture").innerHTML = chosen && chosen.svg ? chosen.svg : "";
  tightenLabels($("ib-picture"));
  views["ib-stage"].fitting = true;
  views["ib-stage"].refresh();
  showStoryboardFrames(chosen ? chosen.frames || [] : []);
  const findings = (chosen ? chosen.findings : []).concat(json.warnings.map((w) => ({ kind: "warning", line: w.line, column: w.column, message: `<${w.element}>: ${w.message}` })));
  $("findings").innerHTML = findings.length
    ? findings.map((f) => `<li class="${f.kind}">${f.line ? f.line + ":" + f.column + " " : ""}${escapeHTML(f.kind)}: ${escapeHTML(f.message)}</li>`).join("")
    : `<li class="ok">No conflicts, nothing ambiguous, every view where the file stores it.</li>`;
}

$("roots").addEventListener("click", (event) => {
  const button = event.target.closest("button[data-scene]");
  if (button) checkStoryboard(button.dataset.scene);
});

async function readDropped(file) {
  dropped = await file.text();
  $("ib-status").textContent = `Reading ${file.name}…`;
  checkStoryboard(undefined);
}

const drop = $("drop");
drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
drop.addEventListener("dragleave", () => drop.classList.remove("over"));
drop.addEventListener("drop", (e) => {
  e.preventDefault();
  drop.classList.remove("over");
  if (e.dataTransfer.files.length) readDropped(e.dataTransfer.files[0]);
});
$("file").addEventListener("change", () => { if ($("file").files.length) readDropped($("file").files[0]); });

// MARK: UIKit logs

let logTimer = 0;
$("log").addEventListener("input", () => {
  clearTimeout(logTimer);
  logTimer = setTimeout(explainLog, 250);
});

async function explainLog() {
  const { status, json } = await api("/api/why", { log: $("log").value });
  if (status !== 200) {
    const e = (json.errors || [])[0] || {};
    $("log-status").textContent = `${e.line}:${e.column}: ${e.message}`;
    $("log-status").className = "status bad";
    $("explanation").textContent = "";
    $("log-picture").innerHTML = "";
    return;
  }
  const n = json.blocks.length, unread = json.blocks.filter((b) => b.error).length;
  $("log-status").textContent = (unread
    ? `${n} block${n === 1 ? "" : "s"}: ${n - unread} explained, ${unread} could not be read`
    : `${n} block${n === 1 ? "" : "s"} explained`) + (json.pictureNote ? `. ${json.pictureNote}` : "");
  $("log-status").className = unread ? "status bad" : "status";
  $("explanation").textContent = json.text;
  $("log-picture").innerHTML = json.svg || "";
}

// MARK: Zoom and pan

// A stage shows its canvas moved and scaled: fitted to the pane (never
// enlarged past 1:1) until the user zooms or pans, then left where put.
class View {
  constructor(stage) {
    this.stage = stage;
    this.canvas = stage.querySelector(".canvas");
    this.level = document.getElementById(`${stage.id}-level`) || document.getElementById("zoom-level");
    this.scale = 1; this.x = 0; this.y = 0; this.fitting = true;
    stage.addEventListener("wheel", (e) => {
      e.preventDefault();
      const r = stage.getBoundingClientRect();
      this.zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top);
    }, { passive: false });
    stage.addEventListener("pointerdown", (e) => {
      if (e.button !== 0 || e.target.closest(".handle")) return;
      const start = { x: e.clientX, y: e.clientY, ox: this.x, oy: this.y };
      stage.setPointerCapture(e.pointerId);
      stage.classList.add("panning");
      const move = (m) => {
        this.fitting = false;
        this.x = start.ox + m.clientX - start.x; this.y = start.oy + m.clientY - start.y;
        this.apply();
      };
      const up = () => {
        stage.classList.remove("panning");
        stage.removeEventListener("pointermove", move);
        stage.removeEventListener("pointerup", up);
      };
      stage.addEventListener("pointermove", move);
      stage.addEventListener("pointerup", up);
    });
  }
  size() {
    const svg = this.canvas.querySelector(".picture svg");
    return svg ? [Number(svg.getAttribute("width")) || 1, Number(svg.getAttribute("height")) || 1] : [1, 1];
  }
  fit() {
    const [w, h] = this.size();
    const r = this.stage.getBoundingClientRect();
    this.scale = Math.min(1, (r.width - 16) / w, (r.height - 16) / h);
    if (!(this.scale > 0.02)) this.scale = 0.02;
    this.x = Math.max(8, (r.width - w * this.scale) / 2);
    this.y = Math.max(8, (r.height - h * this.scale) / 2);
    this.apply();
  }
  zoomAt(factor, px, py) {
    const next = Math.min(8, Math.max(0.05, this.scale * factor));
    this.x = px - (px - this.x) * (next / this.scale);
    this.y = py - (py - this.y) * (next / this.scale);
    this.scale = next; this.fitting = false;
    this.apply();
  }
  command(name) {
    const r = this.stage.getBoundingClientRect();
    if (name === "fit") { this.fitting = true; this.fit(); }
    else if (name === "one") { this.fitting = false; this.zoomAt(1 / this.scale, r.width / 2, r.height / 2); }
    else this.zoomAt(name === "in" ? 1.25 : 0.8, r.width / 2, r.height / 2);
  }
  refresh() { if (this.fitting) this.fit(); else this.apply(); }
  apply() {
    this.canvas.style.transform = `translate(${this.x}px, ${this.y}px) scale(${this.scale})`;
    this.stage.dataset.scale = this.scale.toFixed(4);
    if (this.level) this.level.textContent = `${Math.round(this.scale * 100)}%`;
  }
}

const views = { stage: new View($("stage")), "ib-stage": new View($("ib-stage")) };
for (const button of document.querySelectorAll("[data-zoom]")) {
  button.addEventListener("click", () => views[button.closest(".zoom").dataset.for].command(button.dataset.zoom));
}
window.addEventListener("resize", () => Object.values(views).forEach((v) => v.refresh()));

// MARK: Labels: a label that does not fit its view's box waits for a hover

function tightenLabels(container) {
  for (const text of container.querySelectorAll("svg text")) {
    const box = text.previousElementSibling;
    if (!box || box.tagName !== "rect") continue;
    const t = text.getBBox(), b = box.getBBox();
    const fits = t.x + t.width <= b.x + b.width + 0.5 && t.y + t.height <= b.y + b.height + 0.5;
    text.classList.toggle("tight", !fits);
    if (!fits && !box.querySelector("title")) {
      const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
      title.textContent = text.textContent;
      box.appendChild(title);
    }
  }
}

// MARK: Storyboard frames: laid out, stored, difference

function showStoryboardFrames(frames) {
  const row = (f) => {
    const diff = f.difference === undefined ? "" : fmt(f.difference);
    const cls = f.difference === undefined ? "" : f.difference > 0.5 ? "diff" : "same";
    return `<tr data-id="${escapeHTML(f.id)}"><td title="${escapeHTML(f.id)}">${escapeHTML(f.name)}</td>` +
      `<td>${f.frame.map(fmt).join(", ")}</td><td>${f.stored ? f.stored.map(fmt).join(", ") : "—"}</td>` +
      `<td class="${cls}">${diff}</td></tr>`;
  };
  $("ib-frames").querySelector("tbody").innerHTML = frames.map(row).join("");
}

// MARK: Syntax: the reference and completions

$("help-button").addEventListener("click", async () => {
  const help = $("help");
  if (!help.hidden) { help.hidden = true; return; }
  if (!$("help-body").innerHTML) {
    const page = await (await fetch("/reference.html")).text();
    const doc = new DOMParser().parseFromString(page, "text/html");
    $("help-body").innerHTML = doc.querySelector("main").innerHTML;
  }
  help.hidden = false;
});
$("help-close").addEventListener("click", () => { $("help").hidden = true; });

const ATTRIBUTES = [
  "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
  "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
  "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "size", "center", "edges",
  "shorterEdge", "longerEdge",
];
const KEYWORDS = ["view", "size", "direction", "metric", "in", "intrinsic", "hugging", "compression", "margins"];

// The word being typed at the caret and what can complete it: attributes
// after "name.", else the file's view names (and the reserved ones).
const complete = {
  list: $("complete"), items: [], active: 0, start: 0, chosen: false,
  context() {
    const caret = source.selectionStart;
    if (caret !== source.selectionEnd) return null;
    const before = source.value.slice(0, caret);
    const line = before.slice(before.lastIndexOf("\n") + 1);
    if (line.trimStart().startsWith("#")) return null;
    const m = /(?:([A-Za-z_][A-Za-z0-9_]*|\|)\.)?([A-Za-z_][A-Za-z0-9_]*)?$/.exec(line);
    if (!m || (m[1] === undefined && !m[2])) return null;
    const word = m[2] || "";
    if (m[1] !== undefined) {
      const names = m[1] === "screen" ? ["width", "height", "shorterEdge", "longerEdge"] : ATTRIBUTES;
      return { start: caret - word.length, word, options: names.map((n) => [n, "attribute"]) };
    }
    const views = [...source.value.matchAll(/^\s*view\s+([A-Za-z_][A-Za-z0-9_]*)/gm)].map((v) => v[1]);
    const options = [...new Set(views)].map((n) => [n, "view"]).concat([["root", "view"], ["screen", "screen"]]);
    if (/^\s*[a-z]*$/.test(line)) options.push(...KEYWORDS.map((k) => [k, "keyword"]));
    return { start: caret - word.length, word, options };
  },
  update() {
    const c = this.context();
    if (!c || !c.word && !source.value.slice(0, source.selectionStart).endsWith(".")) return this.hide();
    const lower = c.word.toLowerCase();
    this.items = c.options.filter(([n]) => n.toLowerCase().startsWith(lower) && n !== c.word).slice(0, 12);
    if (!this.items.length) return this.hide();
    this.start = c.start;
    this.active = 0;
    this.chosen = false;
    this.render();
  },
  render() {
    const list = this.list;
    list.innerHTML = this.items.map(([n, kind], i) =>
      `<li role="option" data-i="${i}" data-name="${escapeHTML(n)}" class="${i === this.active ? "active" : ""}">${escapeHTML(n)}<small>${kind}</small></li>`).join("");
    const before = source.value.slice(0, this.start);
    const lineIndex = before.split("\n").length;
    const column = before.length - before.lastIndexOf("\n") - 1;
    list.style.top = `${PAD + lineIndex * LINE - source.scrollTop + 2}px`;
    list.style.left = `${Math.max(4, 12 + column * measureChar() - source.scrollLeft)}px`;
    list.hidden = false;
  },
  hide() { this.list.hidden = true; this.items = []; },
  accept(i) {
    const [name] = this.items[i];
    const caret = source.selectionStart;
    source.setRangeText(name, this.start, caret, "end");
    this.hide();
    source.dispatchEvent(new Event("input"));
    this.hide();
  },
};

source.addEventListener("keydown", (e) => {
  if (complete.list.hidden || !complete.items.length) return;
  if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    e.preventDefault();
    const n = complete.items.length;
    complete.active = (complete.active + (e.key === "ArrowDown" ? 1 : n - 1)) % n;
    complete.chosen = true;
    complete.render();
  } else if (e.key === "Tab" || (e.key === "Enter" && complete.chosen)) {
    // Enter inserts only a suggestion picked with the arrows: a new line
    // typed after a word stays a new line.
    e.preventDefault();
    complete.accept(complete.active);
  } else if (e.key === "Escape" || e.key === "Enter") {
    complete.hide();
  }
});
source.addEventListener("blur", () => setTimeout(() => complete.hide(), 150));
complete.list.addEventListener("mousedown", (e) => {
  const li = e.target.closest("li[data-i]");
  if (li) { e.preventDefault(); complete.accept(Number(li.dataset.i)); }
});

// MARK: Start

(async function start() {
  const [devices, demos] = await Promise.all([api("/api/devices"), api("/api/demos")]);
  const select = $("device");
  for (const d of devices.json.devices) {
    const option = document.createElement("option");
    option.value = d.id;
    option.textContent = `${d.name} — ${d.size[0]}×${d.size[1]}`;
    option.title = d.id;
    select.appendChild(option);
  }
  const demoBar = $("demos");
  for (const d of demos.json.demos) {
    const button = document.createElement("button");
    button.textContent = d.name;
    button.dataset.demo = d.name;
    button.addEventListener("click", () => loadDemo(d.text));
    demoBar.appendChild(button);
  }
  if (!(await loadFromAddress())) source.value = demos.json.demos.length ? demos.json.demos[0].text : "";
  select.value = state.device;
  renderEditor();
  await requestLayout();
  document.body.dataset.ready = "1";
})();
