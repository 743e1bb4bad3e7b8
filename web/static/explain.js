// Why a position is won or lost, for the Analyze tab (loaded before
// app.js, whose helpers it uses): the components' Grundy values in
// binary, their XOR, and the value each winning move reaches.
"use strict";

// renderWhy returns a collapsible explanation of report r, or nothing when
// it has no values (misère play, loopy games). Values past 2^53 are BigInt
// (exactInts), and then all are.
function renderWhy(r, noun) {
  if (r.misere_value != null) return renderMisereWhy(r);
  if (r.quotient) return renderQuotientWhy(r, noun);
  const values = r.values || [];
  if (values.length !== r.position.length || r.grundy == null) return [];
  const big = [...values, r.grundy].some((v) => typeof v === "bigint");
  const xor = (a, b) => (big ? BigInt(a) ^ BigInt(b) : a ^ b);
  const shown = values.slice(0, 50);
  const width = Math.max(...[...shown, r.grundy].map((v) => v.toString(2).length));
  const bits = (v) => v.toString(2).padStart(width, "0");
  const row = (label, v, cls = "") =>
    el("tr", { class: cls }, el("th", { scope: "row" }, label), el("td", { class: "bits" }, bits(v)), el("td", {}, String(v)));
  const rows = shown.map((v, i) => row(`${noun} ${i + 1}: ${r.position[i]}`, v));
  rows.push(row("XOR", r.grundy, "xor"));
  const nodes = [
    el("p", {}, "A sum is worth the XOR of its components' Grundy values (the Sprague–Grundy theorem)."),
    el("div", { class: "scroll" }, el("table", { id: "why-values" }, ...rows)),
  ];
  if (values.length > shown.length) nodes.push(el("p", { class: "note" }, `The first ${shown.length} of ${values.length} components.`));
  if (r.grundy === 0) {
    nodes.push(el("p", {}, "The XOR is 0: any move changes one value and makes it non-zero, so the player to move loses."));
  } else {
    const x = r.grundy;
    nodes.push(el("p", {}, `The XOR is ${x}, not 0: a winning move takes a component of value v to one of value v XOR ${x}.`));
    nodes.push(el("ul", {}, ...(r.winning_moves || []).map((m) => {
      const v = values[m.component];
      return el("li", {}, `${moveText(m, noun)}: value ${v} → ${v} XOR ${x} = ${xor(v, x)}`);
    })));
  }
  return [el("details", { class: "why" }, el("summary", {}, "Why?"), ...nodes)];
}

// renderMisereWhy explains a misère sum of heaps by its misère value and
// genus, which a search found: in misère play values do not add.
function renderMisereWhy(r) {
  const nodes = [
    el("p", {}, `In misère play values do not add up as XOR. Searching every sum of heaps that play reaches gives this sum misère value ${r.misere_value}; its genus is ${r.genus} (g^λ0λ1…: g the normal value, λk the misère value beside k heaps of size 2).`),
    el("p", {}, r.misere_value === 0
      ? "Misère value 0: the player to move loses, whatever they do."
      : "Not 0: the player to move wins, and each winning move leaves a sum of misère value 0."),
  ];
  return [el("details", { class: "why" }, el("summary", {}, "Why?"), ...nodes)];
}

// renderQuotientWhy explains a misère sum of heaps by its class in the
// misère quotient: each heap's class, their product, the P-portion.
function renderQuotientWhy(r, noun) {
  const q = r.quotient;
  const gens = q.generators.map((g) => `${g.name} = heap ${g.heap}`).join(", ");
  const rows = q.components.slice(0, 50).map((c, i) =>
    el("tr", {}, el("th", { scope: "row" }, `${noun} ${i + 1}: ${r.position[i]}`), el("td", {}, c)));
  rows.push(el("tr", { class: "xor" }, el("th", { scope: "row" }, "product"), el("td", {}, q.class)));
  const nodes = [
    el("p", {}, `In misère play values do not add up as XOR. The misère quotient of ${q.all_heaps ? `every heap size (the classes of heaps 1 to ${q.heaps} proved periodic)` : `heaps 1 to ${q.heaps}`}, proved, has ${q.elements} elements: Q = ${q.presentation}${gens ? `, ${gens}` : ""}. Sums of one class win or lose together beside any other sum; P = {${q.p_portion.join(", ")}} are the classes of lost sums.`),
    el("div", { class: "scroll" }, el("table", { id: "why-classes" }, ...rows)),
  ];
  if (q.components.length > 50) nodes.push(el("p", { class: "note" }, `The first 50 of ${q.components.length} components.`));
  nodes.push(el("p", {}, r.outcome === "P"
    ? `The product ${q.class} is in P: the player to move loses, whatever they do.`
    : `The product ${q.class} is not in P: the player to move wins, and each winning move leaves a sum whose class is in P.`));
  return [el("details", { class: "why" }, el("summary", {}, "Why?"), ...nodes)];
}
