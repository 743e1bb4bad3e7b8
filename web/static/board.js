// The board of the Play and Analyze tabs (loaded before app.js, whose
// helpers it uses): each component drawn as the server says
// (answer.boards: "heap", "takes", "pins", "cut", "queen", "graph",
// "grid"), its moves made by clicking on it. A click becomes one of the
// moves the server listed, found by what it leaves; the client knows no
// rules.
"use strict";

const BOARD_MAX = 30; // larger components are written, not drawn

// renderBoard draws the position of answer r (its position and boards)
// and returns it, or null when no component is drawn. moves are the
// moves to make on it, choose(i) makes moves[i]; without choose the board
// only shows the moves, those in winning marked. With values, each drawn
// component's label says what it is worth (its Grundy value).
function renderBoard(r, moves, winning, choose, values = null) {
  const kinds = r.boards || [];
  // The tokens of a graph game share one drawing of the graph.
  const onGraph = r.graph ? kinds.map((k) => k === "graph") : [];
  const pieces = r.position.map((p, c) => (onGraph[c] ? { drawn: false, node: null } : drawPiece(kinds[c], p, c, moves, winning, choose, r.noun, r.drawings?.[c], values?.[c])));
  if (onGraph.includes(true)) pieces.unshift({ drawn: true, node: drawGraph(r, onGraph, moves, winning, choose) });
  if (!pieces.some((p) => p.drawn)) return null;
  const board = el("div", { class: "board", role: "group", "aria-label": "Board" }, ...pieces.filter((p) => p.node).map((p) => p.node));
  board.addEventListener("keydown", arrowKeys);
  return board;
}

// drawPiece draws component c of the position, p its text, as kind
// says (a rules file's grid of characters, grid); a component too large
// or of no drawing is written.
function drawPiece(kind, p, c, moves, winning, choose, noun, grid, value) {
  const label = el("span", { class: "piece-label" }, `${noun} ${c + 1}${value != null ? `, worth ${value}` : ""}`);
  if (kind === "grid" && grid) return { drawn: true, node: el("div", { class: "piece grid-chars" }, label, el("pre", {}, grid.join("\n"))) };
  const draw = DRAW[kind];
  const size = draw && sizeOf(kind, p);
  if (!size) return { drawn: false, node: el("div", { class: "piece text" }, label, el("span", {}, p)) };
  // button makes the move of c that leaves parts, if there is one.
  const own = moves.map((m, i) => [m, i]).filter(([m]) => m.component === c);
  const button = (parts, cls, text, aria) => {
    const found = own.find(([m]) => leaves(m.to, kind) === leaves(parts, kind));
    const b = el("button", { type: "button", class: cls }, text);
    b.setAttribute("aria-label", aria);
    b.disabled = !found || !choose;
    if (found && winning.has(moveKey(found[0]))) b.classList.add("win");
    if (found && choose) b.addEventListener("click", () => choose(found[1]));
    return b;
  };
  return { drawn: true, node: el("div", { class: `piece ${kind}` }, label, ...draw(size, button, own)) };
}

// sizeOf reads a drawable component: a heap size, or [x, y] for a queen.
function sizeOf(kind, p) {
  if (kind === "queen") {
    const m = /^(\d+),(\d+)$/.exec(p);
    return m && Math.max(+m[1], +m[2]) < BOARD_MAX ? [+m[1], +m[2]] : null;
  }
  return /^\d+$/.test(p) && +p > 0 && +p <= BOARD_MAX ? +p : null;
}

// leaves keys what a move leaves of a component: its heaps, empty ones
// dropped, in order of size (a row of pins 2 + 3 is one of 3 + 2).
function leaves(parts, kind) {
  if (kind === "queen") return parts.join("+");
  return parts.map(Number).filter((n) => n > 0).sort((a, b) => a - b).join("+");
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

const DRAW = {
  // A stack of counters, the bottom one first: a click takes the counter
  // and those above it.
  heap: (n, button) => [el("div", { class: "stack" }, ...counters(n, button))],
  // The same, with the numbers that may be taken offered as buttons.
  takes: (n, button, own) => {
    const takes = own.map(([m]) => n - Number(m.to[0] ?? 0)).filter((k) => k > 0).sort((a, b) => a - b);
    const offers = [...new Set(takes)].map((k) => button([String(n - k)], "take", `take ${k}`, `take ${plural(k, "counter")}, leaving ${n - k}`));
    return [el("div", { class: "stack" }, ...counters(n, button)), el("div", { class: "takes" }, ...offers)];
  },
  // A row of pins: a pin knocks down itself, the bracket under two pins
  // both. Each pin is a slot with the bracket to its right under it, so
  // that a long row wraps and every target keeps its size.
  pins: (n, button) => {
    const slots = [];
    for (let i = 0; i < n; i++) {
      const slot = el("span", { class: "slot" }, button([String(i), String(n - i - 1)], "pin", "", `knock down pin ${i + 1}`));
      if (i < n - 1) slot.append(button([String(i), String(n - i - 2)], "duo", "", `knock down pins ${i + 1} and ${i + 2}`));
      slots.push(slot);
    }
    return [el("div", { class: "row pins-row" }, ...slots)];
  },
  // A row of counters cut in two at a gap.
  cut: (n, button) => {
    const row = [];
    for (let i = 0; i < n; i++) {
      if (i > 0) row.push(button([String(i), String(n - i)], "gap", "", `cut into ${i} and ${n - i}`));
      row.push(el("span", { class: "counter" }));
    }
    return [el("div", { class: "row" }, ...row)];
  },
  // A queen at x,y on a grid, 0,0 at the bottom left: a click moves her
  // to the square, left, down or diagonally toward the corner.
  queen: ([x, y], button) => {
    const grid = el("div", { class: "grid", style: `grid-template-columns: repeat(${x + 1}, var(--unit))` });
    for (let b = y; b >= 0; b--) {
      for (let a = 0; a <= x; a++) {
        const here = a === x && b === y;
        const cell = here ? el("span", { class: "square queen-here", "aria-label": `queen at ${a},${b}` }, "♛") : button([`${a},${b}`], "square", "", `queen to ${a},${b}`);
        if ((a + b) % 2) cell.classList.add("dark");
        grid.append(cell);
      }
    }
    return [grid];
  },
};

// drawGraph draws a graph game's graph, its vertices on a circle and its
// edges as arrows, with the tokens of the components on (onGraph[c]). A
// click on a vertex moves there the first token that can.
function drawGraph(r, onGraph, moves, winning, choose) {
  const { vertices, edges } = r.graph;
  const n = vertices.length;
  const at = vertices.map((_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return [50 + 40 * Math.cos(a), 50 + 40 * Math.sin(a)];
  });
  const svg = svgEl("svg", { viewBox: "0 0 100 100", "aria-hidden": "true" },
    svgEl("defs", {}, svgEl("marker", { id: "arrow", viewBox: "0 0 6 6", refX: 6, refY: 3, markerWidth: 5, markerHeight: 5, orient: "auto" }, svgEl("path", { d: "M0,0 L6,3 L0,6 z" }))));
  for (const [u, w] of edges) {
    const [[x1, y1], [x2, y2]] = [at[u], at[w]];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const [dx, dy] = [(x2 - x1) / len, (y2 - y1) / len];
    // Off the centre line, so that u → w and w → u are two arrows; short
    // of the vertices' discs.
    const [ox, oy] = [-dy * 1.5, dx * 1.5];
    svg.append(svgEl("line", { x1: x1 + 7 * dx + ox, y1: y1 + 7 * dy + oy, x2: x2 - 7 * dx + ox, y2: y2 - 7 * dy + oy, "marker-end": "url(#arrow)" }));
  }
  const tokens = new Map(); // vertex name → how many tokens
  r.position.forEach((p, c) => onGraph[c] && tokens.set(p, (tokens.get(p) || 0) + 1));
  const own = moves.map((m, i) => [m, i]).filter(([m]) => onGraph[m.component]);
  const nodes = vertices.map((name, i) => {
    const found = own.find(([m]) => m.to.length === 1 && m.to[0] === name);
    const k = tokens.get(name) || 0;
    const label = k ? `${name}, ${k === 1 ? "a token" : `${k} tokens`}` : name;
    const b = el("button", { type: "button", class: k ? "vertex token" : "vertex", style: `left: ${at[i][0]}%; top: ${at[i][1]}%` }, name);
    b.setAttribute("aria-label", found ? `move the token from ${found[0].from} to ${label}` : label);
    b.disabled = !found || !choose;
    if (found && winning.has(moveKey(found[0]))) b.classList.add("win");
    if (found && choose) b.addEventListener("click", () => choose(found[1]));
    return b;
  });
  return el("div", { class: "piece graph" }, el("span", { class: "piece-label" }, "the graph; ● marks a token"), el("div", { class: "graph-box" }, svg, ...nodes));
}

function svgEl(tag, attrs = {}, ...children) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

const STACK_MAX = 8; // counters a column of a heap holds at most

// counters draws a heap of n, bottom first, in columns of at most
// STACK_MAX as even as can be; counter i takes n - i.
function counters(n, button) {
  const rows = Math.ceil(n / Math.ceil(n / STACK_MAX));
  const out = [];
  for (let i = 0; i < n; i++) {
    const b = button([String(i)], "counter", "", `take ${plural(n - i, "counter")}, leaving ${i}`);
    b.style.gridArea = `${rows - (i % rows)} / ${Math.floor(i / rows) + 1}`;
    out.push(b);
  }
  return out;
}

// arrowKeys moves the focus to the nearest enabled square, pin or counter
// in the arrow's direction: keyboard play without a mouse, Enter moving.
// Along a row of pins or counters, left and right follow the row, pins
// and the pairs between them in turn, however it wraps.
function arrowKeys(e) {
  const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
  if (!dir || !(e.target instanceof HTMLButtonElement)) return;
  const row = e.target.closest(".row");
  if (row && dir[0]) {
    const along = [...row.querySelectorAll("button:not(:disabled)")];
    const next = along[along.indexOf(e.target) + dir[0]];
    if (next) {
      next.focus();
      e.preventDefault();
      return;
    }
  }
  const center = (b) => {
    const r = b.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  const [x0, y0] = center(e.target);
  let best = null;
  let bestCost = Infinity;
  for (const b of e.currentTarget.querySelectorAll("button:not(:disabled)")) {
    const [x, y] = center(b);
    const along = (x - x0) * dir[0] + (y - y0) * dir[1];
    if (along <= 0.5) continue;
    const cost = along + 2 * Math.abs((x - x0) * dir[1] + (y - y0) * dir[0]); // off the line costs more
    if (cost < bestCost) [best, bestCost] = [b, cost];
  }
  if (best) {
    best.focus();
    e.preventDefault();
  }
}
