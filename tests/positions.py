"""Positions of both games built directly, shared by the refusal and move-reading tests."""

from __future__ import annotations

from typing import Any

from tricktaker import Card, Play, parse_cards, szaman, wizard
from tricktaker.wizard import Phase


def unchecked(cls: type, **fields: Any) -> Any:
    """An instance of the attrs class ``cls`` with ``fields``, built without its ``__init__``
    (so without any check of the field types): what a buggy or hostile caller might pass."""
    value = object.__new__(cls)
    for name, field_value in fields.items():
        object.__setattr__(value, name, field_value)
    return value


def card(text: str) -> Card:
    return Card.parse(text)


def wizard_state(
    hands: list[str],
    *,
    round: int,
    phase: Phase,
    to_act: int,
    trick: str = "",
    leader: int = 1,
    bids: tuple[int | None, ...] | None = None,
    trump_card: str = "3D",
    hook: bool = False,
) -> wizard.State:
    players = len(hands)
    turned = card(trump_card)
    return wizard.State(
        rules=wizard.Rules(players=players, hook=hook),
        seed=0,
        round=round,
        dealer=0,
        trump_card=turned,
        trump=turned.suit,
        hands=tuple(tuple(sorted(parse_cards(hand))) for hand in hands),
        bids=bids if bids is not None else (None,) * players,
        tricks_taken=(0,) * players,
        trick=parse_cards(trick),
        leader=leader,
        scores=(0,) * players,
        phase=phase,
        to_act=to_act,
    )


W_BIDDING = wizard_state(["2C", "5C", "8C"], round=1, phase=Phase.BID, to_act=1)
W_CHOOSING = wizard_state(
    ["2C", "5C", "8C"], round=1, phase=Phase.CHOOSE_TRUMP, to_act=0, trump_card="W2"
)
W_PLAYING = wizard_state(
    ["3C 4D", "5S", "2C 7H W1"], round=2, phase=Phase.PLAY, to_act=2, trick="9H", bids=(1,) * 3
)
"""Seat 1 led 9♥; seat 2 holds 7♥ and must follow (or play its Wizard)."""
W_HOOKED = wizard_state(
    ["2C 3C 4C", "5C 6C 7C", "8C 9C 10C", "2D 3D 4D"],
    round=3,
    phase=Phase.BID,
    to_act=0,
    bids=(None, 1, 0, 1),
    hook=True,
)
"""The dealer bids last with the hook: 1 would make the bids add up to 3."""


def over(module: Any, rules: Any, seed: int) -> Any:
    state = module.new_game(rules, seed=seed)
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return state


W_OVER = over(wizard, wizard.Rules(players=6), 1)


def szaman_state(
    hands: str, *, leader: int = 0, played: str = "", lead_starting_card: bool = False
) -> szaman.State:
    seat_hands = tuple(tuple(sorted(parse_cards(text))) for text in hands.split("|"))
    players = len(seat_hands)
    return szaman.State(
        rules=szaman.Rules(players=players, lead_starting_card=lead_starting_card),
        seed=0,
        hand_number=1,
        hands=seat_hands,
        stock=(),
        trick=(),
        trick_suit=None,
        leader=leader,
        played=parse_cards(played),
        scores=(0,) * players,
        hand_points=(0,) * players,
        phase=szaman.Phase.PLAY,
        to_act=leader,
    )


S_LEAD = szaman_state("2C 5H RJ | 3C 9H | 4D 8S BJ", played="6C 7C 8C")
"""Seat 0 leads a later trick of the hand: any card, the red Joker naming ♦ or ♥."""
S_FIRST = szaman_state("2C 5H RJ | 3C 9H | 4D 8S BJ", lead_starting_card=True)
"""The hand's first trick with lead_starting_card: seat 0 must lead 2♣."""
S_FOLLOW = S_LEAD.apply(Play(card("5H")))[0]
"""Seat 1 holds 9♥ and must follow the led 5♥."""
S_OVER = over(szaman, szaman.Rules(players=2, hands=1), 2)
