"""Double dummy against DDS (issue 54), where endplay is installed (the ``dds`` group; .ci/run
installs it, and TRICKTAKER_REQUIRE_DDS=1 fails the run instead of skipping):

- the tables of 1,000 deals equal to DDS's (recorded by tests/bridge/dds_fixture.py through
  endplay directly), and DDS's par of each equal to :func:`tricktaker.bridge.par`'s;
- every position of 200 boards played to the end in the real records: each legal card's
  result equal to DDS's (asked through endplay's own deal, the cards played on it);
- the pure Python solver equal to DDS on 2,000 random endings of up to five cards a hand;
- the DoubleDummyTricks and OptimumScore tags of RealBridge's records.
"""

from __future__ import annotations

import json
import os
import random
import time
from functools import cache
from typing import Any

import attrs
import pytest

from tests.bridge.dds_fixture import FIXTURE
from tests.bridge.test_realdata import RAW
from tricktaker import Card, Play, Suit, bridge
from tricktaker.bridge.dd import DDTable, dds, solve
from tricktaker.cards import STANDARD_DECK

if os.environ.get("TRICKTAKER_REQUIRE_DDS") == "1":
    import endplay.dds as endplay_dds
    import endplay.types as endplay_types
else:
    endplay_dds = pytest.importorskip("endplay.dds", reason="the dds group is not installed")
    endplay_types = pytest.importorskip("endplay.types")

VULNERABLE = ((False, False), (True, False), (False, True), (True, True))


@cache
def _recorded() -> list[tuple[bridge.Deal, str]]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    found = []
    for text, digits in data["deals"]:
        hands = [_hand(hand) for hand in text[2:].split()]
        found.append((bridge.Deal(hands), digits))
    return found


def _hand(text: str) -> list[Card]:
    suits = zip("SHDC", text.split("."), strict=True)
    return [Card.parse(suit + rank) for suit, ranks in suits for rank in ranks]


@cache
def _tables() -> list[DDTable]:
    return bridge.dd_tables([deal for deal, _ in _recorded()])


def test_dd_tables_of_1000_deals_equal_ddss() -> None:
    recorded = _recorded()
    assert len(recorded) == 1000
    assert [table.pbn for table in _tables()] == [digits for _, digits in recorded]
    # and DDS asked now, through endplay's own deal, for a few: the record is DDS's
    texts = [text for text, _ in json.loads(FIXTURE.read_text())["deals"][:5]]
    for (deal, digits), text in zip(recorded[:5], texts, strict=True):
        assert bridge.dd_table(deal).pbn == digits == _endplay_digits(text)


def _endplay_digits(text: str) -> str:
    table = endplay_dds.calc_dd_table(endplay_types.Deal(text))
    seats = [endplay_types.Player[name] for name in ("north", "south", "east", "west")]
    strains = [
        endplay_types.Denom[name] for name in ("nt", "spades", "hearts", "diamonds", "clubs")
    ]
    return "".join(f"{table[strain, seat]:x}" for seat in seats for strain in strains)


def _ddss_table(table: DDTable) -> Any:
    """endplay's table holding these tricks (DDS's ddTableResults: [strain][seat])."""
    from endplay import _dds  # type: ignore[import-not-found]

    results = _dds.ddTableResults()
    for seat in range(4):
        for strain, tricks in enumerate(table.tricks[seat]):
            results.resTable[(3, 2, 1, 0, 4)[strain]][seat] = tricks
    return endplay_dds.ddtable.DDTable(results)


def test_par_of_1000_deals_equals_ddss_dealer_par() -> None:
    vul = endplay_types.Vul
    vulnerabilities = dict(zip(VULNERABLE, (vul.none, vul.ns, vul.ew, vul.both), strict=True))
    for number, table in enumerate(_tables()):
        dealer, vulnerable = number % 4, VULNERABLE[number // 4 % 4]
        ours = bridge.par(table, dealer=dealer, vulnerable=vulnerable)
        seat = endplay_types.Player(dealer)
        theirs = endplay_dds.par(_ddss_table(table), vulnerabilities[vulnerable], seat)
        contracts = set()
        for k in range(theirs._data.number):  # DDS's contractType: no trump first, seats 4 NS
            found = theirs._data.contracts[k]
            seats = {4: (0, 2), 5: (1, 3)}.get(found.seats, (found.seats,))
            over = found.overTricks - found.underTricks
            contracts |= {(found.level, (4, 3, 2, 1, 0)[found.denom], s, over) for s in seats}
        mine = {
            (c.level, int(c.strain), c.declarer, tricks - c.tricks_needed)
            for c, tricks in ours.contracts
        }
        assert (ours.score, mine) == (theirs.score, contracts), number


def _text(card: Card) -> str:
    return card.code[-1] + card.code[:-1].replace("10", "T")  # SA, HT: endplay's form


def _pbn(hands: tuple[tuple[Card, ...], ...]) -> str:
    written = []
    for hand in hands:  # each hand in canonical order: each suit from the two up
        suits = ["".join(_text(c)[1] for c in reversed(hand) if c.suit is s) for s in Suit]
        written.append(".".join(reversed(suits)))
    return "N:" + " ".join(written)


def _ddss_plays(board: bridge.Board, play: tuple[Card, ...]) -> dict[Card, int]:
    """DDS's result of each card after ``play``: North-South's tricks from there on, asked
    on endplay's own deal with the cards played on it."""
    assert board.deal is not None
    assert board.contract is not None
    assert board.leader is not None
    deal = endplay_types.Deal(_pbn(board.deal.hands))
    deal.first = endplay_types.Player(board.leader)
    suit = board.contract.strain.suit
    deal.trump = endplay_types.Denom(4 if suit is None else 3 - int(suit))
    for card in play:
        deal.play(_text(card))
    to_play = int(deal.curplayer)
    left = len(deal[deal.curplayer])
    found = {}
    for card, tricks in endplay_dds.solve_board(deal):
        found[Card.parse(str(card))] = tricks if to_play % 2 == 0 else left - tricks  # "♠A"
    return found


@pytest.mark.skipif(not RAW.is_dir(), reason=f"the real bridge records are not here: {RAW}")
def test_every_position_of_200_played_boards() -> None:
    boards = []
    for path in sorted(RAW.rglob("*.pbn")):
        for board in bridge.read_pbn(path.read_text(encoding="utf-8", errors="replace")):
            whole = len(board.play) == 52 and board.contract is not None
            if len(boards) < 200 and whole and bridge.replay_board(board).outcome == "full":
                boards.append(board)
    assert len(boards) == 200
    positions = 0
    for board in boards:
        contract = board.contract
        assert contract is not None
        state = bridge.replay_board(attrs.evolve(board, play=(), result=None, tags=())).state
        assert state is not None
        declares = contract.declarer % 2
        before = None
        for number, card in enumerate(board.play):
            ours = bridge.dd_plays(state, solver="dds")  # the declarer's tricks in all
            left = 13 - len(state.played) // 4
            theirs = _ddss_plays(board, board.play[:number])  # North-South's from here
            taken = state.declarer_tricks
            expected = {c: taken + (t if declares == 0 else left - t) for c, t in theirs.items()}
            assert ours == expected, (board.tags, number)
            mover = state.to_act
            assert mover is not None
            best = (max if mover % 2 == declares else min)(ours.values())
            assert before in (None, best)  # the card played before is worth the best reply
            before = ours[card]
            state, _ = state.apply(Play(card))
            positions += 1
    assert positions == 200 * 52


def test_the_pure_solver_equals_dds_on_2000_endings() -> None:
    rng = random.Random(54)
    pure = ddss = 0.0
    for _ in range(2000):
        size = rng.randint(1, 5)
        cards = rng.sample(STANDARD_DECK, 4 * size)
        hands = [cards[seat * size : seat * size + size] for seat in range(4)]
        leader, trump = rng.randrange(4), rng.choice([None, *Suit])
        trick: list[Card] = []
        for offset in range(rng.randrange(4) if size > 1 else 0):
            seat = (leader + offset) % 4
            suited = [c for c in hands[seat] if trick and c.suit is trick[0].suit]
            trick.append(rng.choice(suited or hands[seat]))
            hands[seat].remove(trick[-1])
        start = time.perf_counter()
        ours = solve(hands, leader=leader, trump=trump, trick=trick)
        middle = time.perf_counter()
        theirs = dds.solve(hands, leader=leader, trump=trump, trick=trick)
        pure, ddss = pure + middle - start, ddss + time.perf_counter() - middle
        assert ours == theirs, (hands, leader, trump, trick)
    print(f"2,000 endings: the pure solver {pure / 2:.2f} ms an ending, DDS {ddss / 2:.2f} ms")


@pytest.mark.skipif(not RAW.is_dir(), reason=f"the real bridge records are not here: {RAW}")
def test_realbridges_double_dummy_tags() -> None:
    # RealBridge's records give each table the deal's DoubleDummyTricks and its par score
    path = RAW / "dominicprice+endplay/tests/pbn/example2.pbn"
    boards = [
        board
        for board in bridge.read_pbn(path.read_text(encoding="utf-8"))
        if board.tag("DoubleDummyTricks") and board.deal is not None and board.vulnerable
    ]
    deals = list({board.deal: None for board in boards})  # each deal once: 10, at 30 tables
    tables = dict(zip(deals, bridge.dd_tables(deals), strict=True))
    for board in boards:
        assert board.deal is not None
        assert board.dealer is not None
        assert board.vulnerable is not None
        table = tables[board.deal]
        assert table.pbn == board.tag("DoubleDummyTricks")
        side, points = (board.tag("OptimumScore") or "").split()
        par = bridge.par(table, dealer=board.dealer, vulnerable=board.vulnerable)
        assert par.score == int(points) * (1 if side == "NS" else -1)
    assert (len(boards), len(deals)) == (299, 10)
