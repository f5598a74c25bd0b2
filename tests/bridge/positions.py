"""Bridge positions for the refusal tables and the state's tests: a given deal, an auction,
the opening lead and the dummy to play."""

from __future__ import annotations

from tricktaker import bridge, parse_action, parse_cards

# North holds the spades and the top clubs; East the hearts; South the diamonds and the low
# clubs; West the rest of the clubs.
HANDS = [
    parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"),
    parse_cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"),
    parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
    parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"),
]


def after(state: bridge.State, *texts: str) -> bridge.State:
    """``state`` after the moves ``texts``, each as a player types it."""
    for text in texts:
        state, _ = state.apply(parse_action(state, text))
    return state


DEALT = bridge.new_game(bridge.Rules(), seed=1, deal=bridge.Deal(HANDS))
"""North, the dealer, to call first."""
OPENED = after(DEALT, "1s")
"""East to call over North's 1♠."""
DOUBLED = after(OPENED, "x")
"""South to call over East's double of 1♠."""
REDOUBLED = after(DOUBLED, "xx")
"""West to call over South's redouble."""
LEAD = after(DEALT, "1s", "p", "2d", "p", "4s", "p", "p", "p")
"""East to lead against North's 4♠; South will be the dummy."""
DUMMY = after(LEAD, "2h")
"""South, the dummy, to play after East's 2♥ lead: North chooses the card."""
OVER = after(DEALT, "p", "p", "p", "p")
"""A board passed out: the game is over."""
