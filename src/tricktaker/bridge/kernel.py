"""Each rule of bridge's play once, in its fast form that trusts its input: the cards a
seat may play (from the shared per-suit tables of :mod:`tricktaker.masks`), a trick's winner,
the deal of a board from the seed, and the winners of a game."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker import worlds
from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK, Card, Suit, shuffled
from tricktaker.deals import deal_hands
from tricktaker.masks import SUIT_MASKS, plays_of
from tricktaker.tricks import trump_winner

__all__ = ["Hands", "deal", "playable", "playable_mask", "seats_of_plays", "winner", "winners"]

Hands = tuple[tuple[Card, ...], ...]


def playable_mask(hand: int, trick: Sequence[Card]) -> int:
    """The cards of ``hand`` (a mask) that may go to ``trick``, as a mask: the led suit's if
    it holds any, else any card."""
    if trick:
        led = trick[0].suit
        assert led is not None
        follows = hand & SUIT_MASKS[led]
        if follows:
            return follows
    return hand


def playable(hand: int, trick: Sequence[Card]) -> tuple[Play, ...]:
    """The plays of the cards of ``hand`` (a mask) that may go to ``trick``
    (:func:`playable_mask`), in canonical order."""
    return plays_of(playable_mask(hand, trick))


def winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The index, in play order, of the card that wins the trick ``cards``."""
    return trump_winner(cards, trump)


def deal(seed: int, board: int) -> Hands:
    """The hands (North, East, South, West; each in canonical order) of board ``board``:
    the shuffle depends only on ``(seed, board)``."""
    return deal_hands(shuffled(STANDARD_DECK, f"bridge:{seed}:{board}"), 4, 13, 0)


def seats_of_plays(
    played: Sequence[Card], trick: Sequence[Card], leader: int, trump: Suit | None
) -> list[int]:
    """The seat that played each card of ``played`` then ``trick``
    (:func:`tricktaker.worlds.seats_of_plays`, under ``trump``)."""
    return worlds.seats_of_plays(
        played, trick, leader, players=4, winner=lambda cards: winner(cards, trump)
    )


def winners(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats of the side with the higher total; all four on a tie."""
    if scores[0] == scores[1]:
        return (0, 1, 2, 3)
    return (0, 2) if scores[0] > scores[1] else (1, 3)
