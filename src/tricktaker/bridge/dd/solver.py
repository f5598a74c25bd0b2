"""A double-dummy solver in pure Python for small endings: alpha-beta search over the cards
still to play, with equal cards searched once and a transposition table of bounds at each
trick's start. Fast for endings of a few cards a hand (a five-card ending takes a few
milliseconds); a whole deal is DDS's work (:mod:`tricktaker.bridge.dd.dds`).

Cards are bits of an int by their :attr:`Card.index <tricktaker.Card.index>` (clubs 0 to
12, diamonds 13 to 25, hearts 26 to 38, spades 39 to 51, each suit from its two up).

>>> from tricktaker import parse_cards
>>> hands = [parse_cards("AS KS"), parse_cards("QS 2H"), parse_cards("3H 4H"), parse_cards("JS TS")]
>>> sorted((str(card), tricks) for card, tricks in solve(hands, leader=0, trump=None).items())
[('A♠', 2), ('K♠', 2)]
"""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.errors import TricktakerError

__all__ = ["solve"]

_SUITS = tuple(((1 << 13) - 1) << (13 * suit) for suit in range(4))


def solve(
    hands: Sequence[Sequence[Card]],
    *,
    leader: int,
    trump: Suit | None,
    trick: Sequence[Card] = (),
) -> dict[Card, int]:
    """For each card the seat to play may play, the tricks North-South take from here on
    (this trick's included) when all four then play double dummy.

    ``hands`` are the cards each seat (North, East, South, West) still holds; ``trick`` the
    cards played to the trick in progress, led by ``leader``. Past five or six cards a hand,
    DDS is the faster.

    Raises:
        TricktakerError: hands that do not hold the same number of cards, less one for
            each seat that has played to the trick, or a card held twice.
    """
    played_to = {(leader + i) % 4 for i in range(len(trick))}
    sizes = {len(hand) + (seat in played_to) for seat, hand in enumerate(hands)}
    cards = [card for hand in hands for card in hand] + list(trick)
    if len(hands) != 4 or len(sizes) != 1 or len(set(cards)) != len(cards) or len(trick) > 3:
        raise TricktakerError("a position is four hands of as many cards, less the trick's")
    masks = [_mask(hand) for hand in hands]
    played = [card.index for card in trick]
    search = _Search(-1 if trump is None else int(trump))
    to_play = (leader + len(played)) % 4
    left = masks[to_play].bit_count()
    results = {}
    for index in search.moves(masks, to_play, played):
        after = masks.copy()
        after[to_play] &= ~(1 << index)
        value = search.within_trick(after, leader, [*played, index], -1, left + 1)
        for equal in search.equals(masks, to_play, played, index):
            results[STANDARD_DECK[equal]] = value
    return results


def _mask(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def _joins(live: int, hand: int, card: int) -> bool:
    """Whether ``card`` is the hand's own or out of play: no separator of equal cards."""
    return bool(hand >> card & 1 or not live >> card & 1)


class _Search:
    """One search: its trump and its table of bounds by (hands, leader) at a trick's start."""

    def __init__(self, trump: int) -> None:
        self.trump = trump
        self.table: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}

    def moves(self, hands: list[int], seat: int, trick: list[int]) -> list[int]:
        """One card of each run of equal cards the seat may play, the highest first."""
        hand = hands[seat]
        if trick:
            suited = hand & _SUITS[trick[0] // 13]
            hand = suited or hand
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for card in trick:
            live |= 1 << card
        moves = []
        index = hand.bit_length() - 1
        while index >= 0:
            if hand >> index & 1:
                moves.append(index)
                # skip the cards below it that no other live card separates from it
                below = index - 1
                while below >= 0 and below // 13 == index // 13 and _joins(live, hand, below):
                    below -= 1
                index = below
            else:
                index -= 1
        return moves

    def equals(self, hands: list[int], seat: int, trick: list[int], card: int) -> list[int]:
        """``card`` and the cards of the seat equal to it (no other live card between)."""
        hand = hands[seat]
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for played in trick:
            live |= 1 << played
        found = [card]
        below = card - 1
        while below >= 0 and below // 13 == card // 13 and _joins(live, hand, below):
            if hand >> below & 1:
                found.append(below)
            below -= 1
        return found

    def winner(self, trick: list[int], leader: int) -> int:
        best, best_card = 0, trick[0]
        for i in range(1, 4):
            card = trick[i]
            if card // 13 == best_card // 13:
                if card > best_card:
                    best, best_card = i, card
            elif card // 13 == self.trump:
                best, best_card = i, card
        return (leader + best) % 4

    def at_trick_start(self, hands: list[int], leader: int, alpha: int, beta: int) -> int:
        """North-South's tricks from a trick's start, exact if inside (alpha, beta), else a
        bound past the side it fell."""
        left = hands[leader].bit_count()
        if left == 0:
            return 0
        key = (hands[0], hands[1], hands[2], hands[3], leader)
        low, high = self.table.get(key, (0, left))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        value = self.within_trick(hands, leader, [], alpha, beta)
        if value <= alpha:
            high = min(high, value)
        elif value >= beta:
            low = max(low, value)
        else:
            low = high = value
        self.table[key] = (low, high)
        return value

    def within_trick(
        self, hands: list[int], leader: int, trick: list[int], alpha: int, beta: int
    ) -> int:
        if len(trick) == 4:
            winner = self.winner(trick, leader)
            won = 1 - (winner & 1)
            return won + self.at_trick_start(hands, winner, alpha - won, beta - won)
        seat = (leader + len(trick)) % 4
        maximize = seat & 1 == 0
        best = -1 if maximize else 99
        for card in self.moves(hands, seat, trick):
            after = hands.copy()
            after[seat] &= ~(1 << card)
            value = self.within_trick(after, leader, [*trick, card], alpha, beta)
            if maximize:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best
