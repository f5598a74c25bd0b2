"""Boards as they were played (issue 54): a deal played under any board number, with any
dealer and vulnerability (``Rules.as_played``, ``Rules.first_board``), and a ``GameRecord``
that holds the given deal and replays it (``GameRecord.deals``), through JSON, PBN and LIN.

Law 2 of the Laws of Duplicate Bridge (2017) gives each board number its dealer and
vulnerability; a record's board may carry others (234 of the real records do), which the
game must keep. Scores are Law 77's: 3NT made with nine tricks is 400 not vulnerable and 600
vulnerable."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import (
    GameRecord,
    RulesError,
    Table,
    TableError,
    TricktakerError,
    bridge,
    chance,
    from_json,
    parse_cards,
    replay,
    skat,
    to_json,
    wizard,
)
from tricktaker.bridge import Rules
from tricktaker.cards import STANDARD_DECK
from tricktaker.testing import check_game
from tricktaker.words import Teller

HANDS = ("AKQJ.AKQ.AKQ.AKQ", "T987.JT98.JT9.JT", "6543.765.876.987", "2.432.5432.65432")
_READ = bridge.read_pbn(f'[Deal "N:{" ".join(HANDS)}"]')[0].deal
assert _READ is not None
DEAL: bridge.Deal = _READ
CARDS = tuple(card for hand in DEAL.hands for card in hand)


@pytest.mark.parametrize(
    ("dealer", "vulnerable", "seat", "sides"),
    [
        (None, None, 2, (True, True)),  # Law 2: board 7 is South's, both vulnerable
        ("E", "None", 1, (False, False)),
        ("w", "NS", 3, (True, False)),
        (0, "EW", 0, (False, True)),
        ("S", "All", 2, (True, True)),
        ("N", "Both", 0, (True, True)),
        (1, (True, False), 1, (True, False)),
        (3, "b", 3, (True, True)),  # LIN's letter
    ],
)
def test_as_played_takes_the_records_forms(
    dealer: int | str | None, vulnerable: str | tuple[bool, bool] | None, seat: int,
    sides: tuple[bool, bool],
) -> None:  # fmt: skip
    rules = Rules.as_played(7, dealer=dealer, vulnerable=vulnerable)
    assert (rules.first_board, rules.dealer_of(7), rules.vulnerable(7)) == (7, seat, sides)
    state = bridge.new_game(rules, seed=3, deal=DEAL)
    assert (state.board, state.dealer, state.vulnerable, state.to_act) == (7, seat, sides, seat)
    assert state.hands == DEAL.hands
    started = bridge.start(rules, seed=3, deal=DEAL)[1][0]
    assert isinstance(started, bridge.BoardStarted)
    assert (started.board, started.dealer, started.vulnerable) == (7, seat, sides)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        ({"board": 0}, "board must be a board number, not 0"),
        ({"board": "7"}, "board must be a board number, not '7'"),
        ({"dealer": 4}, "dealer must be a seat 0 to 3 or N, E, S or W, not 4"),
        ({"dealer": "North"}, "not 'North'"),
        ({"vulnerable": "NE"}, "vulnerable must be None, NS, EW, All (or Both)"),
        ({"vulnerable": (True,)}, "not (True,)"),
        ({"vulnerable": (1, 0)}, "not (1, 0)"),
        ({"rotation": True}, "Rules.rotation takes each board's dealer"),
        ({"boards": 0}, "Rules.boards must be an int from 1 to 1000"),
    ],
)
def test_as_played_refuses_what_is_none_of_its_forms(call: dict[str, object], message: str) -> None:
    arguments = {"board": 7, "dealer": "S", "vulnerable": "EW", **call}
    with pytest.raises(RulesError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Rules.as_played(**arguments)  # type: ignore[arg-type]


@pytest.mark.parametrize("first_board", [0, -1, 10**6 + 1, True, "3"])
def test_first_board_is_a_board_number(first_board: object) -> None:
    with pytest.raises(RulesError, match=r"Rules\.first_board must be a board number"):
        Rules(first_board=first_board)  # type: ignore[arg-type]


def test_the_boards_vulnerability_scores_it() -> None:
    # North opens 3NT, all pass; the play is the same, the score is Law 77's for each side
    def made(rules: Rules) -> bridge.State:
        state = bridge.new_game(rules, seed=0, deal=DEAL)
        for text in ("3NT", "Pass", "Pass", "Pass"):
            state = state.apply(bridge.read_call(text))[0]  # type: ignore[arg-type]
        rng = random.Random(0)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))[0]
        return state

    for vulnerable, points in (("None", 400), ("EW", 400), ("NS", 600), ("All", 600)):
        state = made(Rules.as_played(12, dealer="N", vulnerable=vulnerable))
        tricks = state.declarer_tricks
        assert tricks == 13  # North holds every ace, king, queen and jack
        assert state.scores[0] == points + 4 * 30  # four overtricks at 30
        assert state.board == 12


def test_the_boards_after_the_first_are_numbered_on() -> None:
    rules = Rules(first_board=15, boards=3, rotation=True)  # Law 2's boards 15, 16 and 17
    state = bridge.new_game(rules, seed=1)
    boards = []
    rng = random.Random(2)
    while not state.is_over:
        if not state.calls:
            boards.append((state.board, state.dealer, state.vulnerable))
        state = state.apply(rng.choice(state.legal_actions()))[0]
        assert from_json(to_json(state)) == state
    assert boards == [(15, 2, (True, False)), (16, 3, (False, True)), (17, 0, (False, False))]
    assert state.board == 17
    assert bridge.GAME.dealing is not None
    assert bridge.GAME.dealing.first_number(rules) == 15
    assert chance.new_game("bridge", rules).number == 15


def test_deal_board_knows_the_first_board() -> None:
    rules = Rules.as_played(9, dealer="W", vulnerable="EW", boards=2)
    state = bridge.deal_board(rules, 10, DEAL, scores=(50, -50, 50, -50))[0]
    assert (state.board, state.dealer, state.vulnerable) == (10, 3, (False, True))
    for number in (8, 11):
        with pytest.raises(RulesError, match=f"no board {number}: the game has boards 9 to 10"):
            bridge.deal_board(rules, number, DEAL, scores=(0, 0, 0, 0))


def test_a_state_of_a_board_outside_the_game_is_refused() -> None:
    state = bridge.new_game(Rules.as_played(40), seed=1)
    data = to_json(state).replace('"board":40', '"board":39')
    with pytest.raises(TricktakerError, match="board 39 of a game of boards 40 to 40"):
        from_json(data)


def test_the_conformance_kit_passes_a_game_that_starts_at_board_7() -> None:
    check_game(bridge.GAME, rules=Rules.as_played(7, dealer="N", boards=2), games=2)


def test_openspiel_parameters_are_the_first_boards() -> None:
    rules = Rules.as_played(6, dealer="W", vulnerable="NS")
    assert rules.openspiel_parameters() == {
        "use_double_dummy_result": False, "dealer": 3, "dealer_vul": False, "non_dealer_vul": True
    }  # fmt: skip


# -- GameRecord.deals: the cards given ---------------------------------------------------------


def test_a_record_of_a_given_deal_replays_it_through_json() -> None:
    rules = Rules.as_played(23, dealer="S", vulnerable="All", claims=True)
    state = bridge.new_game(rules, seed=5, deal=DEAL)
    actions = []
    for text in ("7NT", "Pass", "Pass", "Pass"):
        actions.append(bridge.read_call(text))
        state = state.apply(actions[-1])[0]  # type: ignore[arg-type]
    record = GameRecord(game="bridge", rules=rules, seed=5, actions=tuple(actions), deals=(CARDS,))
    assert record.replay() == state
    assert (state.board, state.dealer, str(state.contract)) == (23, 2, "7NT by S")
    again = from_json(to_json(record), GameRecord)
    assert again == record
    assert replay(again) == state
    assert '"deals":[["AS","KS",' not in to_json(record)  # each hand in the deal's own order
    assert to_json(record).endswith(f'"deals":[[{",".join(f"{c.code!r}" for c in CARDS)}]]}}'
                                    .replace("'", '"'))  # fmt: skip


def test_a_record_without_deals_reads_as_before() -> None:
    record = GameRecord(game="bridge", rules=Rules(), seed=5)
    text = to_json(record)
    assert '"deals":null' in text
    old = text.replace(',"deals":null', "")  # a record written before the field
    assert from_json(old, GameRecord) == record
    assert record.replay() == bridge.new_game(Rules(), seed=5)


def test_the_second_deal_of_a_record_is_laid_out_too() -> None:
    rules = Rules.as_played(3, dealer="E", vulnerable="None", boards=3)
    shuffled = list(STANDARD_DECK)
    random.Random(9).shuffle(shuffled)
    given_deals = (CARDS, tuple(shuffled))
    rng = random.Random(4)
    record = GameRecord(game="bridge", rules=rules, seed=8, deals=given_deals)
    state, actions = record.replay(), []
    while not state.is_over:
        actions.append(rng.choice(state.legal_actions()))
        record = attrs.evolve(record, actions=tuple(actions))
        after = record.replay()
        if after.board != state.board and after.board == 4:
            assert after.dealt == tuple(tuple(sorted(h, key=lambda c: c.index)) for h in (
                shuffled[0:13], shuffled[13:26], shuffled[26:39], shuffled[39:52]))  # fmt: skip
        if after.board == 5 and state.board == 4:  # the third board comes from the seed
            assert after == state.apply(actions[-1])[0]
        state = after
    assert state.board == 5
    events = list(bridge.GAME.dealing.start(rules, 3, DEAL.hands, (), scores=(0,) * 4, seed=8)[1])  # type: ignore[union-attr]
    assert events[0].board == 3


@pytest.mark.parametrize(
    ("deals", "message"),
    [
        ((), "must be a tuple of 1 to 1 deals"),
        ((CARDS, CARDS), "must be a tuple of 1 to 1 deals"),
        ([CARDS], "must be a tuple of 1 to 1 deals"),
        ((CARDS[:51],), r"deals\[0\] must be a tuple of the 52 different cards"),
        ((CARDS[:51] + CARDS[:1],), r"deals\[0\] must be a tuple of the 52 different cards"),
        ((list(CARDS),), r"deals\[0\] must be a tuple of the 52 different cards"),
        ((CARDS[:51] + parse_cards("RJ"),), r"deals\[0\]: Card.parse\('RJ'\) is no card"),
        ((CARDS[:51] + ("AS",),), r"deals\[0\]: 'AS' is no card of Bridge's deck"),
    ],
)
def test_a_record_refuses_deals_that_are_none(deals: object, message: str) -> None:
    with pytest.raises(TricktakerError, match=message):
        GameRecord(game="bridge", rules=Rules(), seed=1, deals=deals)  # type: ignore[arg-type]


def test_a_record_of_another_game_lays_out_its_deal_the_same_way() -> None:
    # Wizard, round 1 of 3 players: a card a seat, then the card turned for trump
    rules = wizard.Rules(players=3)
    cards = tuple(parse_cards("AS N1 KH 8H"))
    record = GameRecord(game="wizard", rules=rules, seed=2, deals=(cards,))
    state = record.replay()
    expected = (
        chance.new_game("wizard", rules, seed=2)
        .deal([cards[:1], cards[1:2], cards[2:3]], cards[3:])[0]
        .game_state
    )
    assert state == expected
    assert (state.hands, state.trump_card) == (((cards[0],), (cards[1],), (cards[2],)), cards[3])
    assert from_json(to_json(record), GameRecord) == record


@settings(max_examples=25, deadline=None)
@given(
    board=st.integers(1, 64),
    dealer=st.integers(0, 3),
    sides=st.tuples(st.booleans(), st.booleans()),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 120),
)
def test_a_played_board_replays_from_its_record(
    board: int, dealer: int, sides: tuple[bool, bool], seed: int, steps: int
) -> None:
    rules = Rules.as_played(board, dealer=dealer, vulnerable=sides, claims=True)
    cards = list(STANDARD_DECK)
    random.Random(seed).shuffle(cards)
    deal = bridge.Deal([cards[i : i + 13] for i in range(0, 52, 13)])
    state = bridge.new_game(rules, seed=seed, deal=deal)
    assert (state.board, state.dealer, state.vulnerable) == (board, dealer, sides)
    rng, actions = random.Random(seed), []
    for _ in range(steps):
        if state.is_over:
            break
        actions.append(rng.choice(state.legal_actions()))
        state = state.apply(actions[-1])[0]
    record = GameRecord(
        game="bridge", rules=rules, seed=seed, actions=tuple(actions), deals=(tuple(cards),)
    )
    assert record.replay() == state
    assert from_json(to_json(record), GameRecord).replay() == state


# -- a record's board: its GameRecord, through PBN and LIN ---------------------------------


LIN = (
    "pn|Ana,Bor,Cene,Dana|st||md|1SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|"
    "rh||ah|Board 5|sv|e|mb|7N|mb|p|mb|p|mb|p|pc|S2|pc|S6|pc|ST|pc|SA|mc|13|"
)


def test_a_boards_record_replays_it_as_played() -> None:
    (board,) = bridge.read_lin(LIN)
    record = board.record()
    assert record is not None
    state = record.replay()
    # board 5 by Law 2 is North's, North-South vulnerable; this one was South's, East-West
    assert (state.board, state.dealer, state.vulnerable) == (5, 2, (False, True))
    assert state.is_over
    assert state.claims[-1].accepted == (3, 1)
    assert state.scores[0] == 1520 == board.score
    assert state == bridge.replay_board(board).state
    assert from_json(to_json(record), GameRecord) == record
    for text in (bridge.write_pbn([board]), bridge.write_lin([board])):
        read = bridge.read_pbn(text) if text.startswith("%") else bridge.read_lin(text)
        assert read[0].record() == record


def test_a_board_without_its_deal_or_dealer_has_no_record() -> None:
    (board,) = bridge.read_pbn('[Board "3"]\n[Dealer "S"]\n[Contract "3NT"]\n[Declarer "S"]')
    assert board.record() is None
    assert bridge.replay_board(board).record is None
    no_dealer = attrs.evolve(bridge.read_lin(LIN)[0], dealer=None)
    assert no_dealer.record() is None
    with pytest.raises(RulesError, match="the board's dealer is unknown"):
        no_dealer.rules()


def test_a_table_of_a_given_deal_records_it() -> None:
    rules = Rules.as_played(14, dealer="E", vulnerable="None", claims=True)
    table = Table(bridge.new_game(rules, seed=6, deal=DEAL))
    for seat, text in zip((1, 2, 3, 0), ("1NT", "Pass", "Pass", "Pass"), strict=True):
        table.act(seat, bridge.read_call(text))
    record = table.record()
    assert record.deals == (CARDS,)
    assert (record.rules, record.seed, len(record.actions)) == (rules, 6, 4)
    assert record.replay() == table.state
    again = Table.from_record(from_json(to_json(record), GameRecord))
    assert again.state == table.state
    assert again.record() == record  # the given deal kept
    assert Table.start("bridge", rules, seed=6).record().deals is None  # dealt from the seed


def test_a_table_that_starts_mid_deal_is_not_recorded() -> None:
    state = bridge.new_game(Rules(), seed=6, deal=DEAL).apply(bridge.read_call("1C"))[0]  # type: ignore[arg-type]
    for started in (state, bridge.deal_board(Rules(boards=2), 2, DEAL, scores=(0,) * 4)[0]):
        with pytest.raises(TableError, match="it did not start at a new game"):
            Table(started).record()


def test_a_board_is_told_by_its_own_number() -> None:
    words, tell = bridge.GAME.words, Teller(bridge.GAME.words)
    assert words.progress(Rules(boards=3), 2, tell) == "board 2 of 3"
    assert words.progress(Rules.as_played(16, boards=3), 17, tell) == "board 17"
    started = bridge.start(Rules.as_played(16, dealer="W", vulnerable="EW"), seed=1)[1][0]
    assert str(started) == "board 16: West deals, E–W vulnerable"


def test_a_record_lays_out_a_deal_that_a_seat_sits_out() -> None:
    # Skat at four: the dealer (seat 0) is dealt no hand; the record's cards are the hands of
    # seats 1 to 3 and the skat, as explicit chance deals them
    rules = skat.Rules(players=4)
    dealing = skat.GAME.dealing
    assert dealing is not None
    cards = list(dealing.deck(rules))
    random.Random(1).shuffle(cards)
    state = chance.new_game("skat", rules, seed=3)
    for card in cards:
        state = state.apply(card)[0]
    record = GameRecord(game="skat", rules=rules, seed=3, deals=(tuple(cards),))
    assert record.replay() == state.game_state
    assert record.replay().hands[0] == ()
    assert from_json(to_json(record), GameRecord) == record
    with pytest.raises(TricktakerError, match="the 32 different cards"):
        GameRecord(game="skat", rules=rules, seed=3, deals=(tuple(cards[:30]),))
