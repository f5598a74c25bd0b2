"""Hearts positions for the refusal table and the scenarios: a deal of whole suits, so each
trick's cards are plain to read."""

from __future__ import annotations

from tricktaker import Play, hearts, parse_cards

# seat 0: the 2♣, the A♦ and the hearts from the 4♥; seat 1: the other diamonds and the 2♥;
# seat 2: the other clubs and the 3♥; seat 3: the spades.
HANDS = [
    parse_cards("2C AD 4H 5H 6H 7H 8H 9H TH JH QH KH AH"),
    parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2H"),
    parse_cards("3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 3H"),
    parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"),
]
PASSING = hearts.new_game(hearts.Rules(), seed=1, deal=hearts.Deal(HANDS))
"""Seat 0 to pass its first card, to the left."""
FIRST = hearts.new_game(
    hearts.Rules(pass_cards=False), seed=1, deal=hearts.Deal(HANDS)
)  # fmt: skip
"""Seat 0, holding the 2♣, to lead the first trick."""
FOLLOW, _ = FIRST.apply(Play(parse_cards("2C")[0]))
"""Seat 1, void in clubs, to play to the first trick, holding the 2♥ and diamonds."""
SECOND = FOLLOW
for _text in ("2D", "AC", "2S"):
    SECOND, _ = SECOND.apply(Play(parse_cards(_text)[0]))
"""Seat 2 won the first trick with the A♣ and leads, holding clubs and the 3♥."""
