"""Spades positions for the refusal tables: a given deal, bids made, and the first lead."""

from __future__ import annotations

from tricktaker import parse_cards, spades

# seat 0 holds every club and the spades A-K; 1 the diamonds and 2-3 of spades; 2 the hearts
# and spades 4-5; 3 the rest of the spades and the aces and kings of the other suits.
HANDS = [
    parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AS KS"),
    parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD 2S 3S"),
    parse_cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH 4S 5S"),
    parse_cards("KC AC KD AD KH AH 6S 7S 8S 9S TS JS QS"),
]


def _after(state: spades.State, bids: tuple[int, ...]) -> spades.State:
    for bid in bids:
        state, _ = state.apply(spades.Bid(bid))
    return state


DEALT = spades.new_game(spades.Rules(), seed=1, deal=spades.Deal(HANDS))
LIMITED = _after(DEALT, (10, 1))
"""Seat 2 to bid, its partner having bid 10: 0 to 3 are open."""
LEADING = _after(DEALT, (3, 2, 0, 6))
"""Seat 0 to lead the first trick, spades not broken, holding clubs and spades."""
