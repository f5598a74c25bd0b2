"""Machine-readable refusals: every refusal of every game carries the right code, and
``is_legal`` / ``refusal`` agree with ``legal_actions`` and with what ``apply`` accepts.

Rows: (name, state, action, expected code). Each is checked on the state (refusal, is_legal,
apply) and on the view of the seat to act; the views of the other seats say not_your_turn.
"""

from __future__ import annotations

import copy
import pickle
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.bridge import positions as br
from tests.hearts import positions as hp
from tests.ohhell import positions as oh
from tests.positions import (
    S_FIRST,
    S_FOLLOW,
    S_LEAD,
    S_OVER,
    W_BIDDING,
    W_CHOOSING,
    W_HOOKED,
    W_OVER,
    W_PLAYING,
    card,
    unchecked,
)
from tests.registry import GAMES
from tests.spades import positions as sp
from tricktaker import (
    REFUSAL_CODES,
    GameRecord,
    IllegalActionError,
    Play,
    ReplayError,
    Suit,
    bridge,
    encoding,
    game_of,
    get_game,
    hearts,
    ohhell,
    parse_cards,
    replay,
    spades,
    szaman,
    wizard,
)
from tricktaker.cards import SZAMAN_DECK, WIZARD_DECK
from tricktaker.games import decider_of
from tricktaker.wizard import Bid, ChooseTrump

CLUBS = bridge.Strain.CLUBS
ROWS: list[tuple[str, Any, Any, str]] = [
    # Wizard
    ("wizard: play while bidding", W_BIDDING, Play(card("5C")), "wrong_phase"),
    ("wizard: choose trump while bidding", W_BIDDING, ChooseTrump(Suit.HEARTS), "wrong_phase"),
    ("wizard: bid while choosing trump", W_CHOOSING, Bid(0), "wrong_phase"),
    ("wizard: play while choosing trump", W_CHOOSING, Play(card("2C")), "wrong_phase"),
    ("wizard: bid while playing", W_PLAYING, Bid(1), "wrong_phase"),
    ("wizard: bid above the round", W_BIDDING, Bid(2), "bid_out_of_range"),
    ("wizard: negative bid", W_BIDDING, Bid(-1), "bid_out_of_range"),
    ("wizard: dealer's bid above the round", W_HOOKED, Bid(4), "bid_out_of_range"),
    ("wizard: the hook", W_HOOKED, Bid(1), "hook_forbids"),
    ("wizard: not following", W_PLAYING, Play(card("2C")), "must_follow_suit"),
    ("wizard: another seat's card", W_PLAYING, Play(card("3C")), "not_in_hand"),
    ("wizard: a card in the trick", W_PLAYING, Play(card("9H")), "not_in_hand"),
    ("wizard: a Szaman Joker", W_PLAYING, Play(card("RJ")), "not_in_hand"),
    ("wizard: a suit named", W_PLAYING, Play(card("7H"), suit=Suit.HEARTS), "unexpected_suit"),
    ("wizard: text", W_BIDDING, "bid 1", "malformed"),
    ("wizard: None", W_BIDDING, None, "malformed"),
    ("wizard: a card, not a Play", W_PLAYING, card("7H"), "malformed"),
    ("wizard: a bid of text", W_BIDDING, unchecked(Bid, tricks="1"), "malformed"),
    ("wizard: a bid of True", W_BIDDING, unchecked(Bid, tricks=True), "malformed"),
    ("wizard: a play of text", W_PLAYING, unchecked(Play, card="7H", suit=None), "malformed"),
    ("wizard: no-trump", W_CHOOSING, unchecked(ChooseTrump, suit=None), "malformed"),
    ("wizard: bid after the end", W_OVER, Bid(0), "game_over"),
    ("wizard: play after the end", W_OVER, Play(card("2C")), "game_over"),
    # Szaman
    ("szaman: another seat's card", S_LEAD, Play(card("3C")), "not_in_hand"),
    ("szaman: a Wizard card", S_LEAD, Play(card("W1")), "not_in_hand"),
    ("szaman: not following", S_FOLLOW, Play(card("3C")), "must_follow_suit"),
    ("szaman: first trick, not 2♣", S_FIRST, Play(card("5H")), "must_lead_starting_card"),
    ("szaman: a led Joker without a suit", S_LEAD, Play(card("RJ")), "joker_suit"),
    ("szaman: a led Joker naming ♣", S_LEAD, Play(card("RJ"), suit=Suit.CLUBS), "joker_suit"),
    ("szaman: a suit with a lead", S_LEAD, Play(card("2C"), suit=Suit.CLUBS), "unexpected_suit"),
    ("szaman: a suit following", S_FOLLOW, Play(card("9H"), suit=Suit.HEARTS), "unexpected_suit"),
    ("szaman: a Wizard action", S_LEAD, Bid(1), "malformed"),
    ("szaman: text", S_LEAD, "2C", "malformed"),
    ("szaman: a play of text", S_LEAD, unchecked(Play, card="2C", suit=None), "malformed"),
    ("szaman: a suit of text", S_LEAD, unchecked(Play, card=card("RJ"), suit="H"), "malformed"),
    ("szaman: play after the end", S_OVER, Play(card("2C")), "game_over"),
    # Oh Hell
    ("ohhell: play while bidding", oh.BIDDING, Play(card("3C")), "wrong_phase"),
    ("ohhell: bid while playing", oh.PLAYING, ohhell.Bid(0), "wrong_phase"),
    ("ohhell: bid above the round", oh.BIDDING, ohhell.Bid(3), "bid_out_of_range"),
    ("ohhell: negative bid", oh.BIDDING, ohhell.Bid(-1), "bid_out_of_range"),
    ("ohhell: dealer's bid above the round", oh.HOOKED, ohhell.Bid(3), "bid_out_of_range"),
    ("ohhell: the hook", oh.HOOKED, ohhell.Bid(1), "hook_forbids"),
    ("ohhell: not following", oh.PLAYING, Play(card("2C")), "must_follow_suit"),
    ("ohhell: another seat's card", oh.PLAYING, Play(card("3C")), "not_in_hand"),
    ("ohhell: a card in the trick", oh.PLAYING, Play(card("9H")), "not_in_hand"),
    ("ohhell: a Wizard card", oh.PLAYING, Play(card("W1")), "not_in_hand"),
    ("ohhell: a suit named", oh.PLAYING, Play(card("7H"), suit=Suit.HEARTS), "unexpected_suit"),
    ("ohhell: a Wizard bid", oh.BIDDING, Bid(1), "malformed"),
    ("ohhell: text", oh.BIDDING, "bid 1", "malformed"),
    ("ohhell: None", oh.PLAYING, None, "malformed"),
    ("ohhell: a card, not a Play", oh.PLAYING, card("7H"), "malformed"),
    ("ohhell: a bid of text", oh.BIDDING, unchecked(ohhell.Bid, tricks="1"), "malformed"),
    ("ohhell: a bid of True", oh.BIDDING, unchecked(ohhell.Bid, tricks=True), "malformed"),
    ("ohhell: a play of text", oh.PLAYING, unchecked(Play, card="7H", suit=None), "malformed"),
    ("ohhell: a suit of text", oh.PLAYING, unchecked(Play, card=card("7H"), suit="H"), "malformed"),
    ("ohhell: bid after the end", oh.OVER, ohhell.Bid(0), "game_over"),
    ("ohhell: play after the end", oh.OVER, Play(card("2C")), "game_over"),
    # Spades
    ("spades: partners over 13", sp.LIMITED, spades.Bid(4), "team_bid_limit"),
    ("spades: a bid above 13", sp.LIMITED, spades.Bid(14), "bid_out_of_range"),
    ("spades: a spade led before they are broken", sp.LEADING, Play(card("AS")), "suit_not_broken"),
    ("spades: bid while playing", sp.LEADING, spades.Bid(0), "wrong_phase"),
    ("hearts: play while passing", hp.PASSING, Play(card("2C")), "wrong_phase"),
    ("hearts: pass while playing", hp.FIRST, hearts.Pass(card("2C")), "wrong_phase"),
    ("hearts: pass another seat's card", hp.PASSING, hearts.Pass(card("2D")), "not_in_hand"),
    ("hearts: the first lead not the 2♣", hp.FIRST, Play(card("AD")), "must_lead_starting_card"),
    ("hearts: a heart on the first trick", hp.FOLLOW, Play(card("2H")), "no_points_first_trick"),
    ("hearts: another seat's card", hp.SECOND, Play(card("4D")), "not_in_hand"),
    ("hearts: a heart led unbroken", hp.SECOND, Play(card("3H")), "suit_not_broken"),
    ("hearts: a pass of a Szaman card", hp.PASSING, hearts.Pass(card("RJ")), "malformed"),
    ("hearts: a bid", hp.FIRST, spades.Bid(1), "malformed"),
    # Bridge
    ("bridge: a bid below the last", br.OPENED, bridge.read_call("1h"), "insufficient_bid"),
    ("bridge: the same bid again", br.OPENED, bridge.read_call("1s"), "insufficient_bid"),
    ("bridge: double with no bid", br.DEALT, bridge.DOUBLE, "cannot_double"),
    ("bridge: double a doubled bid", br.DOUBLED, bridge.DOUBLE, "cannot_double"),
    ("bridge: redouble an undoubled bid", br.OPENED, bridge.REDOUBLE, "cannot_redouble"),
    ("bridge: redouble the opponents' bid", br.REDOUBLED, bridge.REDOUBLE, "cannot_redouble"),
    ("bridge: a card in the auction", br.OPENED, Play(card("2H")), "wrong_phase"),
    ("bridge: a call in the play", br.LEAD, bridge.PASS, "wrong_phase"),
    ("bridge: the dummy's card it lacks", br.DUMMY, Play(card("AS")), "not_in_hand"),
    ("bridge: another seat's card", br.LEAD, Play(card("2S")), "not_in_hand"),
    ("bridge: a text level", br.DEALT, unchecked(bridge.Bid, level="1", strain=CLUBS), "malformed"),
    ("bridge: call after the end", br.OVER, bridge.PASS, "game_over"),
]  # fmt: skip
OH = (oh.BIDDING, oh.HOOKED, oh.PLAYING)


@pytest.mark.parametrize(
    ("state", "action", "code"), [row[1:] for row in ROWS], ids=[row[0] for row in ROWS]
)
def test_each_refusal_carries_its_code(state: Any, action: Any, code: str) -> None:
    before = copy.deepcopy(state)
    refusal = state.refusal(action)
    assert refusal is not None
    assert refusal.code == code
    assert state.is_legal(action) is False
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action)
    assert caught.value.code == code
    assert str(caught.value) == str(refusal)
    assert state == before
    decider = decider_of(state)  # the seat that chooses (bridge's declarer, for the dummy)
    if decider is not None:
        view = state.view(decider)
        assert view.refusal(action).code == code
        assert view.is_legal(action) is False
        for seat in range(state.rules.players):
            if seat != decider:
                assert state.view(seat).refusal(action).code == "not_your_turn"


def test_the_rows_show_every_code_but_the_generic_one() -> None:
    shown = {row[3] for row in ROWS} | {"not_your_turn", "no_such_seat"}  # see test_table
    assert shown | {"illegal"} == set(REFUSAL_CODES)
    assert len(REFUSAL_CODES) == len(set(REFUSAL_CODES))


def test_legal_actions_have_no_refusal() -> None:
    for state in (
        W_BIDDING,
        W_CHOOSING,
        W_PLAYING,
        W_HOOKED,
        S_LEAD,
        S_FIRST,
        S_FOLLOW,
        *OH,
        br.DUMMY,
    ):
        for action in state.legal_actions():
            assert state.refusal(action) is None
            assert state.is_legal(action)
            assert state.view(decider_of(state)).is_legal(action)


def test_the_pure_rule_functions_use_the_codes() -> None:
    with pytest.raises(IllegalActionError) as caught:
        szaman.legal_plays(parse_cards("2C"), parse_cards("RJ"))
    assert caught.value.code == "joker_suit"
    with pytest.raises(IllegalActionError) as caught:
        szaman.trick_winner(parse_cards("2C 3C"), Suit.HEARTS)
    assert caught.value.code == "unexpected_suit"
    with pytest.raises(IllegalActionError) as caught:
        szaman.legal_plays(parse_cards("2C"), (), Suit.HEARTS)
    assert caught.value.code == "unexpected_suit"


def test_a_replay_error_carries_the_games_code() -> None:
    record = GameRecord(game="wizard", rules=wizard.Rules(players=3), seed=2, actions=(Bid(7),))
    with pytest.raises(ReplayError) as caught:
        replay(record)
    assert caught.value.code == "bid_out_of_range"
    assert caught.value.index == 0
    actions = (ohhell.Bid(0), ohhell.Bid(0), ohhell.Bid(1))  # the hook: the dealer may not bid 1
    record = GameRecord(game="ohhell", rules=ohhell.Rules(players=3), seed=2, actions=actions)
    with pytest.raises(ReplayError) as caught:
        replay(record)
    assert (caught.value.code, caught.value.index) == ("hook_forbids", 2)


# -- the error as data -------------------------------------------------------------------------


def test_as_message_gives_type_code_and_message() -> None:
    error = W_HOOKED.refusal(Bid(1))
    assert error is not None
    assert error.as_message() == {
        "type": "IllegalActionError",
        "code": "hook_forbids",
        "message": "cannot bid 1: the dealer may not make the bids add up to 3 "
        "(the hook; you may bid 0, 2, 3)",
    }


def test_an_unknown_code_is_refused() -> None:
    with pytest.raises(ValueError, match="'bogus' is not a refusal code"):
        IllegalActionError("no", code="bogus")  # type: ignore[arg-type]


def test_a_plain_illegal_action_error_has_the_generic_code() -> None:
    assert IllegalActionError("cannot do that").code == "illegal"


def test_errors_pickle_with_their_code() -> None:
    error = IllegalActionError("cannot bid 9", code="bid_out_of_range")
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), again.code, str(again)) == (
        IllegalActionError,
        "bid_out_of_range",
        str(error),
    )
    replayed = ReplayError(
        "action 0 is illegal", index=0, action=Bid(9), reason="r", code="game_over"
    )
    again = pickle.loads(pickle.dumps(replayed))
    assert (again.code, again.index, again.action, again.reason) == ("game_over", 0, Bid(9), "r")


# -- is_legal agrees with legal_actions and apply ----------------------------------------------

JUNK: list[Any] = [None, 0, "8H", "bid 1", card("8H"), Suit.HEARTS, (), Play, object()]


def candidates(state: Any) -> list[Any]:
    """The legal actions and a sample of illegal ones of every kind the games know."""
    wizard_game = isinstance(state, wizard.State)
    deck = WIZARD_DECK if wizard_game else SZAMAN_DECK
    actions: list[Any] = list(state.legal_actions()) + [Play(c) for c in deck]
    actions += [Play(c, suit=suit) for c in deck if c.suit is None or c.rank == 2 for suit in Suit]
    actions += [Bid(n) for n in range(-1, 22)] + [ChooseTrump(suit) for suit in Suit]
    actions += [ohhell.Bid(n) for n in range(-1, 19)]
    return actions + NUMBERED + JUNK


def _numbered() -> list[Any]:
    """Every action each registered game numbers (its bids, calls, passes and plays): a legal
    action somewhere, to be refused or taken in every other game."""
    actions: list[Any] = []
    for name in GAMES:
        state = get_game(name).new_game(seed=0)
        actions += [
            encoding.action_from_index(index, state)
            for index in range(encoding.num_actions(state.rules))
        ]
    return list(dict.fromkeys(actions))  # Play(card) is every game's


NUMBERED = _numbered()


def random_state(rules: Any, seed: int, steps: int) -> Any:
    state = game_of(rules).new_game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state, _ = state.apply(rng.choice(state.legal_actions()))
    return state


RULES: list[Any] = [
    *(wizard.Rules(players=n, hook=hook) for n in (3, 4, 6) for hook in (False, True)),
    *(
        szaman.Rules(players=n, variant=variant, lead_starting_card=lead, hands=1)
        for n in (2, 4, 6)
        for variant in ("classic", "russian")
        for lead in (False, True)
    ),
    *(
        ohhell.Rules(players=n, hook=hook, schedule=schedule)
        for n in (3, 5, 7)
        for hook in (False, True)
        for schedule in ((1, 2), (52 // n,))
    ),
]
RULES += [  # every other registered game, on its default rules
    get_game(name).rules()
    for name in GAMES
    if not any(isinstance(rules, get_game(name).rules) for rules in RULES)
]


@settings(max_examples=120, deadline=None)
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(min_value=0, max_value=10_000),
    steps=st.integers(min_value=0, max_value=400),
)
def test_is_legal_is_membership_in_legal_actions_and_apply_accepts_exactly_those(
    rules: Any, seed: int, steps: int
) -> None:
    state = random_state(rules, seed, steps)
    legal = state.legal_actions()
    views = [state.view(seat) for seat in range(rules.players)]
    for action in candidates(state):
        is_legal = state.is_legal(action)
        assert is_legal == (action in legal), action
        assert (state.refusal(action) is None) == is_legal
        for view in views:
            assert view.is_legal(action) == (is_legal and view.seat == decider_of(state))
            assert view.is_legal(action) == (action in view.legal_actions())
        if is_legal:
            state.apply(action)
        else:
            refusal = state.refusal(action)
            assert refusal is not None
            with pytest.raises(IllegalActionError) as caught:
                state.apply(action)
            assert (caught.value.code, str(caught.value)) == (refusal.code, str(refusal))
