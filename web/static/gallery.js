// The games on offer (loaded before app.js, whose helpers it uses): the
// catalog of /api/games and the example rules files of /api/examples, as
// the Games page's cards, the forms' list of names and the rule shown
// under a game typed. An example's opening comment shows the commands
// that run it ("nimber table examples/euclid.star --x 1..20 --y 1..20"):
// its cards and the forms open it as those say.
"use strict";

async function loadCatalog() {
  try {
    catalog = (await api("/api/games")).games;
  } catch (err) {
    showError(new Error(`The list of games is unavailable: ${err.message}`));
    return;
  }
  const names = catalog.flatMap((g) => [g.name, ...g.aliases]);
  $("#game-names").replaceChildren(...names.map((n) => el("option", { value: n })));
  for (const form of document.querySelectorAll(".game-form")) renderAbout(form);
}

async function loadExamples() {
  try {
    examples = (await api("/api/examples")).examples;
  } catch (err) {
    return; // the box still takes a script of one's own
  }
  for (const select of document.querySelectorAll("select[name=example]")) {
    select.append(...examples.map((e) => el("option", { value: e.name }, `${e.name}: ${e.title}`)));
  }
}

// paramsHint shows as the Parameters placeholder the script's own, as
// --set takes them, with their values in the script: its top-level
// assignments to upper-case names.
function paramsHint(form) {
  const f = form.elements;
  const params = [...f.source.value.matchAll(/^([A-Z][A-Z0-9_]*) *= *([^#\n]*?) *(#.*)?$/gm)];
  f.set.placeholder = params.map(([, k, v]) => `${k}=${v.replaceAll(" ", "")}`).join(" ") || "NAME=VALUE";
}

// pickExample fills a form's own-game box with the named example, or
// empties it for "".
function pickExample(form, name) {
  const f = form.elements;
  const ex = examples.find((e) => e.name === name);
  f.example.value = ex ? name : "";
  f.source.value = ex ? ex.source : "";
  if (ex) {
    f.kind.value = "rules";
    $(".params", form).hidden = false;
    $("details.own", form).open = true;
  }
  paramsHint(form);
}

// exampleOf names the example in a form's box if it is there unchanged:
// a link can then carry its name instead of its source.
function exampleOf(f) {
  const ex = f.example && examples.find((e) => e.name === f.example.value);
  return ex && f.source.value === ex.source ? ex.name : "";
}

function findGame(spec) {
  const name = spec.split(":")[0].trim().toLowerCase();
  return catalog.find((g) => g.name === name || g.aliases.includes(name));
}

// renderAbout shows the rule and example of the game typed in form.
function renderAbout(form) {
  const about = $(".about", form);
  if (form.id === "analyze-form" && form.elements.game.value.trim().toLowerCase() === "calc") {
    about.replaceChildren(el("p", { class: "rule" },
      "Nim arithmetic: write an expression as the position, e.g. (3*5)+7, 1/9 or sqrt(8)."));
    return;
  }
  const typed = form.elements.game.value.trim();
  const g = findGame(typed);
  if (!g) {
    // An empty form says where the games are.
    const own = form.elements.source?.value.trim();
    about.replaceChildren(...(typed || own || !catalog.length ? [] : [el("p", {}, "Type a game's name, or pick one on the ", gamesLink(), ".")]));
    return;
  }
  const parts = [el("p", { class: "rule" }, g.rule)];
  if (g.params) parts.push(el("p", {}, "Parameters: ", el("code", {}, `${g.name}:${g.params}`)));
  if (g.example) {
    const [game, ...position] = g.example.split(" ");
    const use = el("button", { type: "button", class: "small" }, "Use example");
    use.addEventListener("click", () => {
      const f = form.elements;
      f.game.value = game;
      if (f.position) f.position.value = position.join(" ");
      f.game.dispatchEvent(new Event("input")); // as if typed: renderAbout and the like
    });
    parts.push(el("p", {}, "Example: ", el("code", {}, g.example), " ", use));
  }
  about.replaceChildren(...parts);
}


// gamesLink is a link to the Games page, the list of every game.
function gamesLink() {
  const a = el("a", { href: "?tab=games" }, "Games page");
  a.addEventListener("click", (e) => {
    e.preventDefault();
    selectTab("games", true);
    syncURL("games");
  });
  return a;
}

// ---- The Games page

// renderGallery lists every game as a card: its name, rule and example,
// and buttons that open it in a tab.
function renderGallery() {
  const cards = [...catalog.map(gameCard), ...examples.map(exampleCard)];
  $("#gallery").replaceChildren(...cards);
  filterGallery();
}

function gameCard(g) {
  const [game, ...position] = (g.example || g.name).split(" ");
  const query = (tab) => {
    const q = new URLSearchParams({ tab, game });
    if (position.length) q.set("position", position.join(" "));
    return q;
  };
  const words = [g.name, ...g.aliases, g.rule].join(" ");
  return card(g.name, g.rule, g.example, [["Play", query("play")], ["Analyze", query("analyze")]], words);
}

function exampleCard(ex) {
  const uses = exampleUses(ex);
  // Play from where the comment plays it, or else where it analyses it.
  const actions = [["Play", useQuery("play", ex.name, uses.play ?? uses.analyze)], ["Analyze", useQuery("analyze", ex.name, uses.analyze)]];
  if (uses.table) actions.push(["Table", useQuery("table", ex.name, uses.table)]);
  return card(ex.name, ex.title, "a rules file", actions, `${ex.name} ${ex.title} rules`);
}

// card builds a card of the Games page; actions are [label, query] for
// its buttons, words what the search box looks in.
function card(name, rule, example, actions, words) {
  const buttons = actions.map(([label, q]) => {
    const b = el("button", { type: "button", "aria-label": `${label} ${name}` }, label);
    b.addEventListener("click", () => openWith(q));
    return b;
  });
  return el("li", { class: "card", "data-words": words.toLowerCase() },
    el("h3", {}, name), el("p", { class: "rule" }, rule), el("p", { class: "example" }, el("code", {}, example)),
    el("p", { class: "card-actions" }, ...buttons));
}

// filterGallery shows the cards whose name or rule has every word typed
// in the search box.
function filterGallery() {
  const words = $("#games-search").value.toLowerCase().split(/\s+/).filter(Boolean);
  const cards = [...document.querySelectorAll("#gallery .card")];
  let shown = 0;
  for (const c of cards) {
    c.hidden = !words.every((w) => c.dataset.words.includes(w));
    if (!c.hidden) shown++;
  }
  $("#games-count").textContent = !words.length
    ? `${catalog.length} games and ${examples.length} rules files.`
    : shown
      ? `${shown} of ${cards.length} match.`
      : "No game matches: try fewer or other words.";
}

// openWith opens the tab of query q with its form filled afresh, as a
// link would, and runs it.
async function openWith(q) {
  const tab = q.get("tab");
  const form = $(`#${tab}-form`);
  resetForm(form);
  fillForm(tab, q);
  if (q.has("example")) fillExample(form, q);
  selectTab(tab, true);
  if (tab === "play") play = null;
  syncURL(tab);
  await RUN[tab]();
}

// resetForm empties a form and its own-game box.
function resetForm(form) {
  form.reset();
  if (!form.elements.source) return;
  $(".params", form).hidden = false;
  $("details.own", form).open = false;
  paramsHint(form);
  renderAbout(form);
}

// fillExample puts the example named in query q into form's own-game
// box, with the parameters q sets.
function fillExample(form, q) {
  pickExample(form, q.get("example"));
  if (q.has("set")) form.elements.set.value = q.get("set");
  paramsHint(form);
}

// useExample fills the rest of form as the example's comment runs it in
// the form's tab: its position, its parameters, a table's ranges.
function useExample(form, name) {
  const ex = examples.find((e) => e.name === name);
  if (!ex) return;
  const tab = form.id.replace(/-form$/, "");
  const uses = exampleUses(ex);
  const q = useQuery(tab, name, tab === "play" ? uses.play ?? uses.analyze : uses[tab]);
  const f = form.elements;
  if (tab === "table") fillTable(f, q);
  else if (f.position) f.position.value = q.get("position") ?? "";
  f.set.value = q.get("set") ?? "";
  paramsHint(form);
}

// exampleUses reads the commands of an example's opening comment: the
// arguments of the first "nimber analyze", "play" and "table" of it.
function exampleUses(ex) {
  const uses = {};
  for (const line of ex.source.split("\n")) {
    if (!line.startsWith("#")) break;
    const m = /^#\s*nimber (analyze|play|table) examples\/(\S+)(.*)$/.exec(line);
    if (m && m[2] === ex.name && !uses[m[1]]) uses[m[1]] = shellWords(m[3].replace(/\s#.*$/, ""));
  }
  return uses;
}

// shellWords splits a command line's arguments as a shell would, quotes
// and all: '"(25,7)" --x 1..20' is ["(25,7)", "--x", "1..20"].
function shellWords(s) {
  return [...s.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

// useQuery turns a command's arguments into the query of a link to tab:
// its flags into the form's fields, the rest into the position.
function useQuery(tab, name, args = []) {
  const q = new URLSearchParams({ tab, example: name });
  const position = [];
  const set = [];
  for (let i = 0; i < args.length; i++) {
    const flag = /^--?([a-z-]+)$/.exec(args[i])?.[1];
    if (!flag) position.push(args[i]);
    else if (flag === "set") set.push(args[++i]);
    else if (["n", "x", "y"].includes(flag)) q.set(flag, args[++i]);
    else if (flag === "plot") {
      q.set("plot", "1"); // drawn on the page, not into the file named
      i++;
    }
    else if (["outcome", "period", "misere"].includes(flag)) q.set(flag, "1");
  }
  if (position.length && tab !== "table") q.set("position", position.join(" "));
  if (set.length) q.set("set", set.join(" "));
  return q;
}
