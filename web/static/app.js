// nimber's browser app: the Games page and four tabs over the JSON API
// of package server.
// The client keeps no game logic: it sends what the forms say and renders
// what the server answers. The URL query mirrors the current tab and form,
// so a link reproduces a result (and the browser test drives the app).
// The Games page is in gallery.js, the Analyze, Play, Sequences and
// Table tabs in analyze.js, play.js, seq.js and table.js, the board of
// Play and Analyze in board.js, and the Why of an analysis in
// explain.js, all loaded first: init below runs at once.
"use strict";

const TABS = ["games", "analyze", "play", "seq", "table"];
const FORMS = TABS.slice(1); // the tabs with a form to run

const PLACEHOLDERS = {
  rules: 'def moves(n):\n    return [n - k for k in (1, 2) if n >= k]\n\nstart = 10',
  graph: "# a move from u to v, one \"u v\" a line\na b\nb c\nc a\nc d\nstart: a",
};

const OUTCOMES = {
  P: "P-position: the player to move loses.",
  N: "N-position: the player to move wins.",
  D: "D-position: neither player can force a win.",
};

const $ = (sel, root = document) => root.querySelector(sel);

let catalog = []; // the games of /api/games
let examples = []; // the rules files of /api/examples
const MAX_LINK_SOURCE = 1500; // longer sources of one's own stay out of links
let play = null; // the game in progress: {req, first, state (the last answer), pending}

// el builds an element: el("li", {class: "x"}, "text", child, ...).
function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

// exactInts is JSON.parse's reviver for the server's integers past 2^53
// (nim heaps, Grundy values, table ranges), which a number would round:
// it reads them from their source text as BigInt (browsers that do not
// pass the source round them, as before). plus and span do the arithmetic
// the pages need on either kind.
function exactInts(key, value, context) {
  if (typeof value !== "number" || Number.isSafeInteger(value) || !/^-?\d+$/.test(context?.source ?? "")) return value;
  return BigInt(context.source);
}
const plus = (a, i) => (typeof a === "bigint" ? a + BigInt(i) : a + i);
const span = (from, to) => Number(BigInt(to) - BigInt(from)) + 1;

// api GETs path, or POSTs body as JSON, and returns the decoded answer.
// A failure throws an Error with the server's message.
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
  const res = await fetch(path, init).catch((err) => {
    throw new Error(`The server cannot be reached (${err.message}).`);
  });
  // A body that is not JSON (a proxy's error page, say) leaves the status.
  const data = await res.text().then((text) => JSON.parse(text, exactInts)).catch(() => null);
  if (!res.ok) throw new Error(data?.error || `${res.status} ${res.statusText}`);
  if (data === null) throw new Error("The server's answer is not JSON.");
  return data;
}

// showError shows err's message, or hides the box for null. A rules
// script's traceback is folded under the message, which names the line.
function showError(err) {
  const box = $("#error");
  const [message, trace] = err ? err.message.split(/\n(?=Traceback \(most recent call last\):)/) : [""];
  box.replaceChildren(message);
  if (trace) box.append(el("details", { class: "trace" }, el("summary", {}, "Where in the script"), el("pre", {}, trace)));
  box.hidden = !err;
}

// busy runs fn with the form's submit button disabled, showing its error.
async function busy(form, fn) {
  const button = $("button[type=submit]", form);
  button.disabled = true;
  showError(null);
  try {
    await fn();
  } catch (err) {
    showError(err);
  } finally {
    button.disabled = false;
  }
}

// ---- Tabs and the URL

function selectTab(name, focus = false) {
  for (const t of TABS) {
    const tab = $(`#tab-${t}`);
    const on = t === name;
    tab.setAttribute("aria-selected", on);
    tab.tabIndex = on ? 0 : -1;
    $(`#${t}`).hidden = !on;
    if (on && focus) tab.focus();
  }
}

// syncURL writes the tab's form into the URL query; a game of one's own
// only when its source is short, as a long script would make links
// unwieldy.
function syncURL(tab) {
  if (tab === "games") {
    history.replaceState(null, "", "?tab=games");
    return;
  }
  const f = $(`#${tab}-form`).elements;
  const q = new URLSearchParams({ tab });
  const game = f.game.value.trim();
  if (game) q.set("game", game);
  const example = exampleOf(f);
  if (example) q.set("example", example);
  // A short game of one's own travels in the link too.
  const source = f.source?.value.trim() && !example ? f.source.value : "";
  const inLink = source.length <= MAX_LINK_SOURCE;
  if (source && inLink) {
    q.set("kind", f.kind.value);
    q.set("source", source);
  }
  if ((example || (source && inLink)) && f.kind.value === "rules" && f.set.value.trim()) q.set("set", f.set.value.trim());
  if (tab === "seq") {
    if (f.to.value) q.set("to", f.to.value);
    if (f.misere.checked) q.set("misere", "1");
    if (f.quotient.checked) q.set("quotient", "1");
    if (f.emit.value) q.set("emit", f.emit.value);
  } else if (tab === "table") {
    tableQuery(f, q);
  } else {
    const position = f.position.value.trim();
    if (position) q.set("position", position);
    if (f.misere.checked) q.set("misere", "1");
    if (f.quotient.checked) q.set("quotient", "1");
    if (f.compound?.value) q.set("compound", f.compound.value);
    if (tab === "play" && f.first.checked) q.set("first", "1");
    if (tab === "play" && f.hints.checked) q.set("hints", "1");
    // Moves replay from a link only if the link has the game.
    if (tab === "play" && play?.state?.history?.length && inLink) q.set("history", historyText(play.state.history));
  }
  history.replaceState(null, "", `?${q}`);
}

// historyText writes the moves of a game for a link: indices joined by
// commas, or JSON when a move is typed ({component, to}: a heap with too
// many moves to list). readHistory reads either back.
function historyText(h) {
  return h.every(Number.isInteger) ? h.join(",") : JSON.stringify(h);
}

function readHistory(text) {
  if (!text.startsWith("[")) return text.split(",").filter((k) => k !== "").map(Number);
  try {
    const h = JSON.parse(text);
    return Array.isArray(h) ? h : [];
  } catch {
    return [];
  }
}

// fillForm is syncURL's inverse.
function fillForm(tab, q) {
  const f = $(`#${tab}-form`).elements;
  if (q.has("game")) f.game.value = q.get("game");
  if (q.has("source") && f.source) {
    const form = $(`#${tab}-form`);
    f.kind.value = q.get("kind") === "graph" ? "graph" : "rules";
    f.source.value = q.get("source");
    f.set.value = q.get("set") || "";
    $(".params", form).hidden = f.kind.value !== "rules";
    $("details.own", form).open = true;
    paramsHint(form);
  }
  if (tab === "seq") {
    f.misere.checked = q.get("misere") === "1";
    f.quotient.checked = q.get("quotient") === "1";
    // Without a size, the default the checkboxes would have set (wire).
    f.to.value = q.get("to") ?? (f.quotient.checked ? "21" : f.misere.checked ? "40" : "200");
    f.emit.value = emitParam(q);
    return;
  }
  if (tab === "table") {
    fillTable(f, q);
    return;
  }
  if (q.has("position")) f.position.value = q.get("position");
  f.misere.checked = q.get("misere") === "1";
  f.quotient.checked = q.get("quotient") === "1";
  if (f.compound) f.compound.value = q.get("compound") ?? "";
  if (tab === "play") {
    f.first.checked = q.get("first") === "1";
    f.hints.checked = q.get("hints") === "1";
  }
}

// ---- Game requests and moves

// gameRequest reads a game request from a form with the own-game box,
// with its position if it has one (the Table's has none). A filled
// own-game source replaces the catalog game.
function gameRequest(form) {
  const f = form.elements;
  const source = f.source.value.trim() ? f.source.value : "";
  const kind = f.kind.value;
  const req = {
    game: source ? f.example.value : f.game.value.trim(),
    misere: f.misere.checked,
    rules: kind === "rules" ? source : "",
    graph: kind === "graph" ? source : "",
    set: source && kind === "rules" ? f.set.value.split(/\s+/).filter(Boolean) : [],
  };
  if (f.position) req.position = f.position.value.trim();
  if (f.quotient) req.quotient = f.quotient.checked && f.misere.checked;
  if (f.compound?.value) req.compound = f.compound.value;
  return req;
}

const toText = (to) => (to.length ? to.join(" + ") : "nothing");

// moveText renders a move as "heap 1: 3 → 1", or by what it changes in a
// large component; JSON counts from 0, people from 1.
const moveText = (m, noun) => `${noun} ${m.component + 1}: ${m.change ?? `${m.from} → ${toText(m.to)}`}`;

const moveKey = (m) => `${m.component}|${m.change ?? `${m.from}|${m.to.join("+")}`}`;

const positionText = (p) => (p.length ? p.join(" ") : "(empty)");

// sumText writes a position of several games grouped, "nim 3 4 + kayles
// 7", from the game of each component; of one game, just the components.
function sumText(position, games) {
  if (!games?.length) return positionText(position);
  return position.map((p, i) => (i === 0 ? `${games[0]} ` : games[i] !== games[i - 1] ? `+ ${games[i]} ` : "") + p).join(" ");
}

// ---- Wiring

const RUN = {
  analyze: runAnalyze,
  play: () => {
    const form = $("#play-form");
    return startPlay(gameRequest(form), form.elements.first.checked);
  },
  seq: runSeq,
  table: runTable,
};

// LANGS are the languages the Sequences and Table tabs write code in.
const LANGS = [["", "none"], ["c", "C / C++"], ["go", "Go"], ["python", "Python"]];

// emitParam is a link's emit language, or "" if it names none of LANGS.
const emitParam = (q) => (LANGS.some(([v]) => v === q.get("emit")) ? q.get("emit") : "");

function wire() {
  for (const select of document.querySelectorAll("select.langs")) {
    select.replaceChildren(...LANGS.map(([value, name]) => el("option", { value }, name)));
  }
  const template = $("#own-game");
  for (const form of document.querySelectorAll(".game-form")) {
    $(".own-slot", form).replaceWith(template.content.cloneNode(true));
    const f = form.elements;
    const placeholder = () => {
      f.source.placeholder = PLACEHOLDERS[f.kind.value];
      paramsHint(form);
      $(".params", form).hidden = f.kind.value !== "rules";
    };
    f.source.addEventListener("input", () => {
      placeholder();
      renderAbout(form);
    });
    for (const radio of f.kind) radio.addEventListener("change", placeholder);
    placeholder();
    f.game.addEventListener("input", () => renderAbout(form));
    f.example.addEventListener("change", () => {
      pickExample(form, f.example.value);
      useExample(form, f.example.value);
      renderAbout(form);
    });
  }
  // Misère sequences are searched: the normal default of 200 heaps would
  // reach the server's bound for games that split heaps.
  const seq = $("#seq-form").elements;
  seq.misere.addEventListener("change", () => {
    if (seq.misere.checked && seq.to.value === "200") seq.to.value = "40";
    else if (!seq.misere.checked && seq.to.value === "40") seq.to.value = "200";
  });
  // A quotient is of misère play, and its search grows faster still.
  seq.quotient.addEventListener("change", () => {
    if (seq.quotient.checked) seq.misere.checked = true;
    if (seq.quotient.checked && ["200", "40"].includes(seq.to.value)) seq.to.value = "21";
  });
  for (const tab of ["analyze", "play"]) {
    const f = $(`#${tab}-form`).elements;
    f.quotient.addEventListener("change", () => {
      if (f.quotient.checked) f.misere.checked = true;
    });
    f.misere.addEventListener("change", () => {
      if (!f.misere.checked) f.quotient.checked = false;
    });
  }
  for (const tab of FORMS) {
    $(`#${tab}-form`).addEventListener("submit", (e) => {
      e.preventDefault();
      if (tab === "play") play = null; // a new game: the old one's history leaves the link
      syncURL(tab);
      RUN[tab]();
    });
  }
  for (const tab of TABS) {
    $(`#tab-${tab}`).addEventListener("click", () => {
      selectTab(tab);
      syncURL(tab);
    });
  }
  // Arrow keys move between tabs, as in the WAI-ARIA tabs pattern.
  $("[role=tablist]").addEventListener("keydown", (e) => {
    const d = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!d) return;
    const now = TABS.findIndex((t) => !$(`#${t}`).hidden);
    const next = TABS[(now + d + TABS.length) % TABS.length];
    selectTab(next, true);
    syncURL(next);
  });
  $("#games-search").addEventListener("input", filterGallery);
  // The big view, for a projector, stays on for the next visit.
  const big = (on) => {
    document.body.classList.toggle("big", on);
    $("#big").setAttribute("aria-pressed", on);
    try {
      localStorage.setItem("nimber-big", on ? "1" : "");
    } catch {} // storage may be refused: the view still changes
  };
  $("#big").addEventListener("click", () => big(!document.body.classList.contains("big")));
  try {
    big(localStorage.getItem("nimber-big") === "1");
  } catch {}
  $("#play-form").elements.hints.addEventListener("change", renderPlay);
  wireTable();
  $("#play-again").addEventListener("click", () => startPlay(play.req, play.first));
  $("#play-undo").addEventListener("click", takeBack);
}

async function init() {
  wire();
  const q = new URLSearchParams(location.search);
  const given = q.has("game") || q.has("example") || q.has("source");
  // The Games page unless the link has a game (an older link, no tab).
  const tab = TABS.includes(q.get("tab")) ? q.get("tab") : given ? "analyze" : "games";
  if (tab !== "games") fillForm(tab, q);
  selectTab(tab);
  const loading = Promise.all([loadCatalog(), loadExamples()]).then(renderGallery);
  if (q.has("example")) {
    await loading;
    if (tab !== "seq" && tab !== "games") fillExample($(`#${tab}-form`), q);
  }
  const history = readHistory(q.get("history") || "");
  if (tab === "play" && given && history.length) {
    const form = $("#play-form");
    await startPlay(gameRequest(form), form.elements.first.checked, history);
  } else if (given && tab !== "games") await RUN[tab]();
  await loading;
  // A headless browser waits for this before reading the page.
  document.body.dataset.ready = "1";
}

init();
