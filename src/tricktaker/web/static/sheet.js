"use strict";
// The score sheet, the log and the end of a game, for app.js (loaded before it; the names it
// uses, `state`, `t`, `element` and the rest, are app.js's, there when these are called). Every
// colour and ranking is the game's, from the server: a score event's `trend` and the view's
// `standing`, as the game's scores run.

// -- the score sheet, the log and the end -----------------------------------------------------

/** A row of the score sheet for a told event that scores (`points` and `scores` by seat, and
 * the number of its deal), with the `trend` the game gives each seat's points; null for the
 * rest. */
function scoreRow(event, trend) {
  const number = event.round ?? event.hand_number ?? event.board;
  if (!Array.isArray(event.points) || !Array.isArray(event.scores) || number === undefined) return null;
  const cells = event.points.map((points, seat) => {
    let detail = "";
    if (Array.isArray(event.bids)) detail = `${event.bids[seat]}/${event.taken[seat]}`;
    else if (event.penalties?.[seat]) detail = `${event.trick_points[seat]}−${event.penalties[seat]}`;
    return { points, detail, trend: trend?.[seat] ?? 0 };
  });
  return { number: String(number), cells, scores: event.scores };
}

/** What the game's end adds to the last row of the sheet (a bonus for winning), as a row of
 * its own; null when the final totals are the last row's. */
function endRow(event) {
  const last = state.sheet[state.sheet.length - 1];
  if (!Array.isArray(event.scores) || !event.type.endsWith("GameOver") || !last) return null;
  const cells = event.scores.map((score, seat) => ({ points: score - last.scores[seat], detail: "", trend: 0 }));
  if (cells.every((cell) => cell.points === 0)) return null;
  return { number: t("End"), cells, scores: event.scores };
}

/** Takes in a told event: its line of the log (if the game tells it) and its rows of the
 * score sheet. */
function tellEvent(told) {
  if (told.text) state.log.push(told.text);
  const row = scoreRow(told.event, told.trend) ?? endRow(told.event);
  if (row) state.sheet.push(row);
}

/** The sheet's columns: each team's first seat where the game plays in teams (partners share
 * a total), else each seat; with its name. */
function sheetColumns(v) {
  const teams = Array.isArray(v.rules?.teams) ? v.rules.teams.filter((team) => team.length > 1) : [];
  if (teams.length) return teams.map((team, index) => ({ seat: team[0], seats: team, name: teamName(index) }));
  return v.scores.map((_, seat) => ({ seat, seats: [seat], name: seatName(seat) }));
}

function renderSheet(v) {
  const sheet = $("sheet");
  const columns = sheetColumns(v);
  const mine = (column) => (column.seats.includes(mySeat()) ? "me" : "");
  const header = sheet.createTHead();
  header.replaceChildren();
  const top = header.insertRow();
  top.append(element("th", "", capital(state.words?.deal?.name ?? t("Hand"))));
  for (const column of columns) top.append(element("th", mine(column), column.name));
  const body = sheet.tBodies[0] ?? sheet.createTBody();
  body.replaceChildren(...state.sheet.map((row) => {
    const tr = document.createElement("tr");
    tr.append(element("th", "", row.number));
    for (const column of columns) {
      const cell = row.cells[column.seat];
      const td = element("td", mine(column));
      if (cell.detail && column.seats.length === 1) td.append(element("span", "detail", cell.detail));
      // coloured as the game's scores run: a gain that does a seat good is green, harm red
      const tone = cell.trend > 0 ? "points good" : cell.trend < 0 ? "points bad" : "points";
      td.append(element("span", tone, (cell.points > 0 ? "+" : "") + cell.points));
      td.append(element("span", "total", String(row.scores[column.seat])));
      tr.append(td);
    }
    return tr;
  }));
  const foot = sheet.createTFoot();
  foot.replaceChildren();
  const total = foot.insertRow();
  total.append(element("th", "", t("Total")));
  for (const column of columns) total.append(element("td", mine(column), String(v.scores[column.seat])));
}

function renderLog() {
  // The log only grows (until a new game): add the new lines rather than redraw hundreds.
  const log = $("log");
  if (state.logRedrawn || log.children.length > state.log.length) log.replaceChildren();
  state.logRedrawn = false;
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
  log.append(...state.log.slice(log.children.length).map((text) => element("li", "", text)));
  if (atBottom) log.scrollTop = log.scrollHeight;
}

function renderOver(v) {
  const over = v.to_act === null && v.winners.length > 0;
  $("over").hidden = !over;
  document.body.classList.toggle("game-over", over);
  if (!over) return;
  const me = mySeat();
  $("result").textContent = me === null ? t("Game over") : v.winners.includes(me) ? t("You won!") : t("You lost");
  $("result").className = me !== null && v.winners.includes(me) ? "won" : "";
  const teams = sheetColumns(v);
  const named = (seats) => teams.find((team) => team.seats.length > 1 && team.seats.every((seat) => seats.includes(seat)))?.name;
  $("winners").textContent = `${t("Winners")}: ${named(v.winners) ?? v.winners.map(who).join(", ")}`;
  // The standing as the game's scores run (the lowest first in Hearts), teams together.
  const standing = state.viewWords?.standing ?? [];
  $("final").replaceChildren(...standing.map((entry) => {
    const name = named(entry.seats) ?? entry.seats.map(who).join(", ");
    const item = element("li", entry.place === 1 ? "winner" : "", `${name}: ${entry.score}`);
    item.value = entry.place;
    item.dataset.seats = entry.seats.join(" ");
    return item;
  }));
  $("rematch").hidden = me === null;
  $("rematch").disabled = state.rematch.includes(me);
  $("rematch-status").textContent = state.rematch.includes(me) ? t("Rematch asked: waiting for the others") : "";
}
