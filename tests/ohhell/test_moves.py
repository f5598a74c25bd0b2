"""tricktaker.parse_action reads Oh Hell's moves: bids as numbers, cards as text, for a state
and for a view, with the game's own refusal for a move that reads but is not legal."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ohhell.positions import BIDDING, HOOKED, OVER, PLAYING
from tricktaker import Card, IllegalActionError, Play, parse_action
from tricktaker.ohhell import Bid


def test_a_bid_is_read_from_a_number_or_as_it_prints() -> None:
    assert parse_action(BIDDING, "2") == Bid(2)
    assert parse_action(BIDDING, " bid 0 ") == Bid(0)
    assert parse_action(BIDDING.view(1), "1") == Bid(1)
    assert parse_action(HOOKED, "2") == Bid(2)


def test_a_card_is_read_in_any_of_its_forms() -> None:
    for text in ("7h", "7♥", "play 7H"):
        assert parse_action(PLAYING, text) == Play(Card.parse("7H"))
    assert parse_action(PLAYING.view(0), "7h") == Play(Card.parse("7H"))


@pytest.mark.parametrize(
    ("position", "text", "code", "words"),
    [
        (HOOKED, "1", "hook_forbids", "the dealer may not make the bids add up to 2"),
        (BIDDING, "3", "bid_out_of_range", "bids are 0 to 2"),
        (BIDDING, "2c", "wrong_phase", "seat 1 must bid"),
        (PLAYING, "2c", "must_follow_suit", "must follow ♥"),
        (PLAYING, "3c", "not_in_hand", "seat 0 does not hold it"),
        (PLAYING, "1", "malformed", "legal now: 7♥"),
        (PLAYING, "banana", "malformed", "type a card such as 8h"),
        (PLAYING.view(1), "7h", "not_your_turn", "it is seat 0's turn, not seat 1's"),
        (OVER, "2c", "game_over", "the game is over"),
    ],
)
def test_a_move_that_is_not_legal_is_refused_with_the_games_reason(
    position: Any, text: str, code: str, words: str
) -> None:
    with pytest.raises(IllegalActionError) as caught:
        parse_action(position, text)
    assert caught.value.code == code
    assert words in str(caught.value)
