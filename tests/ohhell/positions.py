"""Oh Hell positions reached by play from a given deal, shared by the state and refusal tests.

Three players, one deal of 2 cards, the hook; seat 0 deals, trump ♦ (4♦ turned). Seat 0
holds 2♣ 7♥, seat 1 3♣ 9♥, seat 2 A♠ K♠.
"""

from __future__ import annotations

from tricktaker import Card, Play, ohhell, parse_cards
from tricktaker.ohhell import Bid, Deal

DEAL = Deal([parse_cards("2C 7H"), parse_cards("3C 9H"), parse_cards("AS KS")], Card.parse("4D"))


def _apply(state: ohhell.State, *actions: ohhell.Action) -> ohhell.State:
    for action in actions:
        state, _ = state.apply(action)
    return state


BIDDING = ohhell.new_game(ohhell.Rules(players=3, schedule=(2,), hook=True), seed=1, deal=DEAL)
"""Seat 1 bids first: 0 to 2."""
HOOKED = _apply(BIDDING, Bid(1), Bid(0))
"""The dealer (seat 0) bids last with the hook: 1 would make the bids add up to 2."""
PLAYING = _apply(HOOKED, Bid(0), Play(Card.parse("9H")), Play(Card.parse("AS")))
"""Seat 1 led 9♥, seat 2 (void) played A♠; seat 0 holds 2♣ 7♥ and must follow ♥."""


def _played_out(state: ohhell.State) -> ohhell.State:
    while not state.is_over:
        state = _apply(state, state.legal_actions()[0])
    return state


OVER = _played_out(PLAYING)
"""The game played to its end."""
