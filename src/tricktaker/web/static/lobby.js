"use strict";
// The lobby of the page, for app.js (loaded before it; the names it uses, `state`, `t`,
// `element`, `connect` and the rest, are app.js's, there when these are called): the games and
// their rules from `welcome`, the open tables from `tables`.

// -- the lobby --------------------------------------------------------------------------------

const RULE_WORDS = { players: "Players", hook: "Hook (the bids may not add up)", hands: "Hands", variant: "Variant" };
const CHOICE_WORDS = { classic: "Classic", russian: "Russian", heuristic: "Heuristic", search: "Search (stronger, slower)", random: "Random" };

function fillLobby() {
  const form = $("create");
  const chosen = form.elements.game.value;
  form.elements.game.replaceChildren(...state.welcome.games.map((game) => {
    const option = element("option", "", game.title);
    option.value = game.name;
    return option;
  }));
  if (chosen) form.elements.game.value = chosen;
  const limits = state.welcome.limits;
  if (limits.max_clock_seconds) form.elements.clock.max = limits.max_clock_seconds;
  form.elements.clock.title = `0, ${limits.min_clock_seconds ?? 5}–${limits.max_clock_seconds ?? 600} s`;
  showRules();
}

function chosenGame() {
  return state.welcome?.games.find((game) => game.name === $("create").elements.game.value);
}

/** The form's fields for the chosen game's rules, from its RuleInfo: a checkbox, a number or
 * a choice each (rules of other kinds keep their defaults). */
function showRules() {
  const game = chosenGame();
  if (!game) return;
  const box = $("rules");
  const more = $("more-rules");
  box.replaceChildren();
  more.replaceChildren(more.firstElementChild); // its summary
  for (const rule of game.rules) {
    if (!["bool", "int", "choice"].includes(rule.kind)) continue;
    // a game that is always played by as many (four) offers no choice of players
    if (rule.name === "players" && Array.isArray(game.players) && game.players.length < 2) continue;
    const label = element("label");
    label.title = rule.help;
    const words = element("span", "", RULE_WORDS[rule.name] ? t(RULE_WORDS[rule.name]) : rule.name);
    let input;
    if (rule.kind === "bool") {
      input = element("input");
      input.type = "checkbox";
      input.checked = Boolean(rule.default);
      label.append(input, " ", words);
      label.className = "check";
    } else if (rule.kind === "choice") {
      input = element("select");
      input.append(...rule.choices.map((choice) => {
        const option = element("option", "", CHOICE_WORDS[choice] ? t(CHOICE_WORDS[choice]) : choice);
        option.value = choice;
        return option;
      }));
      input.value = rule.default;
      label.append(words, " ", input);
    } else {
      input = element("input");
      input.type = "number";
      input.value = rule.default;
      // A count may not go below 0; a field whose default is negative (Spades' mercy
      // threshold) takes any number: the game's own Rules check it.
      if (rule.name === "players" && Array.isArray(game.players) && game.players.length) {
        input.min = Math.min(...game.players);
        input.max = Math.max(...game.players);
      } else if (Number(rule.default) >= 0) input.min = 0;
      label.append(words, " ", input);
      // a number of hands whose default is 0: the game plays to its target, however many
      if (rule.name === "hands" && rule.default === 0) label.append(element("small", "hint-zero", t("0: up to the target")));
    }
    input.name = `rule:${rule.name}`;
    input.dataset.kind = rule.kind;
    input.dataset.default = JSON.stringify(rule.default);
    (RULE_WORDS[rule.name] ? box : more).append(label);
  }
  more.hidden = more.children.length === 1;
  const bots = $("create").elements.bot;
  bots.replaceChildren(...game.bots.map((bot) => {
    const option = element("option", "", CHOICE_WORDS[bot] ? t(CHOICE_WORDS[bot]) : bot);
    option.value = bot;
    return option;
  }));
  if (game.bots.includes("heuristic")) bots.value = "heuristic";
}

/** The rules the form changed from their defaults (those folded under "More rules" too). */
function chosenRules() {
  const rules = {};
  for (const input of $("create").querySelectorAll("[name^='rule:']")) {
    const name = input.name.slice(5);
    const value = input.dataset.kind === "bool" ? input.checked
      : input.dataset.kind === "int" ? Number(input.value) : input.value;
    if (JSON.stringify(value) !== input.dataset.default) rules[name] = value;
  }
  return rules;
}

function showTables(tables) {
  $("tables").replaceChildren(...tables.map((table) => {
    const item = element("li");
    const names = table.seats.map((seat) => seat.name ?? (seat.kind === "bot" ? t("Bot") : "…")).join(", ");
    item.append(element("span", "", `${table.title} · ${names} `));
    if (table.free > 0) {
      const join = element("button", "", t("Join"));
      join.type = "button";
      join.onclick = () => connect({ type: "join", table: table.table });
      item.append(join);
    }
    const watch = element("button", "", t("Watch"));
    watch.type = "button";
    watch.onclick = () => connect({ type: "join", table: table.table, spectate: true });
    item.append(" ", watch);
    return item;
  }));
}
