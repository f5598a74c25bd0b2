"""The page speaks each game's language (issue 51), in Debian's chromium at desktop width and
at 390 px: Hearts ranks the lowest total first and passes three cards chosen together, in
the direction it shows; Spades says nil and plays to 500; a bridge board reads North, East,
South and West everywhere, its hands spades first, its dummy in full view on a phone; every
game's header says which deal it is and how the game ends; the log is in one language after
the language changes; the lobby offers only the players a game allows; a deal of Doppelkopf
reads gesund, Re and Kontra, keine 90, the trumps by their names, and ranks its end by the
game points won (issue 53); a deal of Tarok bids, calls its king, takes its talon and lays
away in Tarok's words, in English and in Slovenian."""

from __future__ import annotations

import importlib
import os
import re
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from tests.registry import player_counts
from tests.web.browser import (
    MOVES,
    PHONE,
    another_page,
    chromium_page,
    click_until,
    create_table,
    record_frames,
    wait_for_move_or,
)
from tests.web.harness import Running, check_seat_stream, data, running_server

REQUIRED = os.environ.get("TRICKTAKER_REQUIRE_BROWSER") == "1"
for module in ("starlette", "uvicorn", "websockets", "babel", "playwright.sync_api"):
    if REQUIRED:
        importlib.import_module(module)  # missing: an error, not a skip
    else:
        pytest.importorskip(module, reason="the web dependency group is not installed")
if shutil.which("chromium") is None:
    if REQUIRED:
        pytest.fail("TRICKTAKER_REQUIRE_BROWSER=1 but chromium is not on PATH", pytrace=False)
    pytest.skip("Debian's chromium is not installed", allow_module_level=True)

from tricktaker import available_games, bridge, doppelkopf, hearts, tarok  # noqa: E402
from tricktaker.web.i18n import card_name, narrate, page_strings  # noqa: E402  (babel: above)

OVER = "state.shown.to_act === null"
# The element at the middle of each card played to the trick is that card: nothing covers it.
TRICK_IN_VIEW = (
    "[...document.querySelectorAll('#seats .card.played')].every((card) => {"
    " const box = card.getBoundingClientRect();"
    " const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);"
    " return top !== null && card.contains(top); })"
)


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    # every game's table at two widths, and the others': more than the 20 tables that one
    # address may keep by default
    with running_server(bot_delay=0.0, tables_per_address=100) as running:
        yield running


def texts(page: Any, selector: str) -> list[str]:
    return [text.strip() for text in page.locator(selector).all_inner_texts()]


def cards(page: Any, selector: str) -> list[str]:
    return list(page.locator(selector).evaluate_all("cs => cs.map(c => c.dataset.card)"))


def fits(page: Any, width: int) -> None:
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("width", [1000, PHONE])
def test_hearts_passes_three_cards_chosen_together_and_ranks_the_lowest_first(
    server: Running, width: int
) -> None:
    with chromium_page(width) as page:
        frames = record_frames(page)
        table_id = create_table(page, server, "hearts", hands=1)
        room = server.room(table_id)
        assert page.inner_text("#info") == "Hearts · Hand 1 · to 100, 1 hand at most"

        # The pass: its direction said, three cards picked (one put back and picked again),
        # nothing sent until they are confirmed, then the three at once.
        wait_for_move_or(page, OVER)
        assert page.inner_text("#prompt") == "Pass 3 cards to the left"
        picked = cards(page, "#hand button.legal")[:3]
        for count, code in enumerate(picked, start=1):
            page.click(f"#hand button[data-card='{code}']")
            assert page.inner_text("#choices button.confirm") == f"Confirm ({count}/3)"
        assert page.locator("#hand button.legal:not(.picked):not([disabled])").count() == 0
        page.click(f"#hand button[data-card='{picked[1]}']")  # put back: another may be picked
        assert page.inner_text("#choices button.confirm") == "Confirm (2/3)"
        assert page.locator("#choices button.confirm").is_disabled()
        page.click(f"#hand button[data-card='{picked[1]}']")
        assert room.table.history == ()  # nothing sent yet
        page.click("#choices button.confirm")
        page.wait_for_function("() => state.shown.phase === 'play'")
        sent = [picked[0], picked[2], picked[1]]  # in the order picked, the one put back last
        assert [data(action)["card"] for action in room.table.history[:3]] == sent

        # What was received: marked in the hand, and said under it.
        received = [card.code for card in room.table.view(0).received]
        assert sorted(cards(page, "#hand .card.received")) == sorted(received)
        assert page.inner_text("#received").startswith("Received: ")
        fits(page, width)
        click_until(page, OVER)

        # The end: the lowest total first and named the winner; points taken in red.
        state = room.table.state
        assert state.is_over
        page.wait_for_selector("#over:not([hidden])")
        final = texts(page, "#final li")
        assert [int(line.rsplit(":", 1)[1]) for line in final] == sorted(state.scores)
        winners = ", ".join("You" if seat == 0 else f"Seat {seat}" for seat in state.winners)
        assert page.inner_text("#winners") == f"Winners: {winners}"
        assert page.inner_text("#result") == ("You won!" if 0 in state.winners else "You lost")
        tones = page.locator("#sheet tbody td .points").evaluate_all(
            "ps => ps.map(p => [Number(p.textContent), p.className])"
        )
        assert len(tones) == 4
        for points, tone in tones:
            assert tone == (
                "points bad" if points > 0 else "points" if points == 0 else "points good"
            )
        # No other seat's hidden pass fills the log.
        assert not [line for line in texts(page, "#log li") if "passes a card" in line]
        fits(page, width)
        check_seat_stream(room, frames)


@pytest.mark.parametrize("width", [1000, PHONE])
def test_spades_says_nil_and_plays_to_its_target(server: Running, width: int) -> None:
    with chromium_page(width) as page:
        create_table(page, server, "spades")
        assert page.inner_text("#info") == "Spades · Hand 1 · to 500"
        assert page.locator("#trump .trump-card").count() == 0  # Spades turns no card
        wait_for_move_or(page, OVER)
        buttons = texts(page, "#choices button")
        assert buttons[:3] == ["Nil", "Bid 1", "Bid 2"]
        page.locator("#choices button", has_text="Nil").click()
        page.wait_for_function("() => state.shown.bids[0] === 0")
        assert texts(page, "#seats .seat[data-seat='0'] .bid") == ["Nil"]
        page.wait_for_function("() => state.log.includes('You bid nil')")
        # each seat's bid as the page shows it, beside the view it drew (bots bid on meanwhile)
        bids, lines = page.evaluate(
            "() => [state.shown.bids, [...document.querySelectorAll('#seats .seat .bid')]"
            ".map((b) => b.textContent)]"
        )
        for seat in range(1, 4):
            line = lines[seat]
            assert line == (
                "Bid –" if bids[seat] is None else "Nil" if bids[seat] == 0 else f"Bid {bids[seat]}"
            )
        fits(page, width)


@pytest.mark.parametrize("width", [1000, PHONE])
def test_a_bridge_board_reads_north_east_south_west_and_shows_the_dummy(
    server: Running, width: int
) -> None:
    # North (this page) deals and opens 7NT, so North declares and South, a bot, is dummy.
    with chromium_page(width) as page:
        frames = record_frames(page)
        table_id = create_table(page, server, "bridge", name="Ana")
        room = server.room(table_id)
        assert page.inner_text("#info") == "Bridge · Board 1"
        assert texts(page, "#seats .seat .name") == ["North (You)", "East", "South", "West"]
        teams = dict(
            page.locator("#seats .seat .mark.team").evaluate_all(
                "ms => ms.map(m => [m.closest('.seat').dataset.seat, m.textContent])"
            )
        )
        assert teams == {"0": "N–S", "1": "E–W", "2": "Your partner", "3": "E–W"}
        hand = [card.code for card in bridge.GAME.words.sort(room.table.view(0).hand)]
        assert cards(page, "#hand .card") == hand  # spades first, high to low
        assert hand[0][-1] == "S" or not any(code.endswith("S") for code in hand)

        wait_for_move_or(page, OVER)
        page.locator("#choices button", has_text="7NT").click()
        played_by_dummy = False
        while not played_by_dummy:
            wait_for_move_or(page, OVER)
            if page.evaluate("() => state.shown.phase === 'auction'"):  # 7NT doubled: pass
                page.locator(MOVES).first.click()
                page.wait_for_function("() => state.shown.phase !== 'auction'")
                continue
            state = room.table.state
            assert state.contract is not None
            assert state.contract.declarer == 0
            assert re.fullmatch(
                r"Contract 7NT( doubled)?, yours to declare: 13 tricks to take",
                texts(page, "#trump .note")[0],
            )
            if state.to_act == 2:  # the dummy's turn: its hand in full view
                dummy = [card.code for card in bridge.GAME.words.sort(state.hands[2])]
                assert cards(page, ".shown-hand .card") == dummy
                assert page.inner_text("#status") == "Your turn: play a card of South"
                box = page.locator(".shown-hand").bounding_box()
                assert box is not None
                assert box["x"] >= 0
                assert box["x"] + box["width"] <= width
                if width == PHONE:  # below the table, leaving the trick free
                    felt = page.locator("#felt").bounding_box()
                    assert felt is not None
                    assert box["y"] >= felt["y"] + felt["height"]
                assert page.evaluate(f"() => {TRICK_IN_VIEW}")
                page.locator(".shown-hand button.legal").first.click()
                page.wait_for_function(
                    "() => state.shown.trick.length === 0 || state.shown.to_act !== 2"
                )
                # The dummy's card in the trick (or its last trick), not covered by any box.
                page.wait_for_function(f"() => {TRICK_IN_VIEW}")
                played_by_dummy = True
            else:
                page.locator(MOVES).first.click()
        log = texts(page, "#log li")
        assert not [line for line in log if "Seat" in line or "seat " in line], log
        assert "East passes" in log or "West passes" in log
        assert any(line.startswith("South is dummy: ") for line in log)
        fits(page, width)
        check_seat_stream(room, frames, complete=False)


@pytest.mark.parametrize("width", [1000, PHONE])
def test_every_games_header_says_which_deal_it_is_and_how_the_game_ends(
    server: Running, width: int
) -> None:
    expected = {
        "bridge": "Bridge · Board 1",
        "doppelkopf": "Doppelkopf · Hand 1 of 24",
        "euchre": "Euchre · Hand 1 · to 10",
        "hearts": "Hearts · Hand 1 · to 100",
        "ohhell": "Oh Hell · Round 1 of 23",
        "skat": "Skat · Hand 1 of 3 · list scores",
        "spades": "Spades · Hand 1 · to 500",
        "szaman": "Szaman · Hand 1 of 6",
        "tarok": "Tarok · Hand 1",
        "whist": "Whist · Hand 1 · to 5",
        "wizard": "Wizard · Round 1 of 15",
    }
    with chromium_page(width) as page:
        for game in available_games():
            create_table(page, server, game)
            fits(page, width)
            info = page.inner_text("#info")
            assert " of 0" not in info, info
            assert "of 1000" not in info, info
            assert info == expected.get(game, info), game


@pytest.mark.parametrize("width", [1000, PHONE])
def test_after_the_language_changes_the_log_is_all_in_the_new_one(
    server: Running, width: int
) -> None:
    with chromium_page(width) as page:
        frames = record_frames(page)
        table_id = create_table(page, server, "wizard", players=4)
        click_until(page, "state.log.length >= 8")
        english = texts(page, "#log li")
        page.select_option("#language", "pl")
        all_polish = "!state.log.some((line) => lines.includes(line))"
        page.wait_for_function(
            f"(lines) => state.log.length >= lines.length && {all_polish}", arg=english
        )
        room = server.room(table_id)
        log = texts(page, "#log li")
        polish = [
            narrate(
                event.for_seat(0), seat=0, names=room.names(), language="pl", words=room.game.words
            )
            for event in room.table.events
        ]
        assert log == [line for line in polish if line][: len(log)]
        assert not set(log) & set(english)
        click_until(page, f"state.log.length >= {len(log) + 4}")  # and it goes on in Polish
        assert frames.lang == "pl"
        fits(page, width)
        check_seat_stream(room, frames, complete=False)


def test_the_lobby_offers_only_the_players_a_game_allows(server: Running) -> None:
    with chromium_page(PHONE) as page:
        page.goto(server.url)
        page.wait_for_selector("#create select[name=game] option", state="attached")
        for game in available_games():  # a field only where the number of players may vary
            page.select_option("#create select[name=game]", game)
            players = page.locator("#create [name='rule:players']")
            counts = player_counts(game)
            if len(counts) == 1:  # Hearts, Spades, bridge, Euchre, Doppelkopf: four; Skat three
                assert players.count() == 0, game
            else:
                bounds = (players.get_attribute("min"), players.get_attribute("max"))
                assert bounds == (str(min(counts)), str(max(counts))), game
        page.select_option("#create select[name=game]", "hearts")
        hands = page.locator("#create label:has([name='rule:hands'])")
        assert hands.inner_text().split() == ["Hands", "0:", "up", "to", "the", "target"]
        page.select_option("#create select[name=game]", "wizard")
        players = page.locator("#create [name='rule:players']")
        assert (players.get_attribute("min"), players.get_attribute("max")) == ("3", "6")
        page.select_option("#create select[name=game]", "hearts")
        page.click("#create button[type=submit]")
        page.wait_for_selector("#game:not([hidden])")
        assert hearts.Rules().players == 4
        assert page.inner_text("#error") == ""


# The normal game's trumps, high to low (the DDV's Turnierspielregeln, 2.3), by their names.
DOPPELKOPF_TRUMPS = "10♥ (Dulle) Q♣ Q♠ Q♥ Q♦ J♣ (Karlchen) J♠ J♥ J♦ A♦ (Fuchs) 10♦ K♦ 9♦"


def polish_log_settles(page: Any, english: list[str]) -> None:
    page.wait_for_function(
        "(lines) => state.log.length >= lines.length"
        " && !state.log.some((line) => lines.includes(line))",
        arg=english,
    )


@pytest.mark.parametrize("width", [1000, PHONE])
def test_a_deal_of_doppelkopf_reads_in_its_own_words(server: Running, width: int) -> None:
    with chromium_page(width) as page:
        frames = record_frames(page)
        table_id = create_table(page, server, "doppelkopf", deals=1)
        room = server.room(table_id)
        info = page.inner_text("#info")
        assert info == "Doppelkopf · Hand 1"
        assert " of 0" not in info
        assert "of 1000" not in info

        # The reservations: gesund or a solo by its name (Hochzeit with both queens of clubs).
        wait_for_move_or(page, OVER)
        assert page.inner_text("#prompt") == "Say gesund or declare a solo"
        hand = room.table.view(0).hand
        said = ["Gesund", "Damensolo", "Bubensolo", "Kreuzsolo", "Piksolo", "Herzsolo"]
        said += ["Karosolo", "Fleischloser"]
        if sum(card.code.startswith("QC") for card in hand) == 2:
            said.append("Hochzeit")
        assert texts(page, "#choices button") == said
        page.locator("#choices button", has_text="Gesund").click()

        # The play: the trumps by their names, and seat 0's own announcement from the page.
        page.wait_for_function("() => state.shown.phase === 'play' && state.shown.to_act === 0")
        notes = texts(page, "#trump .note")
        assert notes[0] == f"Normalspiel, trumps high to low: {DOPPELKOPF_TRUMPS}"
        own = "Re" if any(card.code.startswith("QC") for card in hand) else "Kontra"
        buttons = texts(page, "#choices button")
        absagen = ["Keine 90", "Keine 60", "Keine 30", "Schwarz"]
        partner_said = any(
            type(e) is doppelkopf.Announced and e.party.value == own for e in room.table.events
        )
        assert buttons == (absagen if partner_said else [own, *absagen])  # 12 cards: all
        call = buttons[0]  # Re or Kontra; or keine 90 where the partner said it
        page.locator("#choices button", has_text=call).click()
        told = f"You say {own}" if call == own else f"You say {call.lower()} ({own})"
        page.wait_for_function(f"() => state.log.includes({told!r})")
        made = [e for e in room.table.events if type(e) is doppelkopf.Announced and e.seat == 0]
        assert [str(event.call) for event in made] == [call if call == own else call.lower()]
        page.wait_for_function(  # the view after it: the party shown, and what it announced
            "(own) => [...document.querySelectorAll('#trump .note')]"
            ".some((note) => note.textContent.startsWith(own + ': you'))",
            arg=own,
        )
        line = next(note for note in texts(page, "#trump .note") if note.startswith(own))
        assert line.startswith(f"{own}: you")
        assert ", announced " in line
        assert call not in texts(page, "#choices button")  # said: not offered again
        fits(page, width)

        # Polish from here on: the whole log in Polish, the notes too (the game's words stay).
        english = texts(page, "#log li")
        page.select_option("#language", "pl")
        polish_log_settles(page, english)
        trumps = f"Normalspiel, atuty od najstarszego: {DOPPELKOPF_TRUMPS}"
        page.wait_for_function(  # the view's words come in Polish with the next view
            "(trumps) => document.querySelector('#trump .note')?.textContent === trumps",
            arg=trumps,
        )
        click_until(page, OVER)
        state = room.table.state
        log = texts(page, "#log li")
        polish = [
            narrate(
                event.for_seat(0), seat=0, names=room.names(), language="pl", words=room.game.words
            )
            for event in room.table.events
        ]
        assert log == [line for line in polish if line]
        assert not set(log) & set(english)

        # The end, ranked by the game points won: the highest total first, the winners' own.
        page.wait_for_selector("#over:not([hidden])")
        words = page_strings("pl")
        assert page.inner_text("#result") == words["You won!" if 0 in state.winners else "You lost"]
        final = [int(line.rsplit(":", 1)[1]) for line in texts(page, "#final li")]
        assert final == sorted(state.scores, reverse=True)
        assert final[0] == max(state.scores) == state.scores[state.winners[0]]
        assert sum(state.scores) == 0
        fits(page, width)
        check_seat_stream(room, frames)


# Skat's words on the page, as its players say them (the ISkO, pagat.com): the page capitalises
# the first letter of each button and prompt.
SKAT_WORDS = {
    "en": {
        "pass": "Pass", "yes": "Yes", "bid": "Bid {value} or more, or pass",
        "hold": "{value} is said: hold it with yes, or pass",
        "skat": "Pick up the skat or play Hand", "pick up": "Pick up the skat",
        "hand": "Play Hand", "two": "Lay two cards away into the skat",
        "one": "Lay one more card away into the skat", "announce": "Announce your game",
        "games": ["Karo", "Herz", "Pik", "Kreuz", "Grand"], "null": ["Null", "Null Ouvert"],
        "declared": "You declare Herz",
    },
    "pl": {
        "pass": "Pas", "yes": "Tak", "bid": "Licytuj {value} lub więcej albo pas",
        "hold": "Padło {value}: powiedz tak albo pas",
        "skat": "Weź skata albo graj z ręki", "pick up": "Weź skata",
        "hand": "Graj z ręki (Hand)", "two": "Odłóż dwie karty do skata",
        "one": "Odłóż jeszcze jedną kartę do skata", "announce": "Zapowiedz swoją grę",
        "games": ["Karo", "Kier", "Pik", "Trefl", "Grand"], "null": ["Null", "Null ouvert"],
        "declared": "Zapowiadasz kier",
    },
}  # fmt: skip


def skat_hand_in_its_words(page: Any, room: Any, said: dict[str, Any]) -> None:
    """Seat 0 through a hand of Skat from the page up to its first card: it says the next
    value or "yes" until it declares, picks up the skat, lays away the first cards offered and
    announces Herz; each prompt, button and the hand's order as Skat's
    players read them, in the words of ``said``."""
    from tricktaker import skat

    grand = skat.words.order_for(None)
    while not wait_for_move_or(page, f"{OVER} || state.shown.phase === 'play'"):
        view = room.table.view(0)
        phase = page.evaluate("() => state.shown.phase")
        assert phase == view.phase.value
        buttons, prompt = texts(page, "#choices button"), page.inner_text("#prompt")
        if phase == "bid":  # the jacks first, then each suit A 10 K Q 9 8 7, as in a Grand
            assert cards(page, "#hand .card") == [c.code for c in sorted(view.hand, key=grand)]
            at = skat.read_auction(view.bidding)
            if at.answering:
                assert buttons == [said["pass"], said["yes"]]
                assert prompt == said["hold"].format(value=at.bid)
                page.locator("#choices button").nth(1).click()
                continue
            values = [value for value in skat.BID_VALUES if value > at.bid]
            assert buttons == [said["pass"], *map(str, values[:1] if at.alone else values)]
            assert prompt == said["bid"].format(value=values[0])
            page.locator("#choices button").nth(1).click()  # the next value
        elif phase == "skat":
            assert buttons == [said["pick up"], said["hand"]]
            assert prompt == said["skat"]
            page.locator("#choices button").first.click()
        elif phase == "discard":
            assert prompt == said["one" if view.laid_away else "two"]
            page.locator("#hand button.legal").first.click()
        else:
            assert phase == "announce", phase
            assert prompt == said["announce"]
            nulls = [
                ouvert for ouvert in (False, True) if skat.NULL_VALUES[(False, ouvert)] >= view.bid
            ]
            assert buttons == said["games"] + [said["null"][ouvert] for ouvert in nulls]
            page.locator("#choices button").nth(1).click()  # Herz: hearts trump after the jacks
            page.wait_for_function("(line) => state.log.includes(line)", arg=said["declared"])
    view = room.table.view(0)
    assert view.declarer == 0
    shown = [card.code for card in sorted(view.hand, key=skat.words.order_for(view.contract))]
    page.wait_for_function(  # the view's words give the order of the game declared
        "(codes) => [...document.querySelectorAll('#hand .card')]"
        ".map((card) => card.dataset.card).join() === codes.join()",
        arg=shown,
    )


@pytest.mark.parametrize("width", [1000, PHONE])
def test_a_deal_of_skat_reads_in_its_own_words(server: Running, width: int) -> None:
    # Not the fallback's "PickUp true", 'Declare "grand" false false false', nor the hand in
    # the plain order ♣♦♥♠ with the 10 below the K: Skat's auction, the skat, the game and the
    # hand's order, in English, and in Polish after the language changes.
    with chromium_page(width) as page:
        frames = record_frames(page)
        table_id = create_table(page, server, "skat", hands=2)
        room = server.room(table_id)
        assert page.inner_text("#info").startswith("Skat · Hand 1 of 2")
        skat_hand_in_its_words(page, room, SKAT_WORDS["en"])
        fits(page, width)

        english = texts(page, "#log li")
        page.select_option("#language", "pl")
        polish_log_settles(page, english)
        click_until(page, f"{OVER} || state.shown.hand_number === 2")
        skat_hand_in_its_words(page, room, SKAT_WORDS["pl"])
        fits(page, width)
        click_until(page, OVER)
        check_seat_stream(room, frames)


# Tarok's contracts as its buttons read them: in English with the Slovenian name (pagat.com's
# Slovenian Tarok page), in Slovenian by the name (the Slovenian Tarok association's rules).
TAROK_BIDS = {
    "en": ["Klop", "Three (tri)", "Two (dva)", "One (ena)", "Solo three (solo tri)",
           "Solo two (solo dva)", "Solo one (solo ena)", "Beggar (berač)",
           "Solo without (solo brez)", "Open beggar (odprti berač)",
           "Colour valat (barvni valat)", "Valat"],
    "sl": ["Klop", "Tri", "Dva", "Ena", "Solo tri", "Solo dva", "Solo ena", "Berač", "Solo brez",
           "Odprti berač", "Barvni valat", "Valat"],
}  # fmt: skip
TAROK_SUITS = "♥♦♠♣"  # a hand's suits after the taroks, in OpenSpiel's order (cards.cc)


def switch_language(page: Any, language: str) -> None:
    """Choose ``language`` and wait until the seat's view is drawn again in it."""
    page.select_option("#language", language)
    page.wait_for_function(
        "(lang) => document.documentElement.lang === lang && state.shown !== null"
        " && state.viewWords !== null",
        arg=language,
    )


def buttons_read(page: Any, expected: list[str]) -> None:
    page.wait_for_function(
        "(expected) => JSON.stringify([...document.querySelectorAll('#choices button')]"
        ".map((b) => b.textContent.trim())) === JSON.stringify(expected)",
        arg=expected,
    )


def prompt_reads(page: Any, expected: str) -> None:
    page.wait_for_function(
        "(expected) => document.querySelector('#prompt').textContent === expected", arg=expected
    )


def notes_read(page: Any, expected: list[str]) -> None:
    page.wait_for_function(
        "(expected) => JSON.stringify([...document.querySelectorAll('#trump .note')]"
        ".map((n) => n.textContent)) === JSON.stringify(expected)",
        arg=expected,
    )


def tarok_hand_order(code: str) -> tuple[int, int]:
    """Where a card goes in a Tarok hand, from its code alone: the taroks high to low (the
    škis T22, the mond T21 ... the pagat T1), then ♥ ♦ ♠ ♣, each king, queen, knight, jack,
    then a red suit's 1 (A), 2, 3, 4 and a black suit's 10, 9, 8, 7."""
    if code.startswith("T"):
        return (0, -int(code[1:]))
    rank, suit = code[:-1], code[-1]
    ranks = (
        ["K", "Q", "C", "J", "A", "2", "3", "4"]
        if suit in "HD"
        else ["K", "Q", "C", "J", "10", "9", "8", "7"]
    )
    return (1 + "HDSC".index(suit), ranks.index(rank))


@pytest.mark.parametrize("width", [1000, PHONE])
def test_a_deal_of_tarok_reads_in_its_own_words(server: Running, width: int) -> None:
    # Four people: seats 1, 2 and 3 pass (naprej); seat 0, forehand (this page), bids three
    # (tri), calls a king, takes a part of the talon and lays away three cards; each choice read
    # in English and, after switching, in Slovenian.
    with chromium_page(width) as north:
        frames = record_frames(north)
        table_id = create_table(north, server, "tarok", humans=4)
        room = server.room(table_id)
        assert north.inner_text("#info") == "Tarok · Hand 1"
        others = []
        for seat in (1, 2, 3):
            page = another_page(north)
            page.goto(f"{server.url}?table={table_id}")
            page.wait_for_function(f"() => state.shown !== null && state.me.seat === {seat}")
            others.append(page)
        for page in others:  # the others bid first: none may bid three, forehand's alone
            wait_for_move_or(page, OVER)
            prompt_reads(page, "Bid a contract or pass (naprej)")
            buttons_read(page, ["Pass (naprej)", *TAROK_BIDS["en"][2:]])
            page.locator("#choices button", has_text="Pass (naprej)").click()

        # Forehand's bid: klop or any contract, by their names; no pass.
        wait_for_move_or(north, OVER)
        prompt_reads(north, "Bid a contract")
        buttons_read(north, TAROK_BIDS["en"])
        hand = cards(north, "#hand .card")
        assert hand == sorted(hand, key=tarok_hand_order)
        assert len(hand) == 12
        switch_language(north, "sl")
        prompt_reads(north, "Licitiraj igro")
        buttons_read(north, TAROK_BIDS["sl"])
        north.locator("#choices button").filter(has_text=re.compile("^Tri$")).click()

        # The king: called in Slovenian, then in English.
        north.wait_for_function("() => state.shown.phase === 'king' && state.shown.to_act === 0")
        kings = [card_name(f"K{suit}", "sl") for suit in "CDHS"]
        prompt_reads(north, "Pokliči kralja: kdor ga ima, je tvoj soigralec")
        buttons_read(north, [f"Pokliči {king}" for king in kings])
        switch_language(north, "en")
        prompt_reads(north, "Call a king: its holder is your partner")
        buttons_read(north, ["Call K♣", "Call K♦", "Call K♥", "Call K♠"])
        north.locator("#choices button", has_text="Call K♥").click()

        # The talon: its two parts of three, as they lie, in English, then in Slovenian.
        north.wait_for_function("() => state.shown.phase === 'talon' && state.shown.to_act === 0")
        talon = room.table.state.talon
        parts = " | ".join(" ".join(str(c) for c in talon[i : i + 3]) for i in (0, 3))
        prompt_reads(north, f"Take a part of the talon: {parts}")
        buttons_read(north, ["Take part 1 of the talon", "Take part 2 of the talon"])
        switch_language(north, "sl")
        parts = " | ".join(
            " ".join(card_name(c.code, "sl") for c in talon[i : i + 3]) for i in (0, 3)
        )
        prompt_reads(north, f"Vzemi kupček iz talona: {parts}")
        buttons_read(north, ["Vzemi 1. kupček", "Vzemi 2. kupček"])
        north.locator("#choices button", has_text="Vzemi 1. kupček").click()

        # Laying away three cards: each prompt in Slovenian's own plural.
        for left in ("Založi 3 karte", "Založi 2 karti", "Založi 1 karto"):
            prompt_reads(north, left)
            north.locator("#hand button.legal:not([disabled])").first.click()
        north.wait_for_function("() => state.shown.phase === 'play'")
        hand = cards(north, "#hand .card")
        assert hand == sorted(hand, key=tarok_hand_order)

        # Beside the table: the contract, the king called and the silent bonuses by name.
        king = card_name("KH", "sl")
        notes_read(north, [
            "Igraš tri", f"Klicani kralj: {king}",
            "Tihe napovedi: trula, kralji, kralj ultimo, pagat ultimo, valat",
        ])  # fmt: skip
        log = texts(north, "#log li")
        slovenian = [
            narrate(
                event.for_seat(0), seat=0, names=room.names(), language="sl", words=room.game.words
            )
            for event in room.table.events
        ]
        assert log == [line for line in slovenian if line][: len(log)]
        assert "Licitiraš tri" in log
        fits(north, width)
        switch_language(north, "en")
        notes_read(north, [
            "You play three (tri)", "Called king: K♥",
            "Silent bonuses: trula, kings (kralji), king ultimo (kralj ultimo), pagat ultimo,"
            " valat",
        ])  # fmt: skip
        assert room.table.state.contract is tarok.Contract.THREE
        assert room.table.state.declarer == 0
        fits(north, width)
        check_seat_stream(room, frames, complete=False)
