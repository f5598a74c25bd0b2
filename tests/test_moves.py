"""tricktaker.parse_action: the text a person types, read for a state or a seat's view, as
that game's legal action, or refused with a code (malformed, or the rule's own)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.positions import (
    S_FOLLOW,
    S_LEAD,
    S_OVER,
    W_BIDDING,
    W_CHOOSING,
    W_OVER,
    W_PLAYING,
    card,
)
from tests.registry import player_counts
from tricktaker import (
    IllegalActionError,
    Play,
    Suit,
    available_games,
    get_game,
    parse_action,
    szaman,
)
from tricktaker.games import decider_of
from tricktaker.moves import LEADING_ROOM, read_action, typed_form
from tricktaker.wizard import Bid, ChooseTrump
from tricktaker.words import Teller

READ: list[tuple[Any, str, Any]] = [
    (W_BIDDING, "bid 1", Bid(1)),
    (W_BIDDING, "0", Bid(0)),
    (W_BIDDING, "  BID 0 ", Bid(0)),
    (W_BIDDING.view(1), "1", Bid(1)),
    (W_CHOOSING, "trump hearts", ChooseTrump(Suit.HEARTS)),
    (W_CHOOSING, "h", ChooseTrump(Suit.HEARTS)),
    (W_CHOOSING, "choose trump ♠", ChooseTrump(Suit.SPADES)),
    (W_CHOOSING.view(0), "Diamonds", ChooseTrump(Suit.DIAMONDS)),
    (W_PLAYING, "7h", Play(card("7H"))),
    (W_PLAYING, "7♥", Play(card("7H"))),
    (W_PLAYING, "play w1", Play(card("W1"))),
    (W_PLAYING, "w", Play(card("W1"))),
    (S_LEAD, "rj h", Play(card("RJ"), suit=Suit.HEARTS)),
    (S_LEAD, "RJ ♦", Play(card("RJ"), suit=Suit.DIAMONDS)),
    (S_LEAD, "rj as h", Play(card("RJ"), suit=Suit.HEARTS)),
    (S_LEAD.view(0), "5h", Play(card("5H"))),
    (S_LEAD, "play 2c", Play(card("2C"))),
    (S_FOLLOW, "9h", Play(card("9H"))),
]


@pytest.mark.parametrize(("at", "text", "action"), READ)
def test_text_that_names_a_legal_action(at: Any, text: str, action: Any) -> None:
    assert parse_action(at, text) == action
    assert action in at.legal_actions()


REFUSED: list[tuple[Any, object, str, str]] = [
    (W_BIDDING, "2", "bid_out_of_range", "bids are 0 to 1"),
    (W_BIDDING, "banana", "malformed", "type a number (legal now: 0, 1)"),
    (W_BIDDING, "8h", "wrong_phase", "must bid"),
    (W_BIDDING.view(0), "1", "not_your_turn", "it is seat 1's turn, not seat 0's"),
    (W_CHOOSING, "3", "malformed", "type a suit"),
    (W_PLAYING, "2c", "must_follow_suit", "must follow ♥ (you may play 7♥, W1)"),
    (W_PLAYING, "3c", "not_in_hand", "does not hold it"),
    (W_PLAYING, "7h h", "unexpected_suit", "without naming a suit"),
    (W_PLAYING, "8h 9h", "malformed", "legal now: 7♥, W1"),
    (W_PLAYING, "n", "malformed", "type a card"),  # no Jester held
    (W_PLAYING, 7, "malformed", "not text"),
    (W_OVER, "2c", "game_over", "the game is over"),
    (S_LEAD, "rj", "joker_suit", "name the suit it leads, ♦ or ♥"),
    (S_LEAD, "rj c", "joker_suit", "the red Joker leads ♦ or ♥"),
    (S_LEAD, "rj x", "malformed", "type a card"),
    (S_FOLLOW, "3c", "must_follow_suit", "must follow ♥"),
    (S_FOLLOW.view(0), "3c", "not_your_turn", "seat 1's turn"),
    (S_OVER, "2c", "game_over", "the game is over"),
]


@pytest.mark.parametrize(("at", "text", "code", "words"), REFUSED)
def test_text_that_names_no_legal_action(at: Any, text: object, code: str, words: str) -> None:
    with pytest.raises(IllegalActionError) as caught:
        parse_action(at, text)  # type: ignore[arg-type]
    assert caught.value.code == code
    assert words in str(caught.value)


def test_every_legal_action_reads_back_from_its_typed_and_printed_forms() -> None:
    for at in (W_BIDDING, W_CHOOSING, W_PLAYING, S_LEAD, S_FOLLOW):
        for action in at.legal_actions():
            assert parse_action(at, typed_form(action)) == action
            assert parse_action(at, str(action)) == action
            assert parse_action(at.view(at.to_act), typed_form(action).lower()) == action


def test_a_whole_game_can_be_played_by_typed_moves() -> None:
    state = szaman.new_game(szaman.Rules(players=3, hands=1), seed=4)
    while not state.is_over:
        view = state.view(state.to_act)
        text = typed_form(view.legal_actions()[-1])
        state, _ = state.apply(parse_action(view, text))
    assert state.winners


class _Counting:
    """A state of a game without refusal(): the legal actions alone decide."""

    to_act = 0

    def legal_actions(self) -> tuple[Bid, ...]:
        return (Bid(0), Bid(1))


def test_a_game_without_refusal_falls_back_to_its_legal_actions() -> None:
    assert parse_action(_Counting(), "1") == Bid(1)
    with pytest.raises(IllegalActionError) as caught:
        parse_action(_Counting(), "5")
    assert caught.value.code == "illegal"
    assert "the legal moves are 0, 1" in str(caught.value)


def test_read_action_returns_an_action_that_reads_even_if_illegal() -> None:
    assert read_action("2c", W_PLAYING.legal_actions()) == Play(card("2C"))
    with pytest.raises(IllegalActionError, match="cannot read 'x' as a move") as caught:
        read_action("x", ())
    assert caught.value.code == "malformed"


# -- untrusted text: refused cleanly and at once ---------------------------------------------

BIDDING_GAMES = [
    W_BIDDING,
    get_game("ohhell").new_game(get_game("ohhell").rules(players=3), seed=2),
]


@pytest.mark.parametrize("at", BIDDING_GAMES)
@pytest.mark.parametrize("digits", ["9" * 4301, "1" * 10**5, "-" + "9" * 5000])
def test_a_huge_number_is_refused_as_malformed(at: Any, digits: str) -> None:
    with pytest.raises(IllegalActionError, match=f"from {len(digits)} characters") as caught:
        parse_action(at, digits)
    assert caught.value.code == "malformed"


@pytest.mark.parametrize("text", ["a" * 10**6, " " * 10**6 + "2c", "play " * 10**5])
def test_text_longer_than_any_move_is_refused_before_it_is_read(text: str) -> None:
    for at in (W_PLAYING, S_LEAD):
        with pytest.raises(IllegalActionError, match="a move here is at most") as caught:
            parse_action(at, text)
        assert caught.value.code == "malformed"


def test_the_length_limit_leaves_room_for_every_move_and_leading_words() -> None:
    legal = W_CHOOSING.legal_actions()
    longest = max(len(str(action)) for action in legal)
    limit = LEADING_ROOM + max(longest, len("play 10♠ as ♥"))
    padded = "choose trump ♠".rjust(limit)
    assert parse_action(W_CHOOSING, padded) == ChooseTrump(Suit.SPADES)
    with pytest.raises(IllegalActionError, match=f"at most {limit}"):
        parse_action(W_CHOOSING, " " + padded)


@pytest.mark.parametrize("at", BIDDING_GAMES)
@pytest.mark.parametrize("text", ["１", "١", "𝟏", "¹", "bid ١"])
def test_only_ascii_digits_are_digits(at: Any, text: str) -> None:
    with pytest.raises(IllegalActionError, match="type a number") as caught:
        parse_action(at, text)
    assert caught.value.code == "malformed"


def test_numbered_copies_are_read_by_their_ascii_number_only() -> None:
    assert parse_action(W_PLAYING, "w") == Play(card("W1"))
    with pytest.raises(IllegalActionError):
        parse_action(W_PLAYING, "w１")


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=80))
def test_any_text_reads_as_a_legal_action_or_is_refused(text: str) -> None:
    for at in (W_BIDDING, W_CHOOSING, W_PLAYING, S_LEAD):
        try:
            action = parse_action(at, text)
        except IllegalActionError:
            continue
        assert action in at.legal_actions()


# -- str(action) is the text parse_action reads back -----------------------------------------


def _seeded_positions(name: str, seeds: range) -> list[Any]:
    """Every state of a few random playouts of the game ``name``, with several table sizes."""
    game = get_game(name)
    counts = player_counts(name)[:3]  # the fewest players the game allows, and a few more
    positions = []
    for seed in seeds:
        rules = game.rules(players=counts[seed % len(counts)])
        state = game.new_game(rules, seed=seed)
        chooser = random.Random(seed)
        while not state.is_over and len(positions) < 400 * (seed - seeds.start + 1):
            positions.append(state)
            state, _ = state.apply(chooser.choice(state.legal_actions()))
    return positions


@pytest.mark.parametrize("name", available_games())
def test_str_of_every_legal_action_reads_back_as_that_action(name: str) -> None:
    for state in _seeded_positions(name, range(6)):
        view = state.view(decider_of(state))  # the seat that chooses (bridge's declarer)
        for action in state.legal_actions():
            assert parse_action(state, str(action)) == action
            assert parse_action(view, str(action)) == action


def test_skats_choice_of_the_skat_reads_in_players_words() -> None:
    # "pick up the skat" and "play Hand" (Skat's words) name the choice; its refusal names
    # them too, never the action's bool field.
    from tricktaker.skat import Phase, PickUp

    game = get_game("skat")
    state = game.new_game(seed=1)
    chooser = random.Random(1)
    while state.phase is not Phase.SKAT:
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    assert parse_action(state, "pick up the skat") == PickUp(False)
    assert parse_action(state.view(state.to_act), " Play  HAND ") == PickUp(True)
    with pytest.raises(IllegalActionError) as refused:
        parse_action(state, "yes")
    assert str(refused.value).endswith(
        "type a move such as pick up the skat or play Hand (legal now: pick up the skat, play Hand)"
    )


def test_a_move_reads_in_the_words_the_screens_show_it_in() -> None:
    # The terminal and the web page show Skat's games as "Kreuz Schneider", Euchre's lone
    # choice as "play with your partner": parse_action reads those words as the moves they
    # name, for a state and for the seat's view alike.
    from tricktaker.euchre import GoAlone
    from tricktaker.skat import Declare, Phase

    skat = get_game("skat")
    state = skat.new_game(seed=1)
    while state.phase is not Phase.ANNOUNCE:
        legal = state.legal_actions()
        hand = [action for action in legal if str(action) == "play Hand"]
        state, _ = state.apply(hand[0] if hand else legal[-1 if len(legal) > 2 else 0])
    said = {skat.words.action(action, Teller(skat.words, reader=state.to_act)): action
            for action in state.legal_actions()}  # fmt: skip
    assert "Kreuz Schneider" in said
    for text, action in said.items():
        assert isinstance(action, Declare)
        assert parse_action(state, text) == action
        assert parse_action(state.view(state.to_act), text.upper()) == action
    euchre = get_game("euchre")
    game = euchre.new_game(seed=3)
    while not any(isinstance(action, GoAlone) for action in game.legal_actions()):
        game, _ = game.apply(game.legal_actions()[-1])
    assert parse_action(game, "play with your partner") == GoAlone(False)
    assert parse_action(game, "go alone") == GoAlone(True)
