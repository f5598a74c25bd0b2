"""Bridge's calls, rules, auction and duplicate score table, from the Laws' examples."""

from __future__ import annotations

import pytest

from tricktaker import IllegalActionError, RulesError
from tricktaker.bridge.auction import Auction
from tricktaker.bridge.calls import BIDS, CALLS, DOUBLE, PASS, REDOUBLE, Bid, Strain, read_call
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import Contract, Doubling, score

C, D, H, S, N = Strain
X, XX, U = Doubling.DOUBLED, Doubling.REDOUBLED, Doubling.UNDOUBLED

# Law 77's table, worked: contract level and strain, doubling, vulnerable, tricks, score.
SCORES = [
    (1, N, U, False, 7, 90),  # 40 + the part-score bonus 50
    (1, N, U, False, 8, 120),  # an overtrick at no trump: 30
    (2, S, U, False, 8, 110),
    (2, D, U, True, 9, 110),  # minor suit: 20 a trick, overtrick too
    (3, N, U, False, 9, 400),  # game: 100 + 300 not vulnerable
    (3, N, U, True, 9, 600),  # game vulnerable: 100 + 500
    (3, N, U, True, 10, 630),
    (4, H, U, False, 10, 420),
    (4, S, U, True, 10, 620),
    (5, C, U, False, 11, 400),
    (5, D, U, True, 11, 600),
    (4, C, U, False, 10, 130),  # 80: a part score
    (6, S, U, False, 12, 980),  # small slam: 180 + 300 + 500
    (6, N, U, True, 12, 1440),  # 190 + 500 + 750
    (7, N, U, False, 13, 1520),  # grand slam: 220 + 300 + 1000
    (7, C, U, True, 13, 2140),  # 140 + 500 + 1500
    (1, C, X, False, 7, 140),  # 40 + 50 part score + 50 insult
    (1, C, XX, False, 7, 230),  # 80 + 50 + 100 insult
    (1, N, X, False, 8, 280),  # 80 + 50 + 50 + 100 a doubled overtrick
    (1, N, X, True, 8, 380),  # ... 200 vulnerable
    (2, H, X, False, 8, 470),  # doubled into game: 120 + 300 + 50
    (2, S, X, True, 9, 870),  # 120 + 500 + 50 + 200
    (4, S, XX, True, 10, 1080),  # 480 + 500 + 100
    (1, N, XX, True, 9, 1560),  # 160 + 500 + 100 + 2 x 400 a redoubled overtrick
    (7, N, XX, True, 13, 2980),  # 880 + 500 + 1500 + 100
    (6, H, X, False, 12, 1210),  # 360 + 300 + 500 + 50
    (4, H, U, False, 9, -50),  # undoubled: 50 a trick not vulnerable
    (3, N, U, True, 6, -300),  # ... 100 vulnerable
    (4, S, X, False, 9, -100),  # doubled, not vulnerable: 100, 200, 200, then 300
    (4, S, X, False, 8, -300),
    (4, S, X, False, 7, -500),
    (4, S, X, False, 6, -800),
    (4, S, X, False, 5, -1100),
    (4, S, X, True, 9, -200),  # doubled, vulnerable: 200, then 300 each
    (4, S, X, True, 8, -500),
    (4, S, X, True, 7, -800),
    (4, S, XX, False, 9, -200),  # redoubled: twice the doubled
    (4, S, XX, False, 7, -1000),
    (4, S, XX, False, 6, -1600),
    (4, S, XX, True, 8, -1000),
    (7, N, XX, True, 0, -7600),  # the worst score there is
]


@pytest.mark.parametrize(
    ("level", "strain", "doubling", "vulnerable", "tricks", "expected"), SCORES
)
def test_score_table(
    level: int, strain: Strain, doubling: Doubling, vulnerable: bool, tricks: int, expected: int
) -> None:
    contract = Contract(level=level, strain=strain, doubling=doubling, declarer=0)
    assert score(contract, tricks=tricks, vulnerable=vulnerable) == expected


def test_score_refuses_impossible_tricks() -> None:
    with pytest.raises(RulesError, match="tricks must be an int from 0 to 13"):
        score(Contract(level=1, strain=C, declarer=0), tricks=14, vulnerable=False)


def test_calls_in_openspiel_order() -> None:
    assert CALLS[:4] == (PASS, DOUBLE, REDOUBLE, Bid(1, C))
    assert CALLS[-1] == Bid(7, N)
    assert len(CALLS) == 38
    assert all(BIDS[bid.rank] is bid for bid in BIDS)


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("1C", Bid(1, C)), ("1♣", Bid(1, C)), ("1nt", Bid(1, N)), ("7N", Bid(7, N)),
        (" 3 s ", Bid(3, S)), ("Pass", PASS), ("x", DOUBLE), ("DBL", DOUBLE), ("xx", REDOUBLE),
        ("rdbl", REDOUBLE), ("8c", None), ("0s", None), ("1x", None), ("", None),
        # as PBN and LIN records write calls (issue 54): d, r, an alert mark
        ("d", DOUBLE), ("R", REDOUBLE), ("2C!", Bid(2, C)), ("p!", PASS), ("1N!", Bid(1, N)),
        ("!", None), ("2C!!", None),
    ],
)  # fmt: skip
def test_read_call(text: str, call: object) -> None:
    assert read_call(text) == call


def test_bid_checks_its_fields() -> None:
    with pytest.raises(IllegalActionError, match=r"Bid\.strain must be a bridge\.Strain"):
        Bid(1, 3)  # type: ignore[arg-type]


def _auction(dealer: int, *texts: str) -> Auction:
    auction = Auction.start(dealer=dealer)
    for text in texts:
        call = read_call(text)
        assert call is not None
        assert auction.refusal(call) is None, (text, auction)
        assert call in auction.legal_calls()
        auction = auction.after(call)
    return auction


def test_declarer_is_first_of_the_side_to_name_the_strain() -> None:
    # N opens 1♠, S names hearts first, N raises hearts: S declares 4♥.
    auction = _auction(0, "1s", "p", "2h", "p", "4h", "p", "p", "p")
    assert auction.is_over
    assert str(auction.contract()) == "4♥ by S"
    # East deals and passes: now S opens 1♠ and N names hearts first, so N declares.
    auction = _auction(1, "p", "1s", "p", "2h", "p", "4h", "p", "p", "p")
    assert str(auction.contract()) == "4♥ by N"


def test_an_opponent_naming_the_strain_first_does_not_declare() -> None:
    auction = _auction(0, "1h", "2h", "3h", "p", "p", "p")  # E's 2♥ is a cue bid
    assert str(auction.contract()) == "3♥ by N"


def test_four_passes_pass_the_board_out() -> None:
    auction = _auction(2, "p", "p", "p")
    assert not auction.is_over
    auction = auction.after(PASS)
    assert auction.is_over
    assert auction.passed_out
    assert auction.contract() is None
    assert auction.legal_calls() == ()


def test_three_passes_after_a_bid_end_the_auction_and_a_double_is_kept() -> None:
    auction = _auction(3, "p", "1n", "x", "p", "p", "xx", "p", "p", "p")
    assert auction.is_over
    assert str(auction.contract()) == "1NTXX by N"
    auction = _auction(0, "1c", "x", "1d", "p", "p", "p")  # a bid clears the double
    assert str(auction.contract()) == "1♦ by S"


def test_legal_calls() -> None:
    assert _auction(0).legal_calls() == (PASS, *BIDS)
    assert _auction(0, "1h").legal_calls() == (PASS, DOUBLE, *BIDS[3:])
    assert _auction(0, "1h", "p").legal_calls() == (PASS, *BIDS[3:])  # partner: no double
    assert _auction(0, "1h", "x").legal_calls() == (PASS, REDOUBLE, *BIDS[3:])
    assert _auction(0, "1h", "x", "p").legal_calls() == (PASS, *BIDS[3:])  # opponents: no xx
    assert _auction(0, "1h", "x", "p", "p").legal_calls() == (PASS, REDOUBLE, *BIDS[3:])
    assert _auction(0, "7n").legal_calls() == (PASS, DOUBLE)


@pytest.mark.parametrize(
    ("calls", "call", "code", "message"),
    [
        (("1h",), "1d", "insufficient_bid", "cannot bid 1♦: a bid must be higher than the last"),
        (("1h",), "1h", "insufficient_bid", "cannot bid 1♥: a bid must be higher"),
        ((), "x", "cannot_double", "cannot double: there is no bid to double"),
        (("1h", "p"), "x", "cannot_double", "cannot double: 1♥ is your own side's bid"),
        (("1h", "x", "p"), "x", "cannot_double", "cannot double: 1♥ is already doubled"),
        (("1h", "x", "xx"), "x", "cannot_double", "1♥ is already doubled"),
        ((), "xx", "cannot_redouble", "cannot redouble: there is no bid to redouble"),
        (("1h",), "xx", "cannot_redouble", "cannot redouble: 1♥ is the opponents' bid"),
        (("1h", "p"), "xx", "cannot_redouble", "cannot redouble: 1♥ is not doubled"),
        (("1h", "x", "xx", "p"), "xx", "cannot_redouble", "1♥ is already redoubled"),
    ],
)  # fmt: skip
def test_refusals(calls: tuple[str, ...], call: str, code: str, message: str) -> None:
    auction = _auction(0, *calls)
    made = read_call(call)
    assert made is not None
    error = auction.refusal(made)
    assert error is not None
    assert error.code == code
    assert message in str(error)
    assert made not in auction.legal_calls()


def test_rules_checks_and_openspiel() -> None:
    with pytest.raises(RulesError, match=r"Rules\.rotation takes"):
        Rules(rotation=True, dealer=1)
    with pytest.raises(RulesError, match=r"Rules\.dealer_vul must be a bool"):
        Rules(dealer_vul=1)  # type: ignore[arg-type]
    rules = Rules(dealer=1, dealer_vul=True)
    assert rules.vulnerable(1) == (False, True)
    assert Rules.openspiel(**rules.openspiel_parameters()) == rules
    double_dummy = Rules.openspiel(use_double_dummy_result=True)  # OpenSpiel's default
    assert double_dummy.use_double_dummy_result
    assert Rules.openspiel(**double_dummy.openspiel_parameters()) == double_dummy
    with pytest.raises(RulesError, match=r"Rules\.use_double_dummy_result must be a bool"):
        Rules(use_double_dummy_result=1)  # type: ignore[arg-type]


def test_board_rotation_follows_law_2() -> None:
    rules = Rules(boards=16, rotation=True)
    shown = []
    for board in range(1, 17):
        north_south, east_west = rules.vulnerable(board)
        shown.append(
            "NESW"[rules.dealer_of(board)]
            + {(0, 0): "-", (1, 0): "n", (0, 1): "e", (1, 1): "b"}[north_south, east_west]
        )
    assert " ".join(shown) == "N- En Se Wb Nn Ee Sb W- Ne Eb S- Wn Nb E- Sn We"
