// nimber's Sequences tab: a heap game's nim-sequence with its period,
// statistics and plot, or in misère play each heap's misère value and
// genus, or the misère quotient. This file is loaded before app.js and
// only defines: app.js calls runSeq, which calls its helpers ($, el, api,
// busy) once the page runs.
"use strict";

async function runSeq() {
  const form = $("#seq-form");
  const f = form.elements;
  await busy(form, async () => {
    for (const id of ["#seq-period", "#seq-stats", "#seq-values", "#seq-genus"]) $(id).replaceChildren();
    $("#seq-figure").hidden = true;
    $("#seq-code").hidden = true;
    const body = { game: f.game.value.trim(), misere: f.misere.checked };
    if (f.emit.value && !f.misere.checked) body.emit = f.emit.value;
    const to = parseInt(f.to.value, 10);
    if (to > 0) body.to = to;
    if (f.misere.checked && f.quotient.checked) {
      renderQuotient(await api("/api/seq", { ...body, quotient: true }));
      return;
    }
    const s = await api("/api/seq", { ...body, plot: true });
    const img = $("#seq-plot");
    img.src = s.image;
    $("#seq-figure").hidden = false;
    if (s.play === "misère") {
      $("#seq-period").textContent = `${s.name} in misère play: heaps 0 to ${s.n - 1}, ${s.sums} sums of heaps searched. ${miserePeriodText(s.period)}`;
      $("#seq-stats").textContent = "Genus g^λ0λ1…: g is the normal value, λ0 the misère value and λk that beside k heaps of size 2; past the last two written, those two alternate.";
      img.alt = `Plot of the misère values of ${s.name} for heaps 0 to ${s.n - 1}`;
      renderValues(s.misere_values, "G⁻", "#seq-values", s.period);
      renderValues(s.genus, "genus", "#seq-genus", s.period, genusCell);
      return;
    }
    $("#seq-period").textContent = `${s.name}: ${periodText(s)}`;
    $("#seq-stats").textContent = statsText(s.stats);
    if (s.code) {
      $("#seq-code").textContent = s.code;
      $("#seq-code").hidden = false;
    }
    img.alt = `Plot of the values of ${s.name} for heaps 0 to ${s.n - 1}`;
    renderValues(s.values, "G", "#seq-values", s.period);
  });
}

// renderQuotient shows a misère quotient: its order, presentation and
// P-portion, then the class of each heap as the values are shown.
function renderQuotient(q) {
  const gens = q.generators.map((g) => `${g.name} = heap ${g.heap}`).join(", ");
  $("#seq-period").textContent = `${q.name} in misère play: the quotient of heaps 1 to ${q.heaps}, ${q.order} elements, ${q.p_portion.length} in P, proved (${q.checked} sums walked). Q = ${q.presentation}${gens ? `, generators ${gens}` : ""}.`;
  const stopped = q.stopped ? ` Stopped: ${q.stopped}.` : "";
  $("#seq-stats").textContent = `P-portion (the classes lost for the player to move): {${q.p_portion.join(", ")}}. A sum of heaps is the product of their classes, and lost iff that is in P. ${pretendingText(q.period)}${stopped}`;
  renderValues(q.pretending, "class", "#seq-values", q.period);
}

// pretendingText describes the period of a quotient's classes of heaps.
function pretendingText(p) {
  if (!p) return "No period of the classes of heaps found.";
  const what = `preperiod ${p.preperiod}, period ${p.period}`;
  if (p.proved) return `Classes of ${what} — proved at heap ${p.proved_at} (the octal periodicity theorem): this is the quotient of every heap size.`;
  return `Classes of apparent ${what} (not proved).`;
}

function miserePeriodText(p) {
  if (!p) return "No period of the genera found.";
  const what = `preperiod ${p.preperiod}, period ${p.period}`;
  if (p.proved) return `Genera of ${what} — proved at n = ${p.proved_at} (each genus is fixed by the few before it).`;
  return `Genera of apparent ${what} (not proved).`;
}

function periodText(s) {
  const p = s.period;
  if (!p) return `no period found up to n = ${s.n}.`;
  const saltus = p.saltus ? `, saltus ${p.saltus}` : "";
  if (p.proved) return `preperiod ${p.preperiod}, period ${p.period}${saltus} — proved at n = ${p.proved_at}.`;
  return `apparent preperiod ${p.preperiod}, period ${p.period}${saltus} (not proved up to n = ${s.n}).`;
}

function statsText(st) {
  if (!st) return "";
  let text = `Largest value ${st.max_value}, first at n = ${st.max_value_at}.`;
  if (st.rare_mask) {
    const mask = st.rare_mask + (st.rare_pos ? " with the heap's parity" : "");
    text += ` ${st.rare_count} rare values (mask ${mask}), the last at n = ${st.last_rare}.`;
  }
  return text;
}

const VALUES_SHOWN = 5000; // a million rows would stall the page

// valuesPerRow is how many values a row of a table holds: ten, or whole
// periods of a short period p, so that the pattern lines up in columns
// as the command line prints it.
const valuesPerRow = (p) => (p && p.period >= 2 && p.period <= 24 ? p.period * Math.max(1, Math.floor(10 / p.period)) : 10);

// renderValues shows the values (name(0) to name(n−1)) in rows aligned
// to period p (valuesPerRow), each headed by the index of its first
// value, in the table sel; cell gives the nodes of a value's cell.
function renderValues(values, name, sel, p, cell = (v) => [String(v)]) {
  const shown = Math.min(values.length, VALUES_SHOWN);
  const more = shown < values.length ? ` (of ${values.length}; the plot shows them all)` : "";
  const rows = [el("caption", {}, `${name}(0) to ${name}(${shown - 1})${more}`)];
  const per = valuesPerRow(p);
  for (let i = 0; i < shown; i += per) {
    const cells = values.slice(i, Math.min(i + per, shown)).map((v) => el("td", {}, ...cell(v)));
    rows.push(el("tr", {}, el("th", { scope: "row" }, String(i)), ...cells));
  }
  $(sel).replaceChildren(...rows);
}

// genusCell writes a genus as Winning Ways does, its λ superscript:
// "4^046" as 4⁰⁴⁶.
function genusCell(g) {
  const [base, sup] = g.split("^");
  return [base, el("sup", {}, sup.replace(/^\((.*)\)$/, "$1"))];
}
