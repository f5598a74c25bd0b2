"""Bridge's action numbering and observation layout (see :mod:`tricktaker.encoding`).

Actions, 90, numbered as OpenSpiel numbers its ``bridge`` actions:

- 0-51: ``Play(card)``, card ``rank * 4 + suit`` (♣2, ♦2, ♥2, ♠2, ♣3, ... ♠A);
- 52-89: the calls, in :data:`~tricktaker.bridge.CALLS`' order (pass, double, redouble,
  1♣ ... 7NT);
- 90-105, numbered only when ``Rules(claims=True)``: ``Claim(0)`` to ``Claim(13)``, then
  the acceptance and the dispute of a claim.

The observation shows the seat's hand, the shown hands (the faced dummy's), the trick, the
cards played, the last bid, the contract and the vulnerability; it never shows a card the
seat may not see.

>>> from tricktaker import Card, bridge, encoding
>>> rules = bridge.Rules()
>>> encoding.num_actions(rules), encoding.action_index(bridge.PASS, rules)
(90, 52)
>>> encoding.action_index(bridge.Play(Card.parse("AS")), rules)
51
>>> claiming = bridge.Rules(claims=True)
>>> encoding.num_actions(claiming), encoding.action_index(bridge.DISPUTE_CLAIM, claiming)
(106, 105)
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bridge.calls import BIDS, CALLS, Action
from tricktaker.bridge.game import CLAIMS, Phase, View
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import Doubling
from tricktaker.cards import Card, Rank, Suit
from tricktaker.encoding import (
    CardNumbering,
    GameEncoding,
    Section,
    hand_section,
    leader_section,
    numbers_section,
    one_hot,
    phase_section,
    played_section,
    register_encoding,
    seat_one_hot,
    to_act_section,
    trick_section,
)

__all__ = ["ACTIONS", "CARDS", "ENCODING", "layout"]

CARDS = CardNumbering(tuple(Card.of(Suit(n % 4), Rank(n // 4 + 2)) for n in range(52)))
"""The 52 cards, numbered as OpenSpiel's bridge numbers them (rank * 4 + suit)."""

ACTIONS: tuple[Action, ...] = (*(Play(card) for card in CARDS.deck), *CALLS, *CLAIMS.every_action)
"""Every bridge action, each at its index (OpenSpiel's numbering, then the claims')."""

_OPENSPIEL_ACTIONS = 52 + len(CALLS)


def _count(rules: Rules) -> int:
    """The actions ``rules`` number: OpenSpiel's 90, and the claims' when offered."""
    return len(ACTIONS) if rules.claims else _OPENSPIEL_ACTIONS


_MOST = 7600.0 * 1000  # the largest board score, times the most boards


def _last_bid(view: View) -> list[float]:
    bids = [call for call in view.calls if call in BIDS]
    return one_hot(BIDS.index(bids[-1]) if bids else None, len(BIDS))


def _contract(view: View) -> list[float]:
    contract = view.contract
    if contract is None:
        return [0.0] * (3 + 4)
    doubling = (Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED).index(contract.doubling)
    return one_hot(doubling, 3) + seat_one_hot(contract.declarer, view.seat, 4)


def _shown(view: View) -> list[float]:
    return [
        x for seat in range(4) for x in CARDS.bits(view.shown_hands[(view.seat + seat) % 4] or ())
    ]


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a bridge observation for ``rules``."""
    return (
        phase_section(Phase, "auction, play, a claim answered; or the game is over"),
        to_act_section(4),
        Section(
            name="decider",
            size=4,
            meaning="the seat that decides now (the declarer, for the dummy's cards)",
            encode=lambda v: seat_one_hot(v.decider, v.seat, 4),
        ),
        Section(
            name="vulnerable",
            size=2,
            meaning="whether this seat's side, then the other side, is vulnerable",
            encode=lambda v: [float(v.vulnerable[v.seat % 2]), float(v.vulnerable[1 - v.seat % 2])],
        ),
        hand_section(CARDS),
        Section(
            name="shown_hands",
            size=4 * CARDS.size,
            meaning="the hands shown to every seat (the faced dummy's), from this seat round",
            encode=_shown,
        ),
        Section(
            name="last_bid", size=len(BIDS), meaning="the auction's last bid", encode=_last_bid
        ),
        Section(
            name="contract",
            size=7,
            meaning="the contract's doubling and its declarer (0.0 before the auction ends)",
            encode=_contract,
        ),
        trick_section(CARDS, 4),
        leader_section(4),
        played_section(CARDS, "board"),
        Section(
            name="declarer_tricks",
            size=1,
            meaning="the tricks the declarer's side has taken this board",
            encode=lambda v: [float(v.declarer_tricks)],
            high=13.0,
        ),
        numbers_section("scores", "each seat's total", 4, lambda v: v.scores, -_MOST, _MOST),
    )


ENCODING = GameEncoding(
    name="Bridge", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout, count=_count
)
"""Bridge's encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
