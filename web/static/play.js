// The Play tab (loaded before app.js, whose helpers and state it uses):
// the server replays the moves so far and answers with nimber's reply.
"use strict";

const MOVE_CAP = 300; // buttons rendered at most: more would swamp a phone
const FLAT_MOVES = 12; // up to this many moves, a flat list; more, grouped

// startPlay starts a game, or resumes one from the moves played so far
// (indices into each position's moves, as the server numbers them).
async function startPlay(req, first, history = []) {
  play = { req, first, state: null, pending: false, trail: [] };
  $("#play-setup").open = false; // the board comes first
  $("#play-log").replaceChildren();
  if (history.length) $("#play-log").append(el("li", {}, `(resumed after ${history.length} moves)`));
  renderPlay();
  await step({ ...req, nimber_first: first, history });
}

// step sends one play request and renders the answer.
async function step(body) {
  const game = play;
  game.pending = true;
  renderPlay();
  await busy($("#play-form"), async () => {
    const s = await api("/api/play", body);
    if (game !== play) return; // a new game started meanwhile
    if (s.human) logMove("you", s.human, s.noun);
    if (s.reply) logMove("nimber", s.reply, s.noun);
    game.state = s;
    recordTrail(s);
    // The server keeps no state: the link replays the game.
    if (!$("#play").hidden) syncURL("play");
  });
  game.pending = false;
  if (game === play) renderPlay();
}

// recordTrail notes who was winning at each of your turns, the game's
// value history: one entry a turn, cut back when a move is taken back.
function recordTrail(s) {
  const turn = humanMoves(s.history);
  play.trail.length = Math.min(play.trail.length, turn);
  if (s.over) play.trail[turn] = { end: s.winner };
  else if (s.report) play.trail[turn] = { outcome: s.report.outcome, remoteness: s.report.remoteness };
}

// renderTrail draws the value history, with hints: a cell a turn, by who
// could force a win then and, where known, in how many moves.
function renderTrail(hints) {
  const trail = $("#play-trail");
  const cells = hints ? play.trail.flatMap((t, k) => (t ? [trailCell(t, k)] : [])) : [];
  trail.hidden = cells.length === 0;
  trail.replaceChildren(...cells);
}

function trailCell(t, k) {
  const when = k === 0 ? "At the start" : `After your move ${k}`;
  let what, cls, mark;
  if (t.end) {
    [what, cls, mark] = t.end === "you" ? ["you won", "t-win", "✓"] : t.end === "nimber" ? ["nimber won", "t-lose", "✗"] : ["a draw", "t-draw", "="];
  } else if (t.outcome === "N") {
    [what, cls, mark] = [`you could win${t.remoteness ? ` in ${t.remoteness} move${t.remoteness === 1 ? "" : "s"}` : ""}`, "t-win", t.remoteness ?? "+"];
  } else if (t.outcome === "P") {
    [what, cls, mark] = [`nimber could win${t.remoteness ? `, within ${t.remoteness} moves` : ""}`, "t-lose", t.remoteness ?? "−"];
  } else {
    [what, cls, mark] = ["neither could force a win", "t-draw", "="];
  }
  const text = `${when}: ${what}`;
  return el("li", { class: cls, title: text, "aria-label": text }, String(mark));
}

function logMove(who, m, noun) {
  $("#play-log").append(el("li", { class: who }, `${who}: ${moveText(m, noun)}`));
}

// choose plays your move: an index into the listed moves, or a typed
// move {component, to} of a component with too many to list.
function choose(k) {
  if (!play || play.pending) return;
  play.focus = boardFocus();
  step({ ...play.req, nimber_first: play.first, history: play.state.history, move: k });
}

function renderPlay() {
  const s = play?.state;
  const status = $("#play-status");
  $("#play-again").hidden = !s?.over;
  $("#play-undo").hidden = !s || play.pending || lastHumanMove(s.history) < 0;
  $("#play-now").textContent = s ? `Position: ${sumText(s.position, s.games)}` : "";
  const hints = $("#play-form").elements.hints.checked;
  $("#play-why").replaceChildren(...(hints && s?.report && !s.over && !play.pending ? renderWhy(s.report, s.noun) : []));
  if (!s) {
    status.textContent = play?.pending ? "Starting…" : "";
    $("#play-hint").textContent = "";
    $("#play-moves").replaceChildren();
    renderTrail(false);
    return;
  }
  status.replaceChildren(statusText(s, hints));
  if (s.draw === "offered" && !s.over && !play.pending) status.append(" ", drawButton());
  renderView(s, hints);
  // Under the board, so that a long hint does not push the board down.
  $("#play-hint").textContent = hints && s.hint && !s.over && !play.pending ? `Hint: ${s.hint}` : "";
  renderMoves(s);
  renderTrail(hints);
}

// statusText says whose turn it is, or who won, or that the game is drawn.
function statusText(s, hints) {
  if (s.over && s.winner === "draw") {
    return s.draw === "repetition" ? "A draw: the position came up again, and neither of you can force a win." : "A draw, agreed.";
  }
  if (s.over) return s.winner === "you" ? "You win!" : s.winner === "nimber" ? "nimber wins." : "The game is over.";
  if (play.pending) return "nimber is thinking…";
  let text = "Your move.";
  if (s.draw === "offered") text += " Neither of you can force a win: nimber offers a draw.";
  return text;
}

// drawButton takes the draw nimber offers: the game ends there.
function drawButton() {
  const b = el("button", { type: "button", class: "small", id: "play-draw" }, "Take the draw");
  b.addEventListener("click", () => {
    play.state = { ...play.state, over: true, winner: "draw", draw: "agreed", moves: [], report: null };
    renderPlay();
  });
  return b;
}

// renderView draws the position as a board to move on, the winning moves
// marked with hints, and the terms of the theory a click away.
function renderView(s, hints) {
  const view = $("#play-view");
  const r = s.report;
  // With hints, the moves that win, or in a draw keep it.
  const winning = new Set(hints && r ? [...r.winning_moves, ...(r.drawing_moves || [])].map(moveKey) : []);
  const board = r && !s.over ? renderBoard(r, s.moves, winning, play.pending ? null : choose, hints && !r.misere ? r.values : null) : null;
  view.replaceChildren(...(board ? [board] : []));
  if (play.focus) keepFocus(board);
  if (hints && r && !s.over) view.append(el("details", { class: "terms" }, el("summary", {}, "In the theory's terms"), el("p", {}, OUTCOMES[r.outcome] || r.outcome)));
}

// renderMoves lists the human's moves as buttons: flat when few, grouped
// per component when many, and at most MOVE_CAP of them; with hints, a
// winning move that is not listed (its component has too many) too.
function renderMoves(s) {
  const box = $("#play-moves");
  if (s.over) {
    box.replaceChildren();
    return;
  }
  const hints = $("#play-form").elements.hints.checked;
  // With hints, the winning moves, those of components too large to list
  // (a few examples of theirs) included.
  const wins = hints ? [...(s.report?.winning_moves || []), ...(s.report?.unlisted_moves || []).flatMap((u) => u.examples || [])] : [];
  const winning = new Set(wins.map(moveKey));
  // Every other move loses when the report lists all the winning moves
  // (and, in a loopy game, those that keep the draw).
  const r = s.report;
  const complete = hints && r && !r.winning_moves_truncated && !(r.unlisted_moves || []).length;
  const drawing = new Set((r?.drawing_moves || []).map(moveKey));
  const button = (m, i, label) => {
    const win = winning.has(moveKey(m));
    const lose = complete && !win && !drawing.has(moveKey(m));
    const b = el("button", { type: "button", class: win ? "move winning" : lose ? "move losing" : "move" }, label);
    if (win) b.append(el("span", { class: "tag" }, " winning"));
    if (lose) b.append(el("span", { class: "tag" }, " loses"));
    if (label !== moveText(m, s.noun)) b.setAttribute("aria-label", moveText(m, s.noun) + (win ? ", winning" : lose ? ", loses" : ""));
    b.disabled = play.pending;
    b.addEventListener("click", () => choose(i));
    return b;
  };
  const listed = new Set(s.moves.map(moveKey));
  const typed = wins.filter((m) => !listed.has(moveKey(m))).map((m) => [m, { component: m.component, to: m.to }]);
  const shown = [...s.moves.slice(0, MOVE_CAP).map((m, i) => [m, i]), ...typed];
  const unlisted = s.unlisted || [];
  const heading = unlisted.length ? "Your moves (a few of them)" : `Your moves (${s.moves.length})`;
  // Under a board to play on, the list is a fallback: folded, a click away.
  const drawn = $("#play-view .board button");
  const parts = [el(drawn ? "summary" : "h2", {}, drawn ? `${heading}, as a list` : heading)];
  if (shown.length <= FLAT_MOVES) {
    parts.push(el("div", { class: "buttons" }, ...shown.map(([m, i]) => button(m, i, moveText(m, s.noun)))));
  } else {
    const groups = new Map();
    for (const [m, i] of shown) {
      if (!groups.has(m.component)) groups.set(m.component, []);
      groups.get(m.component).push([m, i]);
    }
    for (const [c, list] of groups) {
      const legend = el("legend", {}, `${s.noun} ${c + 1}: ${list[0][0].from} →`);
      const buttons = list.map(([m, i]) => button(m, i, toText(m.to)));
      parts.push(el("fieldset", { class: "group" }, legend, el("div", { class: "buttons" }, ...buttons)));
    }
  }
  if (s.moves.length > MOVE_CAP) {
    parts.push(el("p", { class: "note" }, `Showing the first ${MOVE_CAP} of ${s.moves.length} moves.`));
  }
  // A move typed, of a component too large to list or draw, stays in view.
  const typedForms = unlisted.map((u) => typedMoveForm(s, u.component));
  // Open when it has a winning move the board cannot show (typed).
  const list = drawn && el("details", typed.length ? { class: "move-list", open: "" } : { class: "move-list" }, ...parts);
  box.replaceChildren(...(list ? [list] : parts), ...typedForms);
}

// typedMoveForm plays any move of component c, which has too many to
// list: you type what it becomes, heaps joined by "+".
function typedMoveForm(s, c) {
  const id = `play-typed-${c}`;
  const example = s.moves.find((m) => m.component === c);
  const input = el("input", { id, name: "to", autocomplete: "off", spellcheck: "false", placeholder: example ? toText(example.to) : "" });
  const noun = s.noun.charAt(0).toUpperCase() + s.noun.slice(1);
  const label = el("label", { for: id }, `${noun} ${c + 1} (${s.position[c]}) has too many moves to list. Move it to:`);
  const button = el("button", { type: "submit", class: "small" }, "Play");
  button.disabled = play.pending;
  const form = el("form", { class: "typed-move" }, label, " ", input, " ", button);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    const to = text === "nothing" ? [] : text.split("+").map((t) => t.trim()).filter((t) => t !== "");
    choose({ component: c, to });
  });
  return form;
}

// lastHumanMove returns the index in history of your last move, or -1:
// you move at the odd indices when nimber moved first, else the even.
function lastHumanMove(history) {
  let i = history.length - 1;
  while (i >= 0 && !humanMoved(i)) i--;
  return i;
}

// humanMoved says whether the move at index i of the history is yours.
const humanMoved = (i) => (i % 2 === 1) === play.first;

// humanMoves counts your moves in history.
const humanMoves = (history) => history.filter((_, i) => humanMoved(i)).length;

// takeBack replays the game to just before your last move, and drops the
// moves taken back from the log.
function takeBack() {
  if (!play?.state || play.pending) return;
  const h = play.state.history;
  const i = lastHumanMove(h);
  if (i < 0) return;
  const log = $("#play-log");
  for (let k = i; k < h.length && log.lastElementChild; k++) log.lastElementChild.remove();
  step({ ...play.req, nimber_first: play.first, history: h.slice(0, i) });
}

// boardFocus says which button of the board has the focus, if one has:
// a move made from the keyboard keeps it on the board (keepFocus).
function boardFocus() {
  const b = document.activeElement;
  const board = b?.closest?.("#play-view .board");
  return board ? { label: b.getAttribute("aria-label"), index: [...board.querySelectorAll("button")].indexOf(b) } : null;
}

// keepFocus puts the focus back on the board drawn anew after a move:
// on the board itself while nimber thinks, then on the button of the
// same name, or the nearest; once the game is over, on Play again.
function keepFocus(board) {
  const want = play.focus;
  const buttons = board ? [...board.querySelectorAll("button")] : [];
  if (board && play.pending) {
    board.tabIndex = -1;
    board.focus();
    return;
  }
  play.focus = null;
  const enabled = buttons.filter((b) => !b.disabled);
  const near = enabled.find((b) => b.getAttribute("aria-label") === want.label) ??
    enabled.reduce((best, b) => (!best || Math.abs(buttons.indexOf(b) - want.index) < Math.abs(buttons.indexOf(best) - want.index) ? b : best), null);
  if (near) near.focus();
  else if (!$("#play-again").hidden) $("#play-again").focus();
  else $("#play-status").focus();
}
