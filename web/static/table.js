// nimber's Table tab: a game's values over a range of positions, n in 1-D
// or x,y in 2-D, laid out to show their pattern. This file is loaded
// before app.js and only defines: app.js calls runTable, tableQuery,
// fillTable and wireTable, and these call its helpers ($, el, api, busy,
// gameRequest, findGame) once the page runs.
"use strict";

const TABLE_CELLS = 5000; // values rendered as HTML at most: the plot has them all
const TABLE_COLUMNS = 100; // the widest 2-D table rendered
const PPOS_SHOWN = 300; // P-positions listed at most

const tableTwoD = (f) => f.dims.value === "2";

const spanText = (s) => `${s.from}..${s.to}`;

// A P-position's cell: a Grundy value of 0 (not ∞(0), a string), or P.
const isP = (v) => v === 0 || v === "P";

let tableGame = ""; // the game last typed in the Table form, before any ":"

// showTableFields shows the fields of the chosen dimension.
function showTableFields() {
  const f = $("#table-form").elements;
  for (const e of document.querySelectorAll("#table-form [data-dims]")) e.hidden = e.dataset.dims !== f.dims.value;
}

// tableQuery writes the Table form into the URL query q (syncURL's part).
function tableQuery(f, q) {
  if (tableTwoD(f)) {
    q.set("x", f.x.value.trim());
    q.set("y", f.y.value.trim());
  } else {
    q.set("n", f.n.value.trim());
  }
  for (const k of ["outcome", "misere", "plot"]) if (f[k].checked) q.set(k, "1");
  if (!tableTwoD(f) && f.period.checked) q.set("period", "1");
  if (!tableTwoD(f) && f.emit.value) q.set("emit", f.emit.value);
}

// fillTable is tableQuery's inverse: x or y in the query means 2-D.
function fillTable(f, q) {
  f.dims.value = q.has("x") || q.has("y") ? "2" : "1";
  for (const k of ["n", "x", "y"]) if (q.has(k)) f[k].value = q.get(k);
  for (const k of ["outcome", "misere", "period", "plot"]) f[k].checked = q.get(k) === "1";
  f.emit.value = emitParam(q);
  tableGame = f.game.value.split(":")[0].trim().toLowerCase();
  showTableFields();
}

function wireTable() {
  const f = $("#table-form").elements;
  for (const radio of f.dims) radio.addEventListener("change", showTableFields);
  // A newly typed catalog game whose example is a pair (wythoff 3,5)
  // switches to 2-D, any other to 1-D.
  f.game.addEventListener("input", () => {
    const name = f.game.value.split(":")[0].trim().toLowerCase();
    const g = findGame(name);
    if (!g || name === tableGame) return;
    tableGame = name;
    const first = (g.example || "").split(" ")[1] || "";
    f.dims.value = /^-?\d+,-?\d+$/.test(first) ? "2" : "1";
    showTableFields();
  });
}

async function runTable() {
  const form = $("#table-form");
  const f = form.elements;
  await busy(form, async () => {
    for (const id of ["#table-title", "#table-period", "#table-note", "#table-values", "#table-ppos", "#table-plot", "#table-stats"]) {
      $(id).replaceChildren();
    }
    $("#table-code").hidden = true;
    const body = { ...gameRequest(form), outcome: f.outcome.checked, plot: f.plot.checked };
    if (tableTwoD(f)) {
      body.x = f.x.value.trim();
      body.y = f.y.value.trim();
    } else {
      body.n = f.n.value.trim();
      body.period = f.period.checked || f.emit.value !== "";
      if (f.emit.value) body.emit = f.emit.value;
    }
    const t = await api("/api/table", body);
    renderTable(t, body.period);
  });
}

function renderTable(t, period) {
  const twoD = !t.n;
  let what = t.kind === "outcome" ? "outcomes" : "Grundy values";
  if (t.loopy) what = t.kind === "outcome" ? "outcomes (D: a draw)" : "generalized Sprague–Grundy values";
  if (t.misere) what = t.kind === "outcome" ? "misère outcomes" : "misère values G⁻";
  const where = twoD ? `x = ${spanText(t.x)} across, y = ${spanText(t.y)} down` : `n = ${spanText(t.n)}`;
  $("#table-title").textContent = `${t.game}: ${what}, ${where}`;
  if (period) {
    const p = t.period;
    $("#table-period").textContent = p
      ? `Apparent period ${p.period} from n = ${p.preperiod}, saltus ${p.saltus} (as far as n = ${t.n.to} shows; not a proof).`
      : `No period visible in n = ${spanText(t.n)}: widen the range.`;
  }
  if (t.code || t.code_error) {
    $("#table-code").textContent = t.code || t.code_error;
    $("#table-code").hidden = false;
  }
  const notes = [];
  if (t.loopy) notes.push("Positions repeat: ∞(K) means play may go on forever, K being the finite values of the options.");
  const shown = twoD ? renderGrid(t) : renderRows(t);
  if (shown) notes.push(`${shown} ${t.image ? "The plot shows them all." : "A plot would show them all."}`);
  $("#table-note").textContent = notes.join(" ");
  $("#table-ppos").textContent = pPositionsText(t.p_positions, twoD);
  renderTablePlot(t, what, where);
  if (t.positions_explored > 0) $("#table-stats").textContent = `Positions explored: ${t.positions_explored}.`;
}

const cell = (v) => el("td", isP(v) ? { class: "p" } : {}, String(v));

// renderRows lays out a 1-D table in rows aligned to its period, if it
// has one (valuesPerRow), each row headed by its first n, and returns
// what it left out ("" if nothing).
function renderRows(t) {
  const values = t.values.slice(0, TABLE_CELLS);
  const per = valuesPerRow(t.period);
  const head = ["n", ...Array.from({ length: per }, (_, i) => `+${i}`)];
  const rows = [el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col" }, h))))];
  for (let i = 0; i < values.length; i += per) {
    const th = el("th", { scope: "row" }, String(plus(t.n.from, i)));
    rows.push(el("tr", {}, th, ...values.slice(i, i + per).map(cell)));
  }
  $("#table-values").replaceChildren(...rows);
  if (values.length === t.values.length) return "";
  return `Showing n = ${t.n.from}..${plus(t.n.from, values.length - 1)}, the first ${values.length} of ${t.values.length} values.`;
}

// renderGrid lays out a 2-D table, a row per y and a column per x, and
// returns what it left out ("" if nothing).
function renderGrid(t) {
  const cols = Math.min(span(t.x.from, t.x.to), TABLE_COLUMNS);
  const grid = t.values.slice(0, Math.max(1, Math.floor(TABLE_CELLS / cols))).map((row) => row.slice(0, cols));
  const xs = Array.from({ length: cols }, (_, i) => String(plus(t.x.from, i)));
  const head = el("tr", {}, el("th", { scope: "col" }, "y\\x"), ...xs.map((x) => el("th", { scope: "col" }, x)));
  const rows = grid.map((row, i) => el("tr", {}, el("th", { scope: "row" }, String(plus(t.y.from, i))), ...row.map(cell)));
  $("#table-values").replaceChildren(el("thead", {}, head), ...rows);
  if (grid.length === t.values.length && cols === t.values[0].length) return "";
  const x = `${t.x.from}..${plus(t.x.from, cols - 1)}`;
  const y = `${t.y.from}..${plus(t.y.from, grid.length - 1)}`;
  return `Showing x = ${x} and y = ${y}, ${cols * grid.length} of ${t.values.length * t.values[0].length} values.`;
}

// pPositionsText lists the P-positions, n or x,y, at most PPOS_SHOWN.
function pPositionsText(ps, twoD) {
  if (!ps.length) return "No P-positions in this range.";
  const shown = ps.slice(0, PPOS_SHOWN).map((p) => (twoD ? p.join(",") : String(p)));
  const more = ps.length > PPOS_SHOWN ? ` …and ${ps.length - PPOS_SHOWN} more` : "";
  return `P-positions (${ps.length}): ${shown.join(twoD ? "; " : ", ")}${more}`;
}

function renderTablePlot(t, what, where) {
  if (t.plot_error) {
    $("#table-plot").replaceChildren(el("p", { class: "note" }, `No plot: ${t.plot_error}`));
  } else if (t.image) {
    const kind = t.n ? "Scatter plot" : "Heat map";
    $("#table-plot").replaceChildren(el("figure", {}, el("img", { src: t.image, alt: `${kind} of the ${what} of ${t.game}, ${where}` })));
  }
}
