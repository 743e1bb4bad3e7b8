// The Analyze tab (loaded before app.js, whose helpers it uses): who
// wins a position and how, a nimber expression's value (game calc), or
// the values of a graph's vertices.
"use strict";

async function runAnalyze() {
  const form = $("#analyze-form");
  const out = $("#result");
  await busy(form, async () => {
    out.replaceChildren();
    const req = gameRequest(form);
    if (!req.graph && !req.rules && req.game.toLowerCase() === "calc") {
      out.replaceChildren(...renderCalc(await api("/api/calc", { expr: req.position })));
      return;
    }
    if (!req.graph) {
      const r = await api("/api/analyze", req);
      out.replaceChildren(...renderReport(r, r.noun));
      return;
    }
    // A graph: every vertex's value too, and the start analysed by default.
    const g = await api("/api/graph", req);
    const nodes = g.analysis ? renderReport(g.analysis, "token") : [];
    out.replaceChildren(...nodes, ...renderVertices(g, req.misere));
  });
}

// renderCalc shows the value of a nimber expression (game "calc").
function renderCalc(c) {
  return [
    el("h2", {}, c.expr),
    el("p", { class: "outcome" }, `= ${c.value}`),
    el("p", {}, `In hexadecimal ${c.hex}. + is the nim-sum (XOR), * the nim-product, / division, ** a power, sqrt() and inv().`),
  ];
}

const VERTICES_SHOWN = 1000;


// renderVertices lists a graph's vertices with their values.
function renderVertices(g, misere) {
  let heading = g.cyclic
    ? "Generalized Sprague–Grundy value of each vertex (∞(K): play can go on forever from it, K the finite values of its followers)"
    : "Grundy value of each vertex";
  if (misere) heading += ", in normal play";
  const rows = g.vertices.slice(0, VERTICES_SHOWN).map((v) =>
    el("tr", { class: v.grundy === 0 ? "p" : "" }, el("th", { scope: "row" }, v.name), el("td", {}, v.value || String(v.grundy))));
  const nodes = [el("h3", {}, heading), el("table", { id: "vertex-values" }, ...rows)];
  if (g.vertices.length > VERTICES_SHOWN) nodes.push(el("p", { class: "note" }, `Showing ${VERTICES_SHOWN} of ${g.vertices.length} vertices.`));
  return nodes;
}

const COMPOUNDS = {
  conjunctive: ["conjunctive compound", "remoteness", "It ends with its least remote component"],
  continued: ["continued conjunctive compound", "suspense", "It lasts as long as its most suspenseful component"],
  selective: ["selective compound", "", "The components' outcomes decide it"],
  shortened: ["shortened selective compound", "", "The components' outcomes decide it"],
};

// renderCompound shows a compound other than the sum: each component
// alone, the rule that decides, and the winning moves, each a list of
// component moves.
function renderCompound(r, noun) {
  const c = r.compound;
  const [name, number, rule] = COMPOUNDS[c.compound] || [c.compound, "", ""];
  const alone = c.components.map((k, i) => `${noun} ${i + 1}: ${k.outcome}${number && k.number != null ? `, ${number} ${k.number}` : ""}`);
  const decided = number && c.number != null ? `${rule}: ${number} ${c.number}.` : `${rule}.`;
  const nodes = [
    el("h2", {}, `${r.game} ${positionText(r.position)}, ${name}${r.misere ? " (misère play)" : ""}`),
    el("p", { class: "outcome" }, OUTCOMES[c.outcome] || c.outcome),
    el("p", {}, `Each ${noun} alone: ${alone.join("; ")}. ${decided}`),
  ];
  const moves = c.winning_moves || [];
  if (c.winning_move_count > 0) {
    const items = moves.map((m) => el("li", {}, m.map((part) => moveText(part, noun)).join("; ")));
    if (c.winning_move_count > moves.length) items.push(el("li", {}, `… and ${c.winning_move_count - moves.length} more`));
    const n = c.winning_move_count;
    nodes.push(el("p", {}, `${c.winning_move_count_exact === false ? "At least " : ""}${n} winning move${n === 1 ? "" : "s"}, each a move in several ${noun}s:`), el("ul", { class: "moves" }, ...items));
  } else {
    nodes.push(el("p", {}, "No winning move."));
  }
  nodes.push(el("p", { class: "note" }, "Compounds: docs/compounds.md in the repository."));
  return nodes;
}

function renderReport(r, noun) {
  if (r.compound) return renderCompound(r, noun);
  let line = OUTCOMES[r.outcome] || r.outcome;
  if (r.grundy != null) line += ` Grundy value ${r.grundy}.`;
  else if (r.value) line += ` Value ${r.value}.`;
  else if (r.misere_value != null) line += ` Misère value ${r.misere_value}, genus ${r.genus}.`;
  else if (r.quotient?.all_heaps) line += ` Class ${r.quotient.class} of the misère quotient of every heap size (${r.quotient.elements} elements; its classes proved periodic at heap ${r.quotient.heaps}).`;
  else if (r.quotient) line += ` Class ${r.quotient.class} of the misère quotient of heaps 1 to ${r.quotient.heaps} (${r.quotient.elements} elements).`;
  const position = r.games?.length ? sumText(r.position, r.games) : `${r.game} ${positionText(r.position)}`;
  const title = `${position}${r.misere ? " (misère play)" : ""}`;
  const nodes = [el("h2", {}, title), el("p", { class: "outcome" }, line)];
  if (r.note) nodes.push(el("p", { class: "note" }, `Note: ${r.note}.`));
  const listed = r.winning_moves || [];
  // The position drawn, its winning moves marked: a picture, not played on.
  const best = [...listed, ...(r.drawing_moves || [])];
  const board = renderBoard(r, best, new Set(best.map(moveKey)), null, r.misere || r.position.length < 2 ? null : r.values);
  if (board) nodes.push(board);
  if (r.winning_move_count > 0) {
    const n = r.winning_move_count;
    const atLeast = r.winning_move_count_exact === false ? "At least " : "";
    nodes.push(...moveList(`${atLeast}${n} winning move${n === 1 ? "" : "s"}:`, listed, n, noun));
  } else if (!r.unlisted_moves?.length && r.outcome !== "D") {
    nodes.push(el("p", {}, r.outcome === "N"
      ? "No move is left: the player to move has already won, as the last mover loses."
      : "No winning move."));
  }
  const drawing = r.drawing_moves || [];
  if (drawing.length) nodes.push(...moveList("Moves that keep the draw:", drawing, drawing.length, noun));
  for (const u of r.unlisted_moves || []) {
    nodes.push(el("p", {}, `The moves of ${noun} ${u.component + 1} are not listed: ${u.reason}`));
    if (u.examples?.length) nodes.push(...moveList("For example:", u.examples, u.examples.length, noun));
  }
  if (r.positions_explored > 0) nodes.push(el("p", {}, `Positions explored: ${r.positions_explored}.`));
  nodes.push(...renderWhy(r, noun));
  return nodes;
}

function moveList(heading, moves, count, noun) {
  const items = moves.map((m) => el("li", {}, moveText(m, noun)));
  if (count > moves.length) items.push(el("li", {}, `… and ${count - moves.length} more`));
  return [el("p", {}, heading), el("ul", { class: "moves" }, ...items)];
}
