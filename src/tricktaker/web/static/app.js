"use strict";
// The page of one seat (or a spectator) of `tricktaker serve`. It renders the view the server
// sends (tricktaker's JSON of the seat's View) and sends moves back as they came in
// view.legal_actions: it knows no rule of any game. What it shows comes from the fields a
// view has (bids, stock_size, trump_card, calls ...) and from the game's own words, which the
// server sends with `joined` (the seats' and teams' names, what a deal is called, how the game
// ends, the order of a hand) and with each view (its actions' and bids' words, what the seat
// is asked, the standing best first): so a new game renders without a change here, and no
// game is named in it. Two generic notions come from the core: `decider`, the seat that
// chooses now (it may choose for another seat, `to_act`, as bridge's declarer plays the
// dummy's cards), and `shown_hands`, the hands laid face up for everyone (the faced dummy),
// drawn at their seats (below the table on a phone). docs/protocol.md describes every message.

const SUIT = { C: "♣", D: "♦", H: "♥", S: "♠" };
const $ = (id) => document.getElementById(id);
// A phone's width (the stylesheet's too): a hand shown to all goes below the table there.
const narrow = matchMedia("(max-width: 40rem)");

const state = {
  socket: null,
  welcome: null, // the server's games and limits
  me: null, // the "joined" message: table, game, title, seat, token, seats, clock
  seats: [], // SeatInfo by seat, from "joined" and "seats"
  rematch: [], // seats that asked for a rematch
  view: null, // the latest view the server sent
  words: null, // the game's words for this table (from "joined")
  viewWords: null, // the game's words for the latest view
  picked: [], // the cards chosen for a choice of several (Hearts' pass), before it is sent
  shown: null, // the view on the screen: drawn at the next frame after it came
  renderPending: false,
  pending: null, // the message to send once the server has welcomed this connection
  helloName: null, // the name this connection's hello said
  log: [], // the narration, oldest first
  logRedrawn: false, // the log was told anew (a "log" message): draw it whole
  sheet: [], // one row per scored deal: {number, cells: [{points, detail, trend}], scores}
  strings: {}, // the page's words in the chosen language, by their English text
  language: localStorage.getItem("tricktaker:language") || (navigator.language || "en").slice(0, 2),
  focus: 0, // the index of the legal card that the keyboard has chosen
  showLastTrick: false,
  clock: null, // {seat, until}
  closing: false, // this page closed its socket on purpose (a change of language)
  replaced: false,
};

// -- words ------------------------------------------------------------------------------------

/** The page's `text` in the chosen language, with {name} filled in from `params`. */
function t(text, params = {}) {
  return fill(state.strings[text] ?? text, params);
}

/** `template` (already in the chosen language: the game's words come so) filled in. */
function fill(template, params = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? params[name] : whole));
}

/** A text with its first letter in capitals, as a line or a label starts. */
const capital = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);

async function loadStrings(language) {
  try {
    const response = await fetch(`/strings/${encodeURIComponent(language)}`);
    state.strings = response.ok ? await response.json() : {};
  } catch {
    state.strings = {}; // English, the page's own text
  }
  document.documentElement.lang = language;
  for (const element of document.querySelectorAll("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n);
  }
}

// -- cards ------------------------------------------------------------------------------------

const isSpecial = (code) => code === "RJ" || code === "BJ" || /^[WN]\d$/.test(code);

function cardFace(code) {
  if (code === "RJ") return ["★", t("red Joker")];
  if (code === "BJ") return ["★", t("black Joker")];
  if (/^W\d$/.test(code)) return ["W", t("Wizard")];
  if (/^N\d$/.test(code)) return ["N", t("Jester")];
  return [code.slice(0, -1), SUIT[code.slice(-1)]];
}

function cardName(code) {
  const [rank, below] = cardFace(code);
  return isSpecial(code) ? below : rank + below;
}

function cardClass(code) {
  if (code === "RJ") return "card joker red";
  if (code === "BJ") return "card joker";
  if (/^W\d$/.test(code)) return "card wizard";
  if (/^N\d$/.test(code)) return "card jester";
  return "DH".includes(code.slice(-1)) ? "card red" : "card";
}

function cardElement(code, tag = "div") {
  const element = document.createElement(tag);
  const [rank, below] = cardFace(code);
  element.className = cardClass(code);
  element.dataset.card = code;
  element.title = cardName(code);
  const top = document.createElement("b");
  top.textContent = rank;
  const small = document.createElement("small");
  small.textContent = below;
  element.append(top, small);
  return element;
}

// -- seats ------------------------------------------------------------------------------------

const mySeat = () => state.me?.seat ?? null;

/** The seat that chooses now: the view's `decider` where the game names one (the declarer
 * while the dummy is to play), else the seat to act. */
const deciderOf = (v) => v.decider ?? v.to_act;

/** Whether this page chooses for another seat now: the cards offered are that seat's. */
const choosingFor = (v) => v.to_act !== null && v.to_act !== mySeat() && deciderOf(v) === mySeat();

// A seat is called as its game calls it (bridge's North), else by its player's name, else
// "Seat 2", as the server's narration calls it too.
const gameSeatName = (seat) => state.words?.seats?.[seat] ?? null;
const seatName = (seat) => gameSeatName(seat) || state.seats[seat]?.name || t("Seat {seat}", { seat });

/** The name of the team `index` (0-based), as the game calls it. */
const teamName = (index) => capital(state.words?.teams?.[index]) || t("Team {team}", { team: index + 1 });

/** `cards` in the order the game shows a hand (bridge's spades first, high to low; or,
 * where the deal decides it, as the latest view's words give it). */
function sorted(cards) {
  const order = state.viewWords?.order ?? state.words?.order;
  if (!Array.isArray(order)) return cards;
  const place = (code) => { const at = order.indexOf(code); return at < 0 ? order.length : at; };
  return [...cards].sort((a, b) => place(a) - place(b));
}

const who = (seat) => (seat === mySeat() ? t("You") : seatName(seat));

/** Where seat `seat` sits around the felt: the reader at the bottom, the others clockwise. */
function seatAngle(seat, players) {
  const bottom = mySeat() ?? 0;
  return Math.PI / 2 + (2 * Math.PI * ((seat - bottom + players) % players)) / players;
}

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** Puts `box` on the felt in the direction `angle`; how far out is the stylesheet's
 * (--rx, --ry: a seat's; --cx, --cy: its card's), so that a narrow screen can pull it in. */
function place(box, angle) {
  box.style.setProperty("--x", Math.cos(angle).toFixed(3));
  box.style.setProperty("--y", Math.sin(angle).toFixed(3));
}

/** The index of the team of `seat` where the game plays in teams (its rules name them). */
function teamOf(v, seat) {
  const teams = v.rules?.teams;
  if (!Array.isArray(teams) || seat === null || seat === undefined) return null;
  const index = teams.findIndex((team) => Array.isArray(team) && team.includes(seat));
  return index < 0 ? null : index;
}

function renderSeats(v, players) {
  const seats = $("seats");
  seats.replaceChildren();
  const played = trickBySeat(v, players);
  const shown = Array.isArray(v.shown_hands) ? v.shown_hands : [];
  const below = [];
  $("felt").classList.toggle("with-shown", !narrow.matches && shown.some((hand, seat) => hand && seat !== mySeat()));
  for (let seat = 0; seat < players; seat++) {
    const angle = seatAngle(seat, players);
    const box = element("div", "seat");
    box.dataset.seat = seat;
    place(box, angle);
    box.classList.toggle("me", seat === mySeat());
    box.classList.toggle("to-act", seat === v.to_act);
    box.classList.toggle("away", state.seats[seat]?.kind === "human" && !state.seats[seat]?.connected);
    const name = element("div", "name", seatName(seat));
    if (seat === mySeat()) name.append(element("span", "you", ` (${t("You")})`));
    else if (gameSeatName(seat) && state.seats[seat]?.name) name.append(element("span", "you", ` (${state.seats[seat].name})`));
    box.append(name);
    const marks = element("div", "marks");
    if (state.seats[seat]?.kind === "bot") marks.append(element("span", "mark bot", t("Bot")));
    const team = teamOf(v, seat);
    if (team !== null) { // partners: the reader's partner named so, every seat its team
      const partner = seat !== mySeat() && team === teamOf(v, mySeat());
      const label = partner ? t("Your partner") : teamName(team);
      marks.append(element("span", partner ? "mark team partner" : "mark team", label));
    }
    if (v.dealer === seat) marks.append(element("span", "mark dealer", t("Dealer")));
    if (team !== null && Array.isArray(v.vulnerable) && v.vulnerable[team]) {
      marks.append(element("span", "mark vulnerable", t("Vulnerable")));
    }
    // A hand laid face up for everyone is a dummy, in bridge and in the whist family alike.
    if (shown[seat]) marks.append(element("span", "mark dummy", t("Dummy")));
    if (seat === v.to_act) marks.append(element("span", "mark turn", deciderOf(v) === mySeat() ? t("Your turn") : "…"));
    box.append(marks);
    for (const line of seatLines(v, seat)) {
      const row = element("div", "line");
      row.append(...line.map(([text, className]) => element("span", className, text)));
      box.append(row);
    }
    if (shown[seat] && seat !== mySeat()) { // the reader's own is drawn below, as its hand
      if (narrow.matches) { // a phone: below the table, leaving the trick in view
        const aside = element("div", "shown-below");
        aside.append(element("div", "name", t("{name}'s cards, shown to all", { name: seatName(seat) })), shownHand(v, seat, shown[seat]));
        below.push(aside);
      } else {
        box.classList.add("shown");
        box.append(shownHand(v, seat, shown[seat]));
      }
    }
    seats.append(box);

    if (played.has(seat)) { // the card in front of the seat, between it and the middle
      const spot = cardElement(played.get(seat));
      spot.classList.add("played");
      spot.dataset.seat = seat;
      place(spot, angle);
      seats.append(spot);
    }
  }
  $("shown-below").replaceChildren(...below);
}

/** The hand of `seat` shown to everyone, in its suits; its legal cards are buttons that play
 * them when this page chooses for that seat (the declarer, the dummy's cards), as the own
 * hand's are; otherwise it is only to be read. */
function shownHand(v, seat, cards) {
  const hand = element("div", "shown-hand");
  hand.dataset.seat = seat;
  hand.setAttribute("aria-label", t("{name}'s cards, shown to all", { name: seatName(seat) }));
  const plays = seat === v.to_act && choosingFor(v) ? choicesOf(v).plays : null;
  hand.classList.toggle("playing", plays !== null && plays.size > 0);
  let group = null;
  let suit = null;
  for (const code of sorted(cards)) {
    const cardSuit = isSpecial(code) ? "" : code.slice(-1);
    if (group === null || cardSuit !== suit) { // a suit's cards stay together on one line
      group = element("span", "suit");
      hand.append(group);
      suit = cardSuit;
    }
    group.append(playable(code, plays));
  }
  return hand;
}

/** The card `code` of a hand from which this page may play: a button that plays it if it
 * is among `plays` (card to action), dimmed if cards are played and it is not; a plain card
 * when `plays` is null (a hand only to be read). */
function playable(code, plays) {
  if (plays === null) return cardElement(code);
  const card = cardElement(code, "button");
  card.type = "button";
  const play = plays.get(code);
  if (play) {
    card.classList.add("legal");
    card.onclick = () => act(play);
  } else if (plays.size > 0) {
    card.disabled = true;
  } else {
    card.tabIndex = -1;
    card.classList.add("idle");
  }
  return card;
}

/** The seat's numbers: its bid against its tricks (bidding games) or its points this hand;
 * its score and how many cards it holds. */
function seatLines(v, seat) {
  const lines = [];
  if (Array.isArray(v.bids)) {
    const said = state.viewWords?.bids?.[seat]; // the game's words for it: nil
    const bid = said ? capital(said) : `${t("Bid")} ${v.bids[seat] ?? "–"}`;
    lines.push([[bid, "bid"], [` · ${t("Taken")} ${v.tricks_taken?.[seat] ?? 0}`, "taken"]]);
  } else if (Array.isArray(v.hand_points)) {
    lines.push([[`${t("This hand")} ${v.hand_points[seat]}`, "hand-points"]]);
  }
  lines.push([[`${t("Score")} ${v.scores[seat]}`, "score"], [` · ${t("Cards")} ${v.hand_sizes[seat]}`, "count"]]);
  return lines;
}

function trickBySeat(v, players) {
  const played = new Map();
  v.trick.forEach((code, i) => played.set((v.leader + i) % players, code));
  return played;
}

// -- the middle: trump, stock, the round's bids against its tricks, the last trick ------------

function renderMiddle(v) {
  const trump = $("trump");
  trump.replaceChildren();
  $("bar").classList.toggle("over", v.to_act === null); // no trump nor stock once it is over
  if (v.trump_card) { // a card turned for trump (none: the game turns none, or not this deal)
    const box = element("div", "trump-card");
    box.append(element("span", "label", t("Trump card")));
    box.append(cardElement(v.trump_card));
    trump.append(box);
  }
  if ("trump" in v) {
    trump.append(element("p", "trump-suit", `${t("Trump")}: ${SUIT[v.trump] ?? t("No trump")}`));
  }
  if ("stock_size" in v) {
    const stock = element("div", "stock");
    stock.append(element("span", "label", t("Stock")));
    stock.append(element("div", "card back", String(v.stock_size)));
    trump.append(stock);
  }
  if (v.trick_suit) trump.append(element("p", "led", `${t("Led suit")}: ${SUIT[v.trick_suit]}`));
  for (const note of state.viewWords?.notes ?? []) trump.append(element("p", "note", capital(note)));
  renderAuction(v);

  // The tricks of a round: those taken so far and those still in the hands.
  if (Array.isArray(v.bids) && Array.isArray(v.tricks_taken)) {
    const tricks = v.tricks_taken.reduce((a, b) => a + b, 0) + Math.max(...v.hand_sizes);
    const bids = v.bids.reduce((sum, bid) => sum + (bid ?? 0), 0);
    $("round-total").textContent = t("Bids {bids} · tricks {tricks}", { bids, tricks });
    $("round-total").classList.toggle("over-bid", bids > tricks);
  } else {
    $("round-total").textContent = "";
  }

  const last = v.last_trick;
  $("last-trick-button").hidden = !last;
  $("last-trick-button").textContent = state.showLastTrick ? t("Hide last trick") : t("Last trick");
  const panel = $("last-trick");
  panel.hidden = !(last && state.showLastTrick);
  if (last) {
    const players = v.hand_sizes.length;
    panel.replaceChildren(...last.cards.map((code, i) => {
      const figure = element("figure");
      figure.append(cardElement(code), element("figcaption", "", who((last.leader + i) % players)));
      return figure;
    }), element("p", "", t("Won by {name}", { name: who(last.winner) })));
  }
}

/** A call as the auction shows it: with `!` when this seat was told it was alerted, and its
 * explanation after it (a view's `alerts`, which never holds the partner's). */
function callText(call, index, v) {
  const alert = Array.isArray(v.alerts) ? v.alerts[index] : null;
  if (typeof alert !== "string") return actionText(call);
  return `${actionText(call)}!${alert ? ` (${alert})` : ""}`;
}

/** The calls of an auction so far (a view's `calls`, from the dealer's on), under the seats
 * that made them; nothing for a game without one. */
function renderAuction(v) {
  const table = $("auction");
  const calls = Array.isArray(v.calls) && typeof v.dealer === "number" ? v.calls : [];
  table.hidden = calls.length === 0;
  if (!calls.length) return;
  const players = v.hand_sizes.length;
  const head = element("tr");
  for (let seat = 0; seat < players; seat++) head.append(element("th", seat === mySeat() ? "me" : "", who(seat)));
  const rows = [head];
  const cells = [...Array(v.dealer).fill(""), ...calls.map((call, i) => callText(call, i, v))];
  for (let start = 0; start < cells.length; start += players) {
    const row = element("tr");
    for (let seat = 0; seat < players; seat++) row.append(element("td", "", cells[start + seat] ?? ""));
    rows.push(row);
  }
  table.replaceChildren(...rows);
}

const STRAIN = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };

/** A level and a strain, as a bid or a contract names them: 4♥, 3NT. */
const levelText = (action) => `${action.level}${STRAIN[action.strain] ?? t("NT")}`;


// -- the seat's own hand and choices ----------------------------------------------------------

function actionButton(text, action) {
  const button = element("button", "choice legal", text);
  button.type = "button";
  button.onclick = () => act(action);
  button.dataset.action = JSON.stringify(action);
  return button;
}

const CALL_WORDS = { Pass: "Pass", Double: "Double", Redouble: "Redouble" };

/** A button's words for an action that is not a plain card: a bid (of tricks, or of a level
 * and a strain), a pass, a double, a trump, a Joker's suit, or (a game this page does not know
 * yet) the action's own fields. */
function actionText(action) {
  const kind = action.type.split(".").pop();
  if (kind === "Play") return t("Play {card} as {suit}", { card: cardName(action.card), suit: SUIT[action.suit] });
  if (kind === "Bid" && "tricks" in action) return t("Bid {n}", { n: action.tricks });
  if ("level" in action && "strain" in action) return levelText(action);
  // a call's alert is not part of the call (the auction shows it beside it: callText)
  const own = (name) => name !== "type" && name !== "format" && name !== "alert";
  if (kind in CALL_WORDS && Object.keys(action).every((name) => !own(name))) {
    return t(CALL_WORDS[kind]);
  }
  if (kind === "ChooseTrump") return `${t("Trump")} ${SUIT[action.suit]}`;
  if (kind === "BlindNil") return t("Blind nil");
  if (kind === "SeeCards") return t("See my cards");
  const fields = Object.entries(action).filter(([name]) => own(name));
  return [kind, ...fields.map(([, value]) => (typeof value === "string" && value in SUIT ? SUIT[value] : JSON.stringify(value)))].join(" ");
}

/** The card an action names when a card is all it names (a plain play, a card passed), so
 * that clicking the card takes it; null for the rest (a bid, a Joker with its suit). */
function cardOf(action) {
  const fields = Object.keys(action).filter(
    (name) => name !== "type" && name !== "format" && !(name === "suit" && !action.suit));
  return fields.length === 1 && fields[0] === "card" ? action.card : null;
}

/** The view's legal actions: the cards they play (card to action), and buttons for the rest
 * (bids of one level on a line of their own, and the claims of the remaining tricks on one
 * line), in the game's words where it has its own. */
function choicesOf(v) {
  const plays = new Map();
  const choices = [];
  let level = null;
  let claims = null;
  const words = state.view === v ? state.viewWords?.actions ?? [] : [];
  v.legal_actions.forEach((action, index) => {
    const card = cardOf(action);
    const text = words[index] ? capital(words[index]) : actionText(action);
    if (card !== null) {
      plays.set(card, action);
    } else if (action.type.endsWith(".Claim")) {
      if (claims === null) {
        claims = element("div", "level claims");
        choices.push(claims);
      }
      claims.append(actionButton(text, action));
    } else if ("level" in action) {
      if (level?.dataset.level !== String(action.level)) {
        level = element("div", "level");
        level.dataset.level = action.level;
        choices.push(level);
      }
      level.append(actionButton(text, action));
    } else {
      choices.push(actionButton(text, action));
    }
  });
  return { plays, choices };
}

/** How many cards this page chooses together before they are sent (Hearts' three to pass):
 * the game says so with each view; 1 plays a card at a click. */
const batchOf = (v) => (state.view === v && !choosingFor(v) ? state.viewWords?.batch ?? 1 : 1);

/** A card of a choice of several: a click picks it or puts it back; the choice is sent once
 * enough are picked and confirmed. */
function pickable(code, plays) {
  const card = playable(code, plays);
  if (!plays.has(code)) return card;
  card.onclick = () => {
    const at = state.picked.indexOf(code);
    if (at >= 0) state.picked.splice(at, 1);
    else if (state.picked.length < batchOf(state.view)) state.picked.push(code);
    render();
  };
  const picked = state.picked.includes(code);
  card.classList.toggle("picked", picked);
  card.setAttribute("aria-pressed", String(picked));
  // enough picked: the others wait until a picked one is put back
  card.disabled = !picked && state.picked.length >= batchOf(state.view);
  return card;
}

/** Sends each picked card's action, in the order picked: one choice of the game's. */
function sendPicked(plays) {
  const actions = state.picked.map((code) => plays.get(code)).filter(Boolean);
  state.picked = [];
  $("error").textContent = "";
  for (const button of document.querySelectorAll("button.legal")) button.disabled = true;
  for (const action of actions) send({ type: "act", action });
}

function renderHand(v) {
  const mine = mySeat() !== null && Array.isArray(v.hand) && v.to_act !== null;
  $("mine").hidden = !mine;
  if (!mine) return;
  const { plays, choices } = choicesOf(v);
  // Cards are raised or dimmed only while this hand's cards are played: while bidding, and
  // while this seat plays another's (the dummy's), the hand is shown as it is, to be read.
  const own = choosingFor(v) ? new Map() : plays;
  const batch = batchOf(v);
  state.picked = state.picked.filter((code) => own.has(code));
  const hand = $("hand");
  hand.classList.toggle("playing", own.size > 0);
  hand.classList.toggle("picking", batch > 1);
  // a seat that may bid before seeing its cards (a blind nil) is shown none until it chooses
  hand.title = v.cards_seen === false ? t("Your cards are face down: bid blind nil, or see them") : "";
  const received = new Set(Array.isArray(v.received) ? v.received : []); // cards passed to it
  hand.replaceChildren(...sorted(v.hand).map((code) => {
    const card = batch > 1 ? pickable(code, own) : playable(code, own);
    if (received.has(code)) card.classList.add("received");
    return card;
  }));
  const prompt = state.view === v ? state.viewWords?.prompt : null;
  $("prompt").textContent = prompt ? capital(prompt) : "";
  $("received").textContent = received.size ? t("Received: {cards}", { cards: [...received].map(cardName).join(" ") }) : "";
  if (batch > 1 && own.size > 0) { // the cards are picked, then sent together
    const confirm = element("button", "choice legal confirm", `${t("Confirm")} (${state.picked.length}/${batch})`);
    confirm.type = "button";
    confirm.disabled = state.picked.length !== batch;
    confirm.onclick = () => sendPicked(own);
    choices.push(confirm);
  }
  $("choices").replaceChildren(...choices);
}

/** The header: the game, which deal this is (of how many, where that is fixed) and how the
 * game ends, in the game's words. */
function renderInfo(v) {
  const parts = [state.me.title];
  const words = state.words;
  const number = v.round ?? v.hand_number ?? v.board;
  if (words && number !== undefined) {
    const count = words.deals;
    parts.push(capital(count > 1 ? fill(words.deal.of, { number, count }) : fill(words.deal.numbered, { number })));
  }
  if (words?.end) parts.push(words.end);
  if (mySeat() === null) parts.push(t("Spectator"));
  $("info").textContent = parts.join(" · ");
}

function renderStatus(v) {
  let text;
  const decider = deciderOf(v);
  if (v.to_act === null) text = t("Game over");
  else if (choosingFor(v)) text = t("Your turn: play a card of {name}", { name: seatName(v.to_act) });
  else if (decider === mySeat()) text = t("Your turn");
  else text = t("Waiting for {name}", { name: seatName(decider) });
  if (state.clock && decider === state.clock.seat) {
    const seconds = Math.max(0, Math.ceil((state.clock.until - Date.now()) / 1000));
    text += ` · ${t("Turn clock: {seconds} s", { seconds })}`;
  }
  $("status").textContent = text;
  $("status").classList.toggle("mine", v.to_act !== null && decider === mySeat());
}

/** Draw once per frame, however many views and events came in it (bots move quickly). */
function scheduleRender() {
  if (state.renderPending) return;
  state.renderPending = true;
  requestAnimationFrame(() => {
    state.renderPending = false;
    render();
  });
}

function render() {
  const v = state.view;
  if (!v || !state.me) return;
  const players = v.hand_sizes.length;
  $("felt").dataset.players = players;
  renderInfo(v);
  renderSeats(v, players);
  renderMiddle(v);
  renderHand(v);
  renderStatus(v);
  renderSheet(v);
  renderLog();
  renderOver(v);
  const link = `${location.origin}/?table=${encodeURIComponent(state.me.table)}`;
  $("link").href = link;
  $("link").textContent = link;
  $("invite").hidden = v.to_act === null || !state.seats.some((s) => s.kind === "human" && !s.name);
  keepFocus();
  state.shown = v; // the view on the screen (a newer one may wait for the next frame)
}

// -- the keyboard -----------------------------------------------------------------------------

/** The cards the keyboard moves between: the legal ones of the hand this page plays from,
 * its own or the one it plays for (the dummy's). */
function legalCards() {
  return [...document.querySelectorAll("#hand button.legal, .shown-hand button.legal")];
}

function keepFocus() {
  const cards = legalCards();
  if (!cards.length) return;
  state.focus = Math.min(state.focus, cards.length - 1);
  if (document.activeElement === document.body || document.activeElement?.closest("#hand, .shown-hand")) {
    cards[state.focus].focus({ preventScroll: true });
  }
}

function onKey(key) {
  if (key.target.closest("input, select, textarea") || key.ctrlKey || key.metaKey || key.altKey) return;
  const cards = legalCards();
  if ((key.key === "ArrowRight" || key.key === "ArrowLeft") && cards.length) {
    state.focus = (state.focus + (key.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length;
    cards[state.focus].focus();
    key.preventDefault();
  } else if (/^\d$/.test(key.key)) {
    const bid = [...document.querySelectorAll("#choices button.legal")].find((button) => {
      const action = JSON.parse(button.dataset.action);
      return action.type.endsWith(".Bid") && String(action.tricks) === key.key;
    });
    bid?.click();
  } else if (key.key === "l" || key.key === "L") {
    $("last-trick-button").click();
  }
}

// -- the connection ---------------------------------------------------------------------------

function send(message) {
  if (state.socket?.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

function act(action) {
  $("error").textContent = "";
  for (const button of document.querySelectorAll("button.legal")) button.disabled = true;
  send({ type: "act", action });
}

function receive(message) {
  switch (message.type) {
    case "welcome":
      state.welcome = message;
      fillLobby();
      if (state.pending) send(state.pending);
      else send({ type: "list" });
      break;
    case "tables":
      showTables(message.tables);
      break;
    case "joined":
      state.log = []; // the log that follows tells the game so far, in this language
      state.sheet = [];
      state.picked = [];
      state.me = message;
      state.words = message.words;
      state.seats = message.seats;
      state.pending = null;
      if (message.token) sessionStorage.setItem(`tricktaker:${message.table}`, message.token);
      history.replaceState(null, "", `?table=${encodeURIComponent(message.table)}`);
      $("lobby").hidden = true;
      $("game").hidden = false;
      $("where").textContent = message.table;
      break;
    case "seats":
      state.seats = message.seats;
      state.rematch = message.rematch;
      scheduleRender();
      break;
    case "started":
      state.log = [];
      state.sheet = [];
      state.rematch = [];
      state.showLastTrick = false;
      break;
    case "log":
      state.log = [];
      state.logRedrawn = true;
      state.sheet = [];
      for (const told of message.events) tellEvent(told);
      scheduleRender();
      break;
    case "view":
      state.view = message.view;
      state.viewWords = message.words;
      scheduleRender();
      break;
    case "event":
      tellEvent(message);
      if (message.event.type.endsWith("Started")) state.showLastTrick = false;
      break;
    case "clock":
      state.clock = { seat: message.seat, until: Date.now() + message.seconds * 1000 };
      scheduleRender();
      break;
    case "error":
      $("error").textContent = message.message;
      if (message.code === "replaced") state.replaced = true;
      if (message.code === "bad_token") sessionStorage.removeItem(`tricktaker:${state.me?.table ?? state.pending?.table}`);
      for (const button of document.querySelectorAll("button.legal")) button.disabled = false;
      break;
    default:
      break;
  }
}

/** Opens the socket, says hello in the chosen language, then sends `then` (create or join). */
function connect(then) {
  state.pending = then;
  const name = $("create").elements.name.value.trim() || localStorage.getItem("tricktaker:name") || "";
  if (state.socket?.readyState === WebSocket.OPEN && state.welcome && state.helloName === name) {
    send(then);
    return;
  }
  if (state.socket) { // the name is said only in hello: a new connection says the new one
    const old = state.socket;
    state.socket = null;
    old.close();
  }
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws`);
  state.socket = socket;
  state.welcome = null;
  state.helloName = name;
  socket.onopen = () => socket.send(JSON.stringify({ type: "hello", lang: state.language, ...(name ? { name } : {}) }));
  socket.onmessage = (message) => receive(JSON.parse(message.data));
  socket.onclose = () => {
    if (state.socket !== socket) return; // replaced on purpose
    state.socket = null;
    if (state.me && !state.replaced) { // come back to the same seat: the server sends the view
      $("status").textContent = t("Reconnecting…");
      setTimeout(() => connect(rejoin()), 1000);
    }
  };
}

function rejoin() {
  const { table, token } = state.me;
  return token ? { type: "join", table, token } : { type: "join", table, spectate: true };
}

async function chooseLanguage(language) {
  state.language = ["en", "pl", "sl"].includes(language) ? language : "en";
  localStorage.setItem("tricktaker:language", state.language);
  $("language").value = state.language;
  await loadStrings(state.language);
  if (state.welcome) showRules();
  render();
}

async function startPage() {
  await chooseLanguage(state.language);
  $("language").onchange = async () => {
    await chooseLanguage($("language").value);
    // The server's texts (narration, errors) follow the language of the connection's hello:
    // come back to the seat on a new connection that says the new one.
    if (state.socket) {
      state.helloName = null; // a new hello, in the new language
      connect(state.me ? rejoin() : { type: "list" });
    }
  };
  const form = $("create");
  form.elements.name.value = localStorage.getItem("tricktaker:name") || "";
  form.elements.name.onchange = () => localStorage.setItem("tricktaker:name", form.elements.name.value.trim());
  form.elements.game.onchange = showRules;
  form.onsubmit = (submit) => {
    submit.preventDefault();
    const name = form.elements.name.value.trim();
    localStorage.setItem("tricktaker:name", name);
    const game = chosenGame();
    if (!game) return;
    const clock = Number(form.elements.clock.value) || null; // seconds a person has; 0: none
    connect({ type: "create", game: game.name, rules: chosenRules(), humans: Number(form.elements.humans.value), bot: form.elements.bot.value, clock });
  };
  $("join").onsubmit = (submit) => {
    submit.preventDefault();
    connect({ type: "join", table: $("join").elements.table.value.trim() });
  };
  $("last-trick-button").onclick = () => {
    state.showLastTrick = !state.showLastTrick;
    render();
  };
  $("rematch").onclick = () => send({ type: "rematch" });
  document.addEventListener("keydown", onKey);
  narrow.addEventListener("change", render);
  setInterval(() => state.clock && state.shown && renderStatus(state.shown), 1000);
  setInterval(() => !$("lobby").hidden && state.welcome && send({ type: "list" }), 10_000);

  const table = new URLSearchParams(location.search).get("table");
  if (table) {
    const token = sessionStorage.getItem(`tricktaker:${table}`);
    connect(token ? { type: "join", table, token } : { type: "join", table });
  } else {
    connect({ type: "list" });
  }
}

startPage();
