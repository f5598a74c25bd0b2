"use strict";
// The page of one seat: it renders the seat's view (JSON from the server) and sends moves as
// JSON. It knows no rule: what may be played comes from view.legal_actions.

const SUIT = { C: "♣", D: "♦", H: "♥", S: "♠" };
const $ = (id) => document.getElementById(id);
let socket = null;
let me = null; // the "joined" message: table, game, seat, token, seats
let view = null;
let lastTrick = null;
let replaced = false;
const log = [];

// -- cards --------------------------------------------------------------------------------

function cardFace(code) {
  if (code === "RJ" || code === "BJ") return ["★", code === "RJ" ? "red joker" : "black joker"];
  if (code[0] === "W" && code.length === 2) return ["W", "wizard"];
  if (code[0] === "N" && code.length === 2) return ["N", "jester"];
  return [code.slice(0, -1), SUIT[code.slice(-1)]];
}

function cardClass(code) {
  if (code === "RJ") return "card joker red";
  if (code === "BJ") return "card joker";
  if (code[0] === "W" && code.length === 2) return "card wizard";
  if (code[0] === "N" && code.length === 2) return "card jester";
  return "D H".includes(code.slice(-1)) ? "card red" : "card";
}

function cardName(code) {
  const [rank, below] = cardFace(code);
  return Object.values(SUIT).includes(below) ? rank + below : below;
}

function cardElement(code, tag = "div") {
  const element = document.createElement(tag);
  const [rank, below] = cardFace(code);
  element.className = cardClass(code);
  element.dataset.card = code;
  element.title = cardName(code);
  element.append(rank, document.createElement("small"));
  element.lastChild.textContent = below;
  return element;
}

function playedCard(code, seat) {
  const figure = document.createElement("figure");
  const caption = document.createElement("figcaption");
  caption.textContent = who(seat);
  figure.append(cardElement(code), caption);
  return figure;
}

// -- what happened ------------------------------------------------------------------------

const who = (seat) => (seat === me.seat ? "you" : `seat ${seat}`);

function describe(event) {
  const perSeat = (values) => values.map((value, seat) => `${who(seat)} ${value}`).join(", ");
  switch (event.type) {
    case "CardPlayed":
      return `${who(event.seat)} played ${cardName(event.card)}` +
        (event.suit ? ` as ${SUIT[event.suit]}` : "");
    case "GameOver":
      return `game over: ${event.winners.map(who).join(" and ")} won`;
    case "wizard.RoundStarted":
      return `round ${event.round}: seat ${event.dealer} deals ${event.round} each`;
    case "wizard.TrumpTurned":
      return `trump card ${cardName(event.card)}`;
    case "wizard.TrumpChosen":
      return `${who(event.seat)} chose trump ${SUIT[event.suit]}`;
    case "wizard.BidMade":
      return `${who(event.seat)} bid ${event.tricks}`;
    case "wizard.RoundScored":
      return `round ${event.round} scored: ${perSeat(event.points)}`;
    case "szaman.HandStarted":
      return `hand ${event.hand_number}: seat ${event.leader} holds ` +
        `${cardName(event.starting_card)} and leads`;
    case "szaman.CardDrawn":
      return `${who(event.seat)} drew ${event.card ? cardName(event.card) : "a card"}`;
    case "szaman.HandScored":
      return `hand ${event.hand_number} scored: ${perSeat(event.points)}`;
    case "wizard.TrickWon":
    case "szaman.TrickWon":
      return `${who(event.winner)} won the trick`;
    default:
      return event.type;
  }
}

// -- rendering ----------------------------------------------------------------------------

function button(text, action) {
  const element = document.createElement("button");
  element.className = "legal";
  element.textContent = text;
  element.onclick = () => act(action);
  return element;
}

function seatsTable(v) {
  const wizard = me.game === "wizard";
  const rows = [["Seat", "Player", "Cards", ...(wizard ? ["Bid", "Taken"] : ["This hand"]), "Score"]];
  v.hand_sizes.forEach((size, seat) => {
    const info = me.seats[seat];
    const player = seat === me.seat ? "you" : info.name ?? (info.kind === "bot" ? `${info.bot} bot` : "human");
    const round = wizard ? [v.bids[seat] ?? "–", v.tricks_taken[seat]] : [v.hand_points[seat]];
    rows.push([seat, player, size, ...round, v.scores[seat]]);
  });
  const table = $("seats");
  table.replaceChildren();
  rows.forEach((cells, index) => {
    const row = table.insertRow();
    const seat = index - 1;
    row.classList.toggle("me", seat === me.seat);
    row.classList.toggle("to-act", seat === v.to_act);
    cells.forEach((cell) => {
      const element = document.createElement(index ? "td" : "th");
      element.textContent = cell;
      row.append(element);
    });
  });
}

function render() {
  const v = view;
  const players = v.hand_sizes.length;
  $("where").textContent = `table ${me.table} · you are seat ${me.seat}`;
  $("info").textContent = me.game === "wizard"
    ? `Wizard · round ${v.round} · seat ${v.dealer} dealt · trump card ` +
      `${v.trump_card ? cardName(v.trump_card) : "none"} · trump ${SUIT[v.trump] ?? "none"}`
    : `Szaman · hand ${v.hand_number} of ${v.rules.hands} · ${v.stock_size} cards in the stock` +
      (v.trick_suit ? ` · led suit ${SUIT[v.trick_suit]}` : "");
  seatsTable(v);

  $("trick").replaceChildren(
    ...v.trick.map((code, i) => playedCard(code, (v.leader + i) % players)),
  );
  const last = v.last_trick ?? lastTrick; // the library's views will carry the last trick
  $("last-trick").textContent = last
    ? `Last trick: ${last.cards.map(cardName).join(" ")}, won by ${who(last.winner)}`
    : "";

  // Plays of one card with no choice are made by clicking the card; the rest are buttons.
  const plays = new Map();
  const choices = [];
  for (const action of v.legal_actions) {
    if (action.type === "Play" && action.suit === null) plays.set(action.card, action);
    else if (action.type === "Play") choices.push(button(`${cardName(action.card)} as ${SUIT[action.suit]}`, action));
    else if (action.type === "wizard.Bid") choices.push(button(`Bid ${action.tricks}`, action));
    else if (action.type === "wizard.ChooseTrump") choices.push(button(`Trump ${SUIT[action.suit]}`, action));
    else choices.push(button(action.type, action));
  }
  $("hand").replaceChildren(...v.hand.map((code) => {
    const element = cardElement(code, "button");
    const play = plays.get(code);
    if (play) {
      element.classList.add("legal");
      element.onclick = () => act(play);
    } else {
      element.disabled = true;
    }
    return element;
  }));
  $("choices").replaceChildren(...choices);

  $("status").textContent = v.to_act === null
    ? `Game over. Winners: ${v.winners.map(who).join(", ")}.`
    : v.to_act === me.seat ? "Your turn." : `Waiting for seat ${v.to_act}.`;
  $("log").replaceChildren(...log.slice(0, 40).map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  }));
}

// -- the connection -----------------------------------------------------------------------

function send(message) {
  socket.send(JSON.stringify(message));
}

function act(action) {
  $("error").textContent = "";
  for (const element of document.querySelectorAll("button.legal")) element.disabled = true;
  send({ type: "act", action });
}

function receive(message) {
  if (message.type === "seats" && me) {
    me.seats = message.seats;
  } else if (message.type === "joined") {
    me = message;
    sessionStorage.setItem(`tricktaker:${me.table}`, me.token);
    history.replaceState(null, "", `?table=${encodeURIComponent(me.table)}`);
    $("lobby").hidden = true;
    $("game").hidden = false;
  } else if (message.type === "view") {
    view = message.view;
    render();
  } else if (message.type === "event") {
    const event = message.event;
    if (event.type.endsWith("TrickWon")) lastTrick = event;
    if (event.type.endsWith("RoundStarted") || event.type.endsWith("HandStarted")) lastTrick = null;
    log.unshift(describe(event));
  } else if (message.type === "error") {
    $("error").textContent = message.message;
    if (message.code === "replaced") replaced = true;
    if (message.code === "bad_token") sessionStorage.removeItem(`tricktaker:${me?.table}`);
  }
}

function connect(hello) {
  if (socket && socket.readyState === WebSocket.OPEN && !me) return send(hello); // a retry
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  // The protocol (docs/protocol.md): a hello first, then the lobby's message; a ping keeps
  // the connection open while nothing else is sent.
  socket.onopen = () => {
    send({ type: "hello", lang: "en" });
    send(hello);
    setInterval(() => socket.readyState === WebSocket.OPEN && send({ type: "ping" }), 30000);
  };
  socket.onmessage = (message) => receive(JSON.parse(message.data));
  socket.onclose = () => {
    if (me && !replaced) { // come back to the same seat: the server sends the current view
      setTimeout(() => connect({ type: "join", table: me.table, token: me.token }), 1000);
    }
  };
}

function startPage() {
  const lobby = $("lobby");
  const form = $("create");
  const showOptions = () => { lobby.dataset.game = form.game.value; };
  form.game.onchange = showOptions;
  showOptions();
  form.onsubmit = (submit) => {
    submit.preventDefault();
    const rules = { players: Number(form.players.value) };
    if (form.game.value === "wizard") rules.hook = form.hook.checked;
    else Object.assign(rules, { variant: form.variant.value, hands: Number(form.hands.value) });
    const humans = Number(form.humans.value);
    connect({ type: "create", game: form.game.value, rules, humans, bot: form.bot.value });
  };
  $("join").onsubmit = (submit) => {
    submit.preventDefault();
    connect({ type: "join", table: $("join").table.value.trim() });
  };
  const table = new URLSearchParams(location.search).get("table");
  if (table) {
    const token = sessionStorage.getItem(`tricktaker:${table}`);
    connect(token ? { type: "join", table, token } : { type: "join", table });
  }
}

startPage();
