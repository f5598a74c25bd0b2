"""The page of ``tricktaker serve`` in headless Chromium: a person plays whole games of Wizard
and Szaman by clicking (and by keyboard), at desktop width and at 390 px, in English, Polish
and Slovenian; a board of bridge, its auction by the call buttons and the dummy's cards played
by its declarer, with another person and a spectator watching the dummy faced; a bridge
declarer's claim made by its button, the opponents asked on their pages, both accepting, and
the board scored (at desktop width and at 390 px).

Skipped without Playwright or Debian's chromium, unless TRICKTAKER_REQUIRE_BROWSER=1 (as CI
sets it): then their absence fails, so that the test cannot be skipped unnoticed.
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.browser import (
    MOVES,
    NAME_FIELD,
    PHONE,
    another_page,
    chromium_page,
    click_until,
    create_table,
    record_frames,
    wait_for_move_or,
)
from tests.web.harness import Running, check_seat_stream, data, replay_steps, running_server

REQUIRED = os.environ.get("TRICKTAKER_REQUIRE_BROWSER") == "1"


def need(module: str) -> None:
    if REQUIRED:
        importlib.import_module(module)  # missing: an error, not a skip
    else:
        pytest.importorskip(module, reason="the web dependency group is not installed")


for module in ("starlette", "uvicorn", "websockets", "babel", "playwright.sync_api"):
    need(module)
if shutil.which("chromium") is None:
    if REQUIRED:
        pytest.fail("TRICKTAKER_REQUIRE_BROWSER=1 but chromium is not on PATH", pytrace=False)
    pytest.skip("Debian's chromium is not installed", allow_module_level=True)

from tricktaker import bridge  # noqa: E402
from tricktaker.web.i18n import page_strings  # noqa: E402  (babel: checked above)

OVER = "state.shown.to_act === null"
# The shortest whole games the rules allow: Wizard at 6 players has 10 rounds, Szaman 1 hand,
# Skat 1 hand (played as a Ramsch if all pass), Tarok its one hand.
GAMES = {
    "wizard": {"players": 6},
    "szaman": {"players": 3, "hands": 1},
    "skat": {"hands": 1, "ramsch": True},
    "tarok": {"players": 3},
}


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    with running_server(bot_delay=0.0) as running:
        yield running


def texts(page: Any, selector: str) -> list[str]:
    return [text.strip() for text in page.locator(selector).all_inner_texts()]


def hand_shown(page: Any) -> tuple[dict[str, Any], dict[str, list[str]]]:
    """The view on the screen, and its hand's cards by how they are shown: legal (raised),
    dimmed, or plain."""
    view, classes = page.evaluate(
        "() => [state.shown, [...document.querySelectorAll('#hand .card')].map(c =>"
        " [c.dataset.card, c.disabled ? 'dimmed' : c.classList.contains('legal') ? 'legal'"
        " : 'plain'])]"
    )
    shown: dict[str, list[str]] = {"legal": [], "dimmed": [], "plain": []}
    for code, how in classes:
        shown[how].append(code)
    return view, shown


def play_by_clicking(page: Any) -> int:
    """Play the person's seat to the end of the game, checking on each turn that the hand is
    shown as the view says: while cards are played the legal ones raised and the rest dimmed;
    while bidding the hand as it is, nothing dimmed. The number of moves."""
    moves = 0
    while not wait_for_move_or(page, OVER):
        view, shown = hand_shown(page)
        plays = {a["card"] for a in view["legal_actions"] if a["type"] == "Play" and not a["suit"]}
        if plays:
            assert set(shown["legal"]) == plays, (shown, view["legal_actions"])
            assert set(shown["dimmed"]) == set(view["hand"]) - plays
        else:
            assert shown["dimmed"] == [], "the hand is greyed out while it is not played from"
        page.locator(MOVES).first.click()
        moves += 1
    return moves


def told_lines(frames: Any) -> list[str]:
    """The lines of the log the page was sent: the game so far when it joined, then each
    event's (those the log need not tell have none)."""
    lines = []
    for _, message in frames.received:
        if message["type"] == "log":
            lines = [entry["text"] for entry in message["events"] if entry["text"]]
        elif message["type"] == "event" and message["text"]:
            lines.append(message["text"])
    return lines


@pytest.mark.parametrize(
    ("game", "width", "language"),
    [
        ("wizard", 1000, "en"),
        ("szaman", 1000, "en"),
        ("wizard", PHONE, "pl"),
        ("szaman", PHONE, "sl"),
        ("skat", 1000, "en"),
        ("skat", PHONE, "pl"),
        ("tarok", 1000, "en"),
        ("tarok", PHONE, "sl"),
    ],
)
def test_a_person_plays_a_whole_game_in_the_browser(
    server: Running, game: str, width: int, language: str
) -> None:
    words = page_strings(language)
    with chromium_page(width) as page:
        frames = record_frames(page)
        table_id = create_table(page, server, game, language=language, **GAMES[game])
        moves = play_by_clicking(page)
        room = server.room(table_id)
        state = room.table.state
        assert state.is_over
        actors = [step.to_act for step, _ in replay_steps(room)[:-1]]
        assert moves == actors.count(0) > 0  # each click one accepted move of the seat
        assert page.inner_text("#error") == ""

        # The end: the result, the winners, the final scores, a rematch.
        page.wait_for_selector("#over:not([hidden])")
        result = words["You won!"] if 0 in state.winners else words["You lost"]
        assert page.inner_text("#result") == result
        final = texts(page, "#final li")  # as the game's scores run: Szaman's closest to 66
        standing = room.game.words.standing(state.rules, state.scores)
        assert [int(line.rsplit(":", 1)[1]) for line in final] == [p.score for p in standing]
        assert page.inner_text("#status") == words["Game over"]
        assert page.locator("#rematch").is_visible()

        # The score sheet: a row for each round or hand, then the totals.
        rows = page.locator("#sheet tbody tr").count()
        deals = {"wizard": getattr(state.rules, "rounds", 0), "tarok": 1}
        assert rows == deals.get(game, getattr(state.rules, "hands", 0))
        totals = texts(page, "#sheet tfoot td")
        assert [int(total) for total in totals] == list(state.scores)

        # The log, oldest first, in the chosen language: the server's narration.
        log = texts(page, "#log li")
        assert log == told_lines(frames)
        assert len(log) > 10
        if language != "en":
            assert not any(line.startswith(("Seat", "You played")) for line in log)

        # At 390 px nothing is wider than the screen.
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width

        # And the page was sent only what seat 0 may know.
        check_seat_stream(room, frames)

        # A rematch: a new game at the same table, with a new sheet and log.
        page.click("#rematch")
        page.wait_for_function(
            f"() => state.shown.to_act !== null && {len(log)} > state.log.length"
        )
        assert page.locator("#over").is_hidden()
        assert page.locator("#sheet tbody tr").count() == 0


def test_the_table_shows_seats_markers_the_trick_and_the_last_trick(server: Running) -> None:
    with chromium_page() as page:
        table_id = create_table(page, server, "wizard", name="Ana", clock=60, players=4)
        room = server.room(table_id)
        mid_trick = (
            "state.shown.round >= 2 && state.shown.last_trick && state.shown.trick.length >= 1"
            " && state.shown.to_act === 0 && state.shown.phase === 'play'"
        )
        click_until(page, mid_trick)
        state = room.table.state

        # Seats around the table, with names, the dealer and the turn marked.
        names = texts(page, "#seats .seat .name")
        assert names[0] == "Ana (You)"
        assert names[1:] == ["Seat 1", "Seat 2", "Seat 3"]
        dealer = page.locator("#seats .seat:has(.mark.dealer)").get_attribute("data-seat")
        assert int(dealer) == state.dealer
        assert page.locator("#seats .seat.to-act").get_attribute("data-seat") == "0"
        assert page.inner_text("#status").startswith("Your turn · Turn clock: ")  # of 60 s

        # The trick in front of the seats that played to it.
        played = page.locator("#seats .card.played").evaluate_all(
            "cards => cards.map(c => [Number(c.dataset.seat), c.dataset.card])"
        )
        view = page.evaluate("() => state.shown")
        in_trick = [[(view["leader"] + i) % 4, code] for i, code in enumerate(view["trick"])]
        assert sorted(played) == sorted(in_trick)
        assert [code for _, code in in_trick] == [data(card)["card"] for card in state.trick]

        # Bids and tricks against the round's: round N has N tricks.
        bids = sum(bid or 0 for bid in state.bids)
        assert page.inner_text("#round-total") == f"Bids {bids} · tricks {state.round}"

        # The last trick on demand, with who played each card and who won it.
        assert page.locator("#last-trick").is_hidden()
        page.click("#last-trick-button")
        shown = page.locator("#last-trick .card").evaluate_all("cs => cs.map(c => c.dataset.card)")
        assert shown == view["last_trick"]["cards"]
        assert "Won by" in page.inner_text("#last-trick")
        page.click("#last-trick-button")
        assert page.locator("#last-trick").is_hidden()


def test_a_person_plays_by_keyboard(server: Running) -> None:
    with chromium_page() as page:
        table_id = create_table(page, server, "wizard", players=6)
        room = server.room(table_id)
        for _ in range(3):  # bids by digit, cards by arrows and Enter
            wait_for_move_or(page, OVER)
            view = page.evaluate("() => state.shown")
            actions = view["legal_actions"]
            before = len(room.table.history)
            if actions[0]["type"] == "wizard.Bid":
                page.keyboard.press(str(actions[-1]["tricks"]))
                expected = actions[-1]
            elif actions[0]["type"] == "Play":
                legal = page.locator("#hand button.legal").evaluate_all(
                    "cards => cards.map(c => c.dataset.card)"
                )
                page.keyboard.press("ArrowRight")  # from the first legal card to the next
                page.keyboard.press("Enter")
                card = legal[1 % len(legal)]
                expected = next(action for action in actions if action.get("card") == card)
            else:  # choosing a trump: by clicking
                page.locator(MOVES).first.click()
                expected = actions[0]
            deadline = time.monotonic() + 10
            while len(room.table.history) == before:  # the server has the move, or not yet
                assert time.monotonic() < deadline, "the key made no move"
                page.wait_for_timeout(20)
            made = data(room.table.history[before])
            assert {k: v for k, v in made.items() if k != "format"} == expected


def test_the_language_can_be_changed_at_the_table(server: Running) -> None:
    with chromium_page() as page:
        create_table(page, server, "szaman", players=3)
        click_until(page, "state.log.length >= 6")
        page.select_option("#language", "sl")
        page.wait_for_function("() => document.documentElement.lang === 'sl'")
        page.wait_for_function("() => state.welcome !== null && state.shown !== null")
        words = page_strings("sl")
        assert page.inner_text("#mine h2") == words["Your hand"]
        click_until(page, "state.log.some((line) => line.startsWith('Igraš'))")
        assert page.inner_text("#error") == ""


def test_partners_are_marked_where_the_game_plays_in_teams(server: Running) -> None:
    # Any game whose rules name teams (Spades: seats 0 and 2 against 1 and 3) gets the marks,
    # from the view's rules alone.
    with chromium_page() as page:
        table_id = create_table(page, server, "spades", name="Ana", language="pl")
        teams = server.room(table_id).table.state.rules.teams
        words = page_strings("pl")
        marks = dict(
            page.locator("#seats .seat .mark.team").evaluate_all(
                "ms => ms.map(m => [Number(m.closest('.seat').dataset.seat), m.textContent])"
            )
        )
        (mine,) = [team for team in teams if 0 in team]
        partner = words["Your partner"]
        for index, team in enumerate(teams):
            for seat in team:  # the game's name of the team, in the page's language
                shown = words["Team {team}"].format(team=index + 1)
                assert marks[seat] == (partner if seat in mine and seat != 0 else shown)
        assert list(marks.values()).count(partner) == len(mine) - 1 == 1


def test_a_hand_of_hearts_is_passed_and_played_by_clicking_the_cards(server: Running) -> None:
    with chromium_page() as page:
        table_id = create_table(page, server, "hearts", hands=1)
        wait_for_move_or(page, OVER)
        view, shown = hand_shown(page)
        assert view["phase"] == "pass"  # each card of the hand may be picked to pass
        assert sorted(shown["legal"]) == sorted(view["hand"])
        assert texts(page, "#choices button") == ["Confirm (0/3)"]  # three picked, then sent
        moves = click_until(page, OVER)
        state = server.room(table_id).table.state
        assert state.is_over
        assert moves == 3 + 1 + 13  # three cards picked and confirmed, thirteen played
        assert page.inner_text("#error") == ""


# -- bridge: the auction by buttons, the dummy faced for all and played by its declarer -------

SHOWN_DUMMY = (
    "[...document.querySelectorAll('.shown-hand[data-seat=\"2\"] .card')].map(c =>"
    " [c.dataset.card, c.tagName === 'BUTTON' && !c.disabled && c.classList.contains('legal')])"
)


def has_move(page: Any) -> bool:
    return bool(page.evaluate(f"() => Boolean(document.querySelector({MOVES!r}))"))


def next_to_move(pages: list[Any]) -> Any | None:
    """The page that offers a move (only the deciding seat's does), or None once the game is
    over."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        for page in pages:
            if has_move(page):
                return page
        if pages[0].evaluate(f"() => state.shown !== null && {OVER}"):
            return None
        pages[0].wait_for_timeout(15)
    raise AssertionError("no page offers a move, and the game is not over")


def shown_dummy_settles(page: Any, cards: list[str]) -> None:
    """Wait until ``page`` draws South's faced hand as ``cards``, none of them playable."""
    expected = [[card, False] for card in cards]
    wanted = json.dumps(json.dumps(expected, separators=(",", ":")))  # as JSON.stringify writes
    page.wait_for_function(f"() => JSON.stringify({SHOWN_DUMMY}) === {wanted}")


def status_settles(page: Any, text: str) -> None:
    """Wait until ``page``'s status line reads ``text``."""
    page.wait_for_function(
        f"() => document.querySelector('#status').innerText === {json.dumps(text)}"
    )


CALL_TEXT = {"Pass": "Pass", "Double": "Double", "Redouble": "Redouble"}
STRAIN_TEXT = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠", "notrump": "NT"}


def check_auction_and_contract(page: Any, state: Any) -> None:
    """The auction under the seats that called (North deals: its column comes first) and the
    contract with its tricks so far, as ``state`` (in the play, North declaring) has them."""
    calls = [data(call) for call in state.calls]
    words = [
        f"{call['level']}{STRAIN_TEXT[call['strain']]}"
        if "level" in call
        else CALL_TEXT[call["type"].rpartition(".")[2]]
        for call in calls
    ]
    cells = texts(page, "#auction td")
    assert cells[: len(words)] == words
    assert cells[len(words) :] == [""] * (len(cells) - len(words))
    assert texts(page, "#auction th") == ["You", "East", "South", "West"]
    contract = data(state.contract)
    shown = f"7NT {contract['doubling']}" if contract["doubling"] != "undoubled" else "7NT"
    tricks = len(state.played) // 4
    assert texts(page, "#trump .note") == [
        f"Contract {shown}, yours to declare: 13 tricks to take",
        f"Tricks: declarer {state.declarer_tricks}, defenders {tricks - state.declarer_tricks}",
    ]


def test_a_declarer_plays_the_dummys_cards_from_the_page(server: Running) -> None:
    # North (this page) deals, as bridge's rules do by default, and opens 7NT: no call can go
    # over it, so whatever comes after, North declares and South (a bot) is the dummy. East is
    # a second person, who leads and then sees the dummy faced; a spectator watches.
    with chromium_page() as north:
        frames = record_frames(north)
        table_id = create_table(north, server, "bridge", name="Ana", humans=2)
        room = server.room(table_id)
        east = another_page(north)
        east_frames = record_frames(east)
        east.goto(server.url)
        # The page keeps the name once its form is set up (after its strings are loaded):
        # fill it then, and wait until it is kept before opening the table.
        east.wait_for_function(f"() => {NAME_FIELD}.onchange !== null")
        east.fill("#create input[name=name]", "Bor")
        east.dispatch_event("#create input[name=name]", "change")
        east.wait_for_function("() => localStorage.getItem('tricktaker:name') === 'Bor'")
        east.goto(f"{server.url}?table={table_id}")
        east.wait_for_function("() => state.shown !== null && state.me.seat === 1")
        watcher = another_page(north)
        watcher.goto(server.url)
        watcher.wait_for_function("() => state.welcome !== null")
        watcher.evaluate("(table) => connect({type: 'join', table, spectate: true})", table_id)
        watcher.wait_for_function("() => state.shown !== null")

        # The auction: a button for each legal call, the bids a level to a line.
        wait_for_move_or(north, OVER)
        assert texts(north, "#choices > button") == ["Pass"]
        levels = north.locator("#choices .level")
        assert levels.count() == 7
        assert texts(north, "#choices .level[data-level='1'] button") == [
            "1♣", "1♦", "1♥", "1♠", "1NT"
        ]  # fmt: skip
        north.locator("#choices button", has_text="7NT").click()

        pages = [north, east]
        dummy_plays = own_plays = 0
        while (page := next_to_move(pages)) is not None:
            view = page.evaluate("() => state.shown")
            if page is east or view["phase"] == "auction":
                page.locator(MOVES).first.click()  # East's cards, and any pass
                continue
            state = room.table.state
            assert state.decider == 0
            dummy = [card.code for card in bridge.GAME.words.sort(state.hands[2])]  # ♠ first
            plays = [action["card"] for action in view["legal_actions"]]
            shown = dict(north.evaluate(f"() => {SHOWN_DUMMY}"))
            assert list(shown) == dummy  # the faced dummy, at South's place
            own = north.locator("#hand .card")
            before = len(room.table.history)
            if state.to_act == 2:
                # The dummy's legal cards are the moves, and the own hand is only to be read.
                plays = [card for card, legal in shown.items() if legal]  # in the hand's order
                assert sorted(plays) == sorted(action["card"] for action in view["legal_actions"])
                assert north.locator("#hand button.legal, #hand .card:disabled").count() == 0
                assert own.count() == len(view["hand"])
                assert north.inner_text("#status") == "Your turn: play a card of South"
                for other in (east, watcher):  # the dummy faced for the others, not playable
                    shown_dummy_settles(other, dummy)
                status_settles(east, "Waiting for North")  # East's page may lag a move behind
                if dummy_plays == 0:
                    check_auction_and_contract(north, state)
                if dummy_plays == 1:  # once by keyboard: from the first legal card to the next
                    north.keyboard.press("ArrowRight")
                    north.keyboard.press("Enter")
                    chosen = plays[1 % len(plays)]
                else:
                    chosen = plays[0]
                    north.locator(f".shown-hand button.legal[data-card='{chosen}']").click()
                dummy_plays += 1
            else:
                assert state.to_act == 0
                assert not any(shown.values())  # North's own turn: the dummy is only shown
                chosen = plays[0]
                north.locator(f"#hand button.legal[data-card='{chosen}']").click()
                own_plays += 1
            deadline = time.monotonic() + 10
            while len(room.table.history) == before:
                assert time.monotonic() < deadline, "the click made no move"
                north.wait_for_timeout(10)
            made = room.table.history[before]
            assert data(made)["card"] == chosen
            played = data(state.apply(made)[1][0])  # the card is played from the dummy's hand
            assert (played["type"], played["seat"], played["card"]) == (
                "CardPlayed", state.to_act, chosen
            )  # fmt: skip
        assert (dummy_plays, own_plays) == (13, 13)

        state = room.table.state
        assert state.is_over
        assert state.contract is not None
        assert state.contract.declarer == 0
        assert north.locator("#sheet tbody tr").count() == 1  # the board's row
        assert north.inner_text("#error") == east.inner_text("#error") == ""
        check_seat_stream(room, frames)
        check_seat_stream(room, east_frames)


def test_the_dummys_own_page_offers_nothing_and_waits_for_its_declarer(server: Running) -> None:
    # Three people: North (this page) and East pass, South opens 7NT and declares; North is
    # the dummy. When the dummy is to play, its page offers nothing and waits for South's.
    with chromium_page() as north:
        frames = record_frames(north)
        table_id = create_table(north, server, "bridge", name="Ana", humans=3)
        room = server.room(table_id)
        others = []
        for seat in (1, 2):
            page = another_page(north)
            page.goto(f"{server.url}?table={table_id}")
            page.wait_for_function(f"() => state.shown !== null && state.me.seat === {seat}")
            others.append(page)
        east, south = others
        for page, call in ((north, "Pass"), (east, "Pass"), (south, "7NT")):
            wait_for_move_or(page, OVER)
            page.locator("#choices button", has_text=call).first.click()
        pages = [north, east, south]
        dummy_turn = "state.shown.phase === 'play' && state.shown.to_act === 0"
        while True:  # the calls after 7NT (passes), until West has led and the dummy is to play
            page = next_to_move(pages)
            assert page is not None
            state = room.table.state  # waiting for the page that offers a move
            if state.contract is not None and state.to_act == 0:
                break
            page.locator(MOVES).first.click()
        assert state.contract is not None
        assert (state.contract.declarer, state.to_act, state.decider) == (2, 0, 2)

        for page in pages:
            page.wait_for_function(f"() => {dummy_turn}")
        assert not has_move(north)
        assert north.evaluate("() => state.shown.legal_actions") == []
        assert north.inner_text("#status") == "Waiting for South"
        own_box = north.locator("#seats .seat[data-seat='0']")
        assert "Dummy" in texts(north, "#seats .seat[data-seat='0'] .mark")
        assert own_box.locator(".shown-hand").count() == 0  # its hand is its own, below
        assert north.locator("#hand .card").count() == len(state.hands[0])
        assert north.locator("#hand button.legal, #hand .card:disabled").count() == 0
        # South's page plays North's cards.
        legal = south.locator(".shown-hand[data-seat='0'] button.legal:not([disabled])")
        assert legal.count() == len(state.view(2).legal_actions()) > 0
        check_seat_stream(room, frames, complete=False)


# -- bridge: a claim made from the page, the opponents asked, the board scored ------------------


def accept_button(page: Any) -> Any:
    return page.locator("#choices button.legal:not([disabled])", has_text="Accept the claim")


def move_by(room: Any, button: Any) -> None:
    """Click ``button`` and wait until the table has taken the move."""
    before = len(room.table.history)
    button.click()
    deadline = time.monotonic() + 10
    while len(room.table.history) == before:
        assert time.monotonic() < deadline, "the click made no move"
        time.sleep(0.01)


@pytest.mark.parametrize("width", [1000, PHONE])
def test_a_declarer_claims_and_the_opponents_accept_from_their_pages(
    server: Running, width: int
) -> None:
    # Four people. North (this page) deals and opens 7NT, the others pass: North declares,
    # South is the dummy, East leads. Then North, deciding for the dummy, claims the 13
    # remaining tricks (Law 68A) with the claim buttons; play stops, East and West are each
    # asked to accept or dispute it (Law 68D: the claim is answered by both opponents), and
    # both accept (Law 69A): the board is over, scored with the tricks claimed: 7NT made not
    # vulnerable, 1520 to North-South (Law 77).
    with chromium_page(width) as north:
        frames = {0: record_frames(north)}
        table_id = create_table(north, server, "bridge", name="Ana", humans=4, claims=True)
        room = server.room(table_id)
        pages = {0: north}
        for seat in (1, 2, 3):
            page = another_page(north, width)
            frames[seat] = record_frames(page)
            page.goto(f"{server.url}?table={table_id}")
            page.wait_for_function(f"() => state.shown !== null && state.me.seat === {seat}")
            pages[seat] = page
        for seat, call in ((0, "7NT"), (1, "Pass"), (2, "Pass"), (3, "Pass")):
            wait_for_move_or(pages[seat], OVER)
            move_by(room, pages[seat].locator("#choices button", has_text=call).first)
        wait_for_move_or(pages[1], OVER)  # East leads (a defender may claim too: it does not)
        assert pages[1].locator("#choices .claims button").count() == 14
        move_by(room, pages[1].locator("#hand button.legal:not([disabled])").first)

        # North decides for the dummy: its cards, and a claim of each number of the tricks.
        north.wait_for_function("() => state.shown.to_act === 2 && state.shown.decider === 0")
        claims = texts(north, "#choices .claims button")
        assert claims == ["Concede the remaining tricks", *(f"Claim {n}" for n in range(1, 14))]
        move_by(room, north.locator("#choices .claims button", has_text="Claim 13"))
        asked = []
        while (state := room.table.state).phase is not bridge.Phase.OVER:
            seat = state.to_act
            assert state.phase is bridge.Phase.CLAIM
            assert seat in (1, 3)
            page = pages[seat]
            accept_button(page).wait_for()
            assert texts(page, "#choices button") == ["Accept the claim", "Dispute the claim"]
            assert page.inner_text("#status") == "Your turn"
            prompt = "Accept the claim, or dispute it and play on"
            page.wait_for_function(f"() => $('prompt').textContent === {json.dumps(prompt)}")
            for other in (0, 2):  # the claimer and the dummy are told, not asked
                assert pages[other].inner_text("#prompt") == ""
            for other in (0, 2):  # the claimer and the dummy are offered nothing
                assert pages[other].locator(MOVES).count() == 0
            move_by(room, accept_button(page))
            asked.append(seat)
        assert sorted(asked) == [1, 3]

        state = room.table.state
        assert state.is_over
        assert state.claims[-1].accepted == tuple(asked)
        assert (state.declarer_tricks, state.scores) == (13, (1520, -1520, 1520, -1520))
        for seat, page in pages.items():
            page.wait_for_function(OVER)
            page.wait_for_selector("#over:not([hidden])")
            assert page.locator("#sheet tbody tr").count() == 1  # the board's row
            totals = [int(total) for total in texts(page, "#sheet tfoot td")]
            assert totals == [1520, -1520]  # North-South, East-West
            assert texts(page, "#sheet tbody th") == ["1"]
            assert page.inner_text("#result") == ("You won!" if seat % 2 == 0 else "You lost")
            log = texts(page, "#log li")
            claimed = "You claim" if seat == 0 else "North claims"
            assert f"{claimed} 13 of the 13 remaining tricks" in log, log
            assert (
                sum("accept the claim" in line or "accepts the claim" in line for line in log) == 2
            )
            assert page.inner_text("#error") == ""
            # At 390 px nothing is wider than the screen.
            assert page.evaluate("() => document.documentElement.scrollWidth") <= width
            check_seat_stream(room, frames[seat])
